import { CheckCircle2, CircleHelp, SearchX } from 'lucide-react';
import { useIntl } from 'react-intl';
import { theme } from 'shared-ui';
import styled from 'styled-components';
import type { ImportPreview } from '../utils/import-preview';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Count = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  font-size: ${theme.typography.fontSize.sm};
  font-weight: ${theme.typography.fontWeight.semibold};
`;

/** What the file came to: "12 matched", "2 need a choice", "3 not found". */
export function ImportSummary({ preview }: { preview: ImportPreview }) {
  const intl = useIntl();
  return (
    <List>
      <Count>
        <CheckCircle2 size={16} aria-hidden color={theme.colors.success} />
        {intl.formatMessage(
          {
            defaultMessage: '{count, plural, one {# matched} other {# matched}}',
            id: 'GsZCpa',
            description: 'Import page: number of rows of the file matched to one title each',
          },
          { count: preview.matched.length },
        )}
      </Count>
      <Count>
        <CircleHelp size={16} aria-hidden color={theme.colors.accent} />
        {intl.formatMessage(
          {
            defaultMessage: '{count, plural, one {# needs a choice} other {# need a choice}}',
            id: 'av6rPm',
            description: 'Import page: number of rows of the file that fit several titles',
          },
          { count: preview.choices.length },
        )}
      </Count>
      <Count>
        <SearchX size={16} aria-hidden color={theme.colors.textMuted} />
        {intl.formatMessage(
          {
            defaultMessage: '{count, plural, one {# not found} other {# not found}}',
            id: 'iHQH/5',
            description:
              'Import page: number of rows of the file not found in the catalog or not readable',
          },
          { count: preview.leftOut.length },
        )}
      </Count>
    </List>
  );
}
