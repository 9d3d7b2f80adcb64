import { useIntl } from 'react-intl';
import { RadioGroup, SectionCard, Stack } from 'shared-ui';
import type { MatchedTitle } from '../api/match-rows';
import type { ParsedImport } from '../utils/import-row';
import { titleKey, type AnsweredRow } from '../utils/import-preview';
import { rowLabel } from './row-label';

export const NONE_OF_THESE = 'none';

interface ChoiceListProps {
  rows: AnsweredRow[];
  numbering: ParsedImport['numbering'];
  chosen: Record<number, string>;
  onChoose: (line: number, key: string) => void;
}

/** The year to add to a candidate's name: none when unknown or when the name ends with it. */
const shownYear = ({ title, release_year: year }: MatchedTitle) =>
  year === null || title.endsWith(`(${year})`) ? 'none' : year;

/** Each row the catalog could not settle: its candidates to pick from, or none of them. */
export function ChoiceList({ rows, numbering, chosen, onChoose }: ChoiceListProps) {
  const intl = useIntl();
  const candidateLabel = (title: MatchedTitle) =>
    intl.formatMessage(
      {
        defaultMessage:
          '{year, select, none {{title} · {type, select, tv {TV show} other {Movie}}} other {{title} ({year}) · {type, select, tv {TV show} other {Movie}}}}',
        id: 'aKr+nC',
        description:
          'Import page: a title the row might be, with its year (when known) and whether it is a movie or a TV show',
      },
      { title: title.title, year: shownYear(title), type: title.media_type },
    );
  return (
    <SectionCard
      title={intl.formatMessage(
        {
          defaultMessage: '{count, plural, one {# needs a choice} other {# need a choice}}',
          id: 'EMquwu',
          description:
            'Import page: heading of the rows that match several titles, each to be chosen',
        },
        { count: rows.length },
      )}
      description={intl.formatMessage({
        defaultMessage: 'Several titles fit these rows. Pick the one you meant.',
        id: 'k/GhGO',
        description: 'Import page: text under the heading of the rows to choose a title for',
      })}
    >
      <Stack gap="lg">
        {rows.map(({ row, result }) => (
          <RadioGroup
            key={row.line}
            appearance="list"
            label={intl.formatMessage(
              {
                defaultMessage: '{where}: “{title}”',
                id: '86CI3T',
                description:
                  'Import page: label of the choice for one row: where it is in the file, and its title as the file wrote it',
              },
              { where: rowLabel(intl, numbering, row.line), title: row.title },
            )}
            value={chosen[row.line] ?? null}
            onChange={(key) => onChoose(row.line, key)}
            options={[
              ...(result.candidates ?? []).map((title) => ({
                value: titleKey(title),
                label: candidateLabel(title),
              })),
              {
                value: NONE_OF_THESE,
                label: intl.formatMessage({
                  defaultMessage: 'None of these',
                  id: 'Aw3iL5',
                  description:
                    'Import page: option to add no title for a row with several candidates',
                }),
              },
            ]}
          />
        ))}
      </Stack>
    </SectionCard>
  );
}
