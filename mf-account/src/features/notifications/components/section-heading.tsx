import type { ReactNode } from 'react';
import styled from 'styled-components';

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};

  svg {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A heading of the Notifications page's sections, its icon in the accent colour. */
export function SectionHeading({
  id,
  icon,
  children,
}: {
  id: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <Heading id={id}>
      {icon}
      {children}
    </Heading>
  );
}
