import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { theme } from '../../theme';

export type SectionSize = 'md' | 'lg';
export type SectionTone = 'neutral' | 'plus';

const headingSizes = {
  md: css`
    font-size: ${theme.typography.fontSize.lg};
  `,
  lg: css`
    font-size: ${theme.typography.fontSize.xl};
    letter-spacing: ${theme.typography.letterSpacing.tight};

    ${media.mobile} {
      font-size: ${theme.typography.fontSize.lg};
    }
  `,
};

// A longer title (German runs a third past English) puts the action on the next line.
const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${`${theme.space.sm} ${theme.space.md}`};
`;

const Heading = styled.h2<{ $size: SectionSize; $tone: SectionTone }>`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  color: ${theme.colors.text};
  font-weight: ${theme.typography.fontWeight.bold};
  ${({ $size }) => headingSizes[$size]}

  & > svg {
    flex-shrink: 0;
    color: ${({ theme, $tone }) => ($tone === 'plus' ? theme.colors.plus : theme.colors.accent)};
  }
`;

export interface SectionHeaderProps {
  /** The heading's text; without it the header holds only the action. */
  title?: ReactNode;
  /** The heading's id, for the section's `aria-labelledby`. */
  id?: string;
  /** An icon before the title (mark it aria-hidden), coloured by the tone. */
  icon?: ReactNode;
  /** At the end of the header, e.g. an Edit button or a badge. */
  action?: ReactNode;
  level?: 2 | 3;
  /** md: a block of a page (1.125 rem); lg: a page's main section (1.375 rem, smaller on phones). */
  size?: SectionSize;
  tone?: SectionTone;
}

/** A section's heading row: icon and title at the start, an action at the end. */
export function SectionHeader({
  title,
  id,
  icon,
  action,
  level = 2,
  size = 'md',
  tone = 'neutral',
}: SectionHeaderProps) {
  return (
    <Header>
      {title && (
        <Heading as={`h${level}`} id={id} $size={size} $tone={tone}>
          {icon}
          {title}
        </Heading>
      )}
      {action}
    </Header>
  );
}
