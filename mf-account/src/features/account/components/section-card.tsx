import type { ReactNode } from 'react';
import styled from 'styled-components';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};

  & > svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export interface SectionCardProps {
  title: string;
  icon?: ReactNode;
  /** At the end of the header, e.g. an Edit button. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled block of the account page. */
export function SectionCard({ title, icon, action, children }: SectionCardProps) {
  return (
    <Card aria-label={title}>
      <Header>
        <Title>
          {icon}
          {title}
        </Title>
        {action}
      </Header>
      {children}
    </Card>
  );
}

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;
