import { Check } from 'lucide-react';
import { defineMessages, useIntl } from 'react-intl';
import { Button, media, Stack, theme } from 'shared-ui';
import styled from 'styled-components';
import type { ProviderSelection } from '../hooks/use-provider-selection';

/* Phones scroll the toggles sideways rather than stacking twenty rows of them. */
const Chips = styled(Stack)`
  flex: 1;
  min-width: 0;
  ${media.mobile} {
    flex-wrap: nowrap;
    overflow-x: auto;
    padding-bottom: ${theme.space.xs};
    scrollbar-width: none;
  }
`;

const Chip = styled.button<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 36px;
  padding: 0 ${theme.space.md};
  border: 1px solid ${({ theme, $on }) => ($on ? theme.colors.accent : theme.colors.borderStrong)};
  border-radius: ${theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.accentTint : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.text : theme.colors.textMuted)};
  font: inherit;
  font-size: ${theme.typography.fontSize.sm};
  cursor: pointer;
  transition: border-color ${theme.motion.fast};
  &:hover {
    border-color: ${theme.colors.accentHover};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
  ${media.mobile} {
    flex-shrink: 0;
  }
`;

const messages = defineMessages({
  services: {
    defaultMessage: 'Streaming services',
    id: 'BMU/IW',
    description: 'Where to Watch: accessible name of the row of toggles, one per streaming service',
  },
  deselectAll: {
    defaultMessage: 'Deselect All',
    id: 'qBMbs0',
    description: 'Where to Watch: button that switches every service toggle off',
  },
  selectAll: {
    defaultMessage: 'Select All',
    id: 'q6eGqj',
    description: 'Where to Watch: button that switches every service toggle on',
  },
});

/** One toggle per service, and Select All / Deselect All. */
export function ProviderFilter({
  names,
  selection,
}: {
  names: string[];
  selection: ProviderSelection;
}) {
  const intl = useIntl();
  return (
    <Stack
      direction="row"
      align="center"
      gap="sm"
      role="group"
      aria-label={intl.formatMessage(messages.services)}
    >
      <Chips direction="row" wrap gap="sm">
        {names.map((name) => {
          const on = selection.isSelected(name);
          return (
            <Chip
              key={name}
              type="button"
              $on={on}
              aria-pressed={on}
              onClick={() => selection.toggle(name)}
            >
              {on && <Check size={14} aria-hidden />}
              {name}
            </Chip>
          );
        })}
      </Chips>
      <Button size="sm" variant="ghost" onClick={selection.toggleAll}>
        {intl.formatMessage(selection.allSelected ? messages.deselectAll : messages.selectAll)}
      </Button>
    </Stack>
  );
}
