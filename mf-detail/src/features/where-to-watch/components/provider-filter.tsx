import { Check } from 'lucide-react';
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

/** One toggle per service, and Select All / Deselect All. */
export function ProviderFilter({
  names,
  selection,
}: {
  names: string[];
  selection: ProviderSelection;
}) {
  return (
    <Stack direction="row" align="center" gap="sm" role="group" aria-label="Streaming services">
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
        {selection.allSelected ? 'Deselect All' : 'Select All'}
      </Button>
    </Stack>
  );
}
