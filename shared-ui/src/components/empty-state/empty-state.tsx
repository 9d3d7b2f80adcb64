import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding: ${`${theme.space.xxxl} ${theme.space.xl}`};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.xl};
  background: radial-gradient(
    ellipse at top,
    ${theme.colors.surfaceRaised} 0%,
    ${theme.colors.surface} 70%
  );
  text-align: center;
`;

const IconHalo = styled.div`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  margin-bottom: ${theme.space.xs};
  border-radius: 50%;
  background: ${theme.colors.surfaceHover};
  color: ${theme.colors.accent};
`;

const Title = styled.h3`
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.lg};
  font-weight: ${theme.typography.fontWeight.bold};
`;

const Description = styled.p`
  max-width: 420px;
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

const Action = styled.div`
  margin-top: ${theme.space.sm};
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
