import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.xl};
  background: radial-gradient(
    ellipse at top,
    ${({ theme }) => theme.colors.surfaceRaised} 0%,
    ${({ theme }) => theme.colors.surface} 70%
  );
  text-align: center;
`;

const IconHalo = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceHover};
  color: ${({ theme }) => theme.colors.accent};
`;

const Title = styled.h3`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
`;

const Description = styled.p`
  max-width: 420px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

const Action = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface EmptyStateProps {
  /** A lucide-react icon element (decorative). */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Usually a Button or ButtonLink, e.g. "Browse content". */
  action?: ReactNode;
}

export function EmptyState({ icon, title, description, action }: EmptyStateProps) {
  return (
    <Root>
      {icon && <IconHalo aria-hidden>{icon}</IconHalo>}
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action && <Action>{action}</Action>}
    </Root>
  );
}
