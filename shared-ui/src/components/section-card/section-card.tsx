import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from '../../theme/media';
import { SectionHeader, type SectionSize, type SectionTone } from './section-header';
import { theme } from '../../theme';

/** Theme keys per size: the gap before an aside, the padding (one step less on phones), the corners. */
const cardSizes = {
  md: { gap: 'lg', padding: 'xl', mobilePadding: 'lg', radius: 'lg' },
  lg: { gap: 'xl', padding: 'xxl', mobilePadding: 'xl', radius: 'xl' },
} as const;

const cardTones = {
  neutral: css`
    border-color: ${theme.colors.border};
    background: ${theme.colors.surface};
  `,
  plus: css`
    border-color: ${theme.colors.plusBorder};
    background:
      radial-gradient(120% 140% at 100% 0%, ${theme.colors.plusGlow} 0%, transparent 55%),
      ${theme.colors.surface};
  `,
};

const Card = styled.section<{ $size: SectionSize; $tone: SectionTone }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme, $size }) => theme.space[cardSizes[$size].gap]};
  padding: ${({ theme, $size }) => theme.space[cardSizes[$size].padding]};
  border: 1px solid;
  border-radius: ${({ theme, $size }) => theme.radii[cardSizes[$size].radius]};
  ${({ $tone }) => cardTones[$tone]}

  ${media.mobile} {
    padding: ${({ theme, $size }) => theme.space[cardSizes[$size].mobilePadding]};
  }
`;

const Main = styled.div`
  display: flex;
  flex: 1 1 18rem;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

const Titles = styled.div<{ $size: SectionSize }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  color: ${theme.colors.textMuted};
  font-size: ${({ theme, $size }) =>
    $size === 'lg' ? theme.typography.fontSize.md : theme.typography.fontSize.sm};
`;

export interface SectionCardProps {
  /** The heading's text, which also names the section for screen readers. */
  title: ReactNode;
  /** Muted lines right under the heading, e.g. what an offer brings. */
  description?: ReactNode;
  /** An icon before the title (mark it aria-hidden), coloured by the tone. */
  icon?: ReactNode;
  /** At the end of the heading row, e.g. an Edit button or a badge. */
  action?: ReactNode;
  /** Beside the heading and body on wide cards, under them on narrow ones, e.g. an offer's button. */
  aside?: ReactNode;
  level?: 2 | 3;
  /** md: a block of a page; lg: a page's headline card, roomier with a larger heading. */
  size?: SectionSize;
  /** The heading's size when it differs from the card's. */
  headingSize?: SectionSize;
  /** plus: a Plus border and a violet glow in the corner; the icon turns Plus violet. */
  tone?: SectionTone;
  children?: ReactNode;
}

/** A titled card: a section named by its heading, with a body and an optional aside. */
export function SectionCard({
  title,
  description,
  icon,
  action,
  aside,
  level,
  size = 'md',
  headingSize = size,
  tone = 'neutral',
  children,
}: SectionCardProps) {
  const headingId = useId();
  const header = (
    <SectionHeader
      id={headingId}
      title={title}
      icon={icon}
      action={action}
      level={level}
      size={headingSize}
      tone={tone}
    />
  );
  return (
    <Card aria-labelledby={headingId} $size={size} $tone={tone}>
      <Main>
        {description ? (
          <Titles $size={size}>
            {header}
            {description}
          </Titles>
        ) : (
          header
        )}
        {children}
      </Main>
      {aside}
    </Card>
  );
}
