import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../theme';

const Heading = styled.h1`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  color: ${theme.colors.text};
  font-size: ${theme.typography.fontSize.xxl};
  font-weight: ${theme.typography.fontWeight.black};
  letter-spacing: ${theme.typography.letterSpacing.tight};

  & > svg {
    flex-shrink: 0;
    color: ${theme.colors.accent};
  }
`;

export interface PageTitleProps extends HTMLAttributes<HTMLHeadingElement> {
  /** An icon before the title, in the accent colour (decorative: hidden from screen readers). */
  icon?: ReactNode;
  children: ReactNode;
}

/** A page's one h1: My Library, Account Settings, Discover, … */
export function PageTitle({ icon, children, ...props }: PageTitleProps) {
  return (
    <Heading {...props}>
      {icon}
      {children}
    </Heading>
  );
}
