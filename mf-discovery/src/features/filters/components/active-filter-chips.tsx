import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Chip, ChipList, Stack, theme } from 'shared-ui';

const Caption = styled.span`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

export interface ActiveFilterChip {
  id: string;
  label: ReactNode;
  /** The chip's accessible name, e.g. "Clear Hulu". */
  clearLabel: string;
  onClear: () => void;
}

/** What narrows the page right now, one chip each; a tap on a chip clears it. */
export function ActiveFilterChips({ chips }: { chips: readonly ActiveFilterChip[] }) {
  const intl = useIntl();
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" wrap align="center" gap="sm">
      <Caption aria-hidden>
        {intl.formatMessage({
          defaultMessage: 'Showing only',
          id: 'buzIoE',
          description:
            'Discover: caption before the chips of the filters in force (each chip clears one)',
        })}
      </Caption>
      <ChipList
        aria-label={intl.formatMessage({
          defaultMessage: 'Active filters',
          id: '82bgnY',
          description: 'Discover: accessible name of the list of filters in force',
        })}
      >
        {chips.map((chip) => (
          <Chip
            key={chip.id}
            aria-label={chip.clearLabel}
            title={chip.clearLabel}
            onClick={chip.onClear}
          >
            {chip.label}
            <X size={14} aria-hidden />
          </Chip>
        ))}
      </ChipList>
    </Stack>
  );
}
