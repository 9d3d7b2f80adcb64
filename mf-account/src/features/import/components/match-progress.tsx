import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import type { MatchProgress as Progress } from '../hooks/use-match-rows';

const Bar = styled.progress`
  width: 100%;
  height: 12px;
  accent-color: ${theme.colors.accent};
`;

/** How far the matching is: a labelled progress bar, "Matching 1,500 of 10,000 rows…". */
export function MatchProgress({ progress }: { progress: Progress }) {
  const intl = useIntl();
  const id = useId();
  return (
    <Stack gap="sm">
      <label htmlFor={id}>
        {intl.formatMessage(
          {
            defaultMessage:
              '{total, plural, one {Matching {done, number} of # row…} other {Matching {done, number} of # rows…}}',
            id: 'pbhpT+',
            description:
              'Import page: label of the progress bar while the rows of the file are matched to titles',
          },
          { done: progress.done, total: progress.total },
        )}
      </label>
      <Bar id={id} max={progress.total} value={progress.done} />
    </Stack>
  );
}
