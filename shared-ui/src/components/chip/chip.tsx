import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { theme } from '../../theme';

const pill = css<{ $withIcon: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 36px;
  white-space: nowrap;
  padding: ${({ theme, $withIcon }) =>
    `0 ${theme.space.md} 0 ${$withIcon ? theme.space.xs : theme.space.md}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  font: inherit;
  font-size: ${theme.typography.fontSize.sm};
`;

const interactive = css`
  cursor: pointer;
  transition: background ${theme.motion.fast};
  ${focusRing}

  &:hover {
    background: ${theme.colors.surfaceHover};
    border-color: ${theme.colors.borderStrong};
  }

  &[aria-pressed='true'] {
    border-color: ${theme.colors.accent};
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  }
`;

const Label = styled.span<{ $withIcon: boolean }>`
  ${pill}
`;

const PillButton = styled.button.attrs({ type: 'button' })<{ $withIcon: boolean }>`
  ${pill}
  ${interactive}
`;

export interface ChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Before the label, e.g. a provider logo (mark it aria-hidden); the chip hugs it. */
  icon?: ReactNode;
  /** Makes the chip a toggle button (aria-pressed); pressed chips fill with the accent. */
  pressed?: boolean;
  children: ReactNode;
}

/**
 * A pill: a button when it has `onClick` or `pressed`, otherwise a plain label (e.g. a chosen
 * service). Put chips in a ChipList.
 */
export function Chip({ icon, pressed, children, ...buttonProps }: ChipProps) {
  const content = (
    <>
      {icon}
      {children}
    </>
  );
  if (buttonProps.onClick === undefined && pressed === undefined) {
    return <Label $withIcon={Boolean(icon)}>{content}</Label>;
  }
  return (
    <PillButton $withIcon={Boolean(icon)} aria-pressed={pressed} {...buttonProps}>
      {content}
    </PillButton>
  );
}
