import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'plus' | 'success' | 'danger' | 'info';

const tones = {
  neutral: css`
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  `,
  accent: css`
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
  `,
  plus: css`
    background: ${({ theme }) => theme.colors.plusGradient};
    color: ${({ theme }) => theme.colors.onPlus};
  `,
  success: css`
    background: ${({ theme }) => theme.colors.successSurface};
    color: ${({ theme }) => theme.colors.success};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSurface};
    color: ${({ theme }) => theme.colors.danger};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoSurface};
    color: ${({ theme }) => theme.colors.info};
  `,
};

const StyledBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 100%;
  height: 24px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.typography.fontSize.xs};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
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
