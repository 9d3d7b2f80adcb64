import { css } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { theme } from '../../theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'destructive' | 'plus';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizes = {
  sm: css`
    min-height: 32px;
    padding-inline: ${theme.space.md};
    font-size: ${theme.typography.fontSize.sm};
  `,
  md: css`
    min-height: 40px;
    padding-inline: ${theme.space.lg};
    font-size: ${theme.typography.fontSize.sm};
  `,
  lg: css`
    min-height: 48px;
    padding-inline: ${theme.space.xl};
    font-size: ${theme.typography.fontSize.md};
  `,
};

const variants = {
  primary: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
    &:hover:not(:disabled) {
      background: ${theme.colors.accentHover};
      box-shadow: ${theme.shadows.glow};
    }
  `,
  secondary: css`
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    border-color: ${theme.colors.borderStrong};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
    }
  `,
  ghost: css`
    background: transparent;
    color: ${theme.colors.text};
    &:hover:not(:disabled) {
      background: ${theme.colors.surfaceHover};
    }
  `,
  destructive: css`
    background: ${theme.colors.dangerSolid};
    color: ${theme.colors.onSolid};
    &:hover:not(:disabled) {
      filter: brightness(1.1);
    }
  `,
  plus: css`
    background: ${theme.colors.plusGradient};
    color: ${theme.colors.onPlus};
    &:hover:not(:disabled) {
      filter: brightness(1.12);
    }
  `,
};

/** Shared by <Button> and <ButtonLink> so a link can look exactly like a button. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.sm};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  border: 1px solid transparent;
  border-radius: ${theme.radii.md};
  font-weight: ${theme.typography.fontWeight.semibold};
  /* A label longer than all the room there is (a longer language on a phone) wraps inside the
     button; in a row, a button keeps its one-line width as before. */
  flex-shrink: 0;
  max-width: 100%;
  padding-block: ${theme.space.xs};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  overflow-wrap: anywhere;
  cursor: pointer;
  user-select: none;
  transition:
    background ${theme.motion.fast},
    box-shadow ${theme.motion.fast},
    filter ${theme.motion.fast},
    transform ${theme.motion.fast};
  ${({ $size }) => sizes[$size]}
  ${({ $variant }) => variants[$variant]}
  ${focusRing}

  &:active:not(:disabled) {
    transform: scale(0.98);
  }

  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }

  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;
