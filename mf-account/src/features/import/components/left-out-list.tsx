import { Download } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button, SectionCard, theme } from 'shared-ui';
import styled from 'styled-components';
import type { ParsedImport } from '../utils/import-row';
import type { LeftOutRow } from '../utils/import-preview';
import { downloadText, leftOutCsv } from '../utils/left-out-csv';
import { leftOutMessages } from './import-messages';
import { rowLabel } from './row-label';

const List = styled.ul`
  display: grid;
  gap: ${theme.space.xs};
  max-height: 24rem;
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
  font-size: ${theme.typography.fontSize.sm};

  & > li {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xs};
  }
`;

const Where = styled.span`
  color: ${theme.colors.textMuted};
`;

const Reason = styled.span`
  color: ${theme.colors.textSubtle};

  &::before {
    content: '· ';
  }
`;

const reasonText = (intl: IntlShape, reason: LeftOutRow['reason']) =>
  typeof reason === 'object' ? reason.catalog : intl.formatMessage(leftOutMessages[reason]);

interface LeftOutListProps {
  rows: LeftOutRow[];
  numbering: ParsedImport['numbering'];
}

/** The rows that will not be added, by line, and a CSV of them to fix. */
export function LeftOutList({ rows, numbering }: LeftOutListProps) {
  const intl = useIntl();
  const download = () => {
    const csv = leftOutCsv(
      rows.map((row) => ({
        line: row.line,
        title: row.text,
        reason: reasonText(intl, row.reason),
      })),
      [
        numbering === 'line'
          ? intl.formatMessage({
              defaultMessage: 'Line',
              id: 'SxH16R',
              description:
                'Import page: column heading of the CSV of rows not found: the line of the file',
            })
          : intl.formatMessage({
              defaultMessage: 'Item',
              id: 'cPeSt7',
              description:
                'Import page: column heading of the CSV of rows not found: the item of a Trakt list',
            }),
        intl.formatMessage({
          defaultMessage: 'Title',
          id: 'DVNPJv',
          description: 'Import page: column heading of the CSV of rows not found: the title',
        }),
        intl.formatMessage({
          defaultMessage: 'Reason',
          id: '0LHKZ/',
          description:
            'Import page: column heading of the CSV of rows not found: why it was left out',
        }),
      ],
    );
    downloadText(csv, 'watchwhere-not-found.csv');
  };
  return (
    <SectionCard
      title={intl.formatMessage(
        {
          defaultMessage: '{count, plural, one {# not found} other {# not found}}',
          id: 'DkeKT9',
          description:
            'Import page: heading of the rows that will not be added (no title found, or unreadable)',
        },
        { count: rows.length },
      )}
      action={
        <Button
          variant="secondary"
          size="sm"
          icon={<Download size={16} aria-hidden />}
          onClick={download}
        >
          {intl.formatMessage({
            defaultMessage: 'Download as CSV',
            id: 'aTtlRY',
            description: 'Import page: button saving the rows not found as a CSV file',
          })}
        </Button>
      }
    >
      <List>
        {rows.map((row) => (
          <li key={row.line}>
            <Where>{rowLabel(intl, numbering, row.line)}</Where>
            <span>{row.text}</span>
            <Reason>{reasonText(intl, row.reason)}</Reason>
          </li>
        ))}
      </List>
    </SectionCard>
  );
}
