import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { theme } from '../../theme';

export type IconButtonVariant = 'ghost' | 'secondary' | 'primary';
export type IconButtonSize = 'sm' | 'md' | 'lg';

const sizes = { sm: 32, md: 40, lg: 48 } as const;

const variants = {
  ghost: css`
    background: transparent;
    color: ${theme.colors.textMuted};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
      color: ${theme.colors.text};
    }
  `,
  secondary: css`
    background: ${theme.colors.surfaceRaised};
    border-color: ${theme.colors.borderStrong};
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
    }
  `,
  primary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    &:hover:not(:disabled) {
      background: ${theme.colors.accentHover};
    }
  `,
};

const StyledIconButton = styled.button<{ $variant: IconButtonVariant; $size: IconButtonSize }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  width: ${({ $size }) => sizes[$size]}px;
  height: ${({ $size }) => sizes[$size]}px;
  padding: 0;
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  cursor: pointer;
  transition:
    background ${theme.motion.fast},
    color ${theme.motion.fast};
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
`;

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** What the button does, for screen readers and as a tooltip (the icon has no text). */
  label: string;
  /** A lucide-react icon element. */
  icon: ReactNode;
  variant?: IconButtonVariant;
  size?: IconButtonSize;
}

export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton
      type={type}
      aria-label={label}
      title={label}
      $variant={variant}
      $size={size}
      {...rest}
    >
      {icon}
    </StyledIconButton>
  );
}
