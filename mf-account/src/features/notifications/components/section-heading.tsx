import type { ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from 'shared-ui';

const Heading = styled.h2`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: 0;
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.lg};
  font-weight: ${theme.typography.fontWeight.bold};

  svg {
    color: ${theme.colors.accent};
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
