import styled from 'styled-components';
import { NAMED_PLATFORMS, type PlatformValue } from 'shared-core';
import { media } from 'shared-ui';

/** Six shortcuts on desktop, the first four on phones. */
export const DESKTOP_SHORTCUTS = 6;
export const MOBILE_SHORTCUTS = 4;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.mobile} {
    li:nth-child(n + ${MOBILE_SHORTCUTS + 1}) {
      display: none;
    }
  }
`;

const Shortcut = styled.button`
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface PlatformShortcutsProps {
  selected: readonly PlatformValue[];
  onChoose: (platform: PlatformValue) => void;
}

/** One-tap platform filters; the chosen one is pressed. */
export function PlatformShortcuts({ selected, onChoose }: PlatformShortcutsProps) {
  return (
    <List aria-label="Streaming platforms">
      {NAMED_PLATFORMS.slice(0, DESKTOP_SHORTCUTS).map((platform) => (
        <li key={platform.value}>
          <Shortcut
            type="button"
            aria-pressed={selected.length === 1 && selected[0] === platform.value}
            onClick={() => onChoose(platform.value)}
          >
            {platform.name}
          </Shortcut>
        </li>
      ))}
    </List>
  );
}
