import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { theme } from '../../theme';

export type BadgeTone = 'neutral' | 'accent' | 'plus' | 'success' | 'danger' | 'info';

const tones = {
  neutral: css`
    background: ${theme.colors.surfaceHover};
    color: ${theme.colors.text};
  `,
  accent: css`
    background: ${theme.colors.accent};
    color: ${theme.colors.onAccent};
  `,
  plus: css`
    background: ${theme.colors.plusGradient};
    color: ${theme.colors.onPlus};
  `,
  success: css`
    background: ${theme.colors.successSurface};
    color: ${theme.colors.success};
  `,
  danger: css`
    background: ${theme.colors.dangerSurface};
    color: ${theme.colors.danger};
  `,
  info: css`
    background: ${theme.colors.infoSurface};
    color: ${theme.colors.info};
  `,
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  max-width: 100%;
  height: 24px;
  padding: 0 ${theme.space.sm};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.typography.fontSize.xs};
  font-weight: ${theme.typography.fontWeight.bold};
  letter-spacing: 0.02em;
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  ${({ $tone }) => tones[$tone]}
`;

export interface BadgeProps {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', icon, children }: BadgeProps) {
  return (
    <StyledBadge $tone={tone}>
      {icon}
      {children}
    </StyledBadge>
  );
}
