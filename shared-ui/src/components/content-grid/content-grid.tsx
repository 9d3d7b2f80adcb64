import { Children, isValidElement, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { media } from '../../theme/media';
import { EmptyState } from '../empty-state';
import { SectionHeader } from '../section-card';
import { Skeleton } from '../skeleton';
import { VisuallyHidden } from '../visually-hidden';
import { theme } from '../../theme';

export type GridColumns = 2 | 3 | 4 | 5;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.lg};
  min-width: 0;
`;

/** 2 columns on phones, then one more per breakpoint up to `$max`. */
const Grid = styled.ul<{ $max: GridColumns }>`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${`${theme.space.xl} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('tablet')} {
    grid-template-columns: repeat(${({ $max }) => Math.min(3, $max)}, minmax(0, 1fr));
  }
  ${media.up('desktop')} {
    grid-template-columns: repeat(${({ $max }) => Math.min(4, $max)}, minmax(0, 1fr));
  }
  ${media.up('wide')} {
    grid-template-columns: repeat(${({ $max }) => $max}, minmax(0, 1fr));
  }

  ${media.mobile} {
    gap: ${`${theme.space.lg} ${theme.space.md}`};
  }
`;

const SkeletonCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
`;

export interface ContentGridProps {
  /** Section heading, e.g. "Popular Movies". */
  title?: ReactNode;
  /** A lucide-react icon shown before the title. */
  icon?: ReactNode;
  /** Content at the end of the header, e.g. a refresh button or "Sort by Popularity". */
  action?: ReactNode;
  /** Shows `skeletonCount` placeholder cards instead of the children. */
  loading?: boolean;
  skeletonCount?: number;
  /** Shown when there are no children and nothing is loading (default: "No released content available."). */
  emptyMessage?: ReactNode;
  /** A sentence under `emptyMessage`, e.g. why nothing is there. */
  emptyDescription?: ReactNode;
  maxColumns?: GridColumns;
  /** One child per cell, usually PosterCards. */
  children?: ReactNode;
}

export function ContentGrid({
  title,
  icon,
  action,
  loading = false,
  skeletonCount = 5,
  emptyMessage,
  emptyDescription,
  maxColumns = 5,
  children,
}: ContentGridProps) {
  const intl = useIntl();
  const headingId = useId();
  const items = Children.toArray(children);
  return (
    <Section aria-labelledby={title ? headingId : undefined} aria-busy={loading || undefined}>
      {(title || action) && (
        <SectionHeader id={headingId} title={title} icon={icon} action={action} size="lg" />
      )}
      {loading ? (
        <>
          <VisuallyHidden role="status">
            {intl.formatMessage({
              defaultMessage: 'Loading…',
              id: 'sjnCXV',
              description: 'Grid of titles: announced to screen readers while the titles load',
            })}
          </VisuallyHidden>
          <Grid $max={maxColumns} aria-hidden>
            {Array.from({ length: skeletonCount }, (_, index) => (
              <SkeletonCard key={index}>
                <Skeleton aspectRatio="2 / 3" radius="lg" />
                <Skeleton width="80%" height="14px" radius="sm" />
                <Skeleton width="45%" height="12px" radius="sm" />
              </SkeletonCard>
            ))}
          </Grid>
        </>
      ) : items.length === 0 ? (
        <EmptyState
          title={
            emptyMessage === undefined
              ? intl.formatMessage({
                  defaultMessage: 'No released content available.',
                  id: 'wK+PWb',
                  description: 'Grid of titles: shown when it has no titles (default text)',
                })
              : emptyMessage
          }
          description={emptyDescription}
        />
      ) : (
        <Grid $max={maxColumns}>
          {items.map((item, index) => (
            <li key={isValidElement(item) && item.key !== null ? item.key : index}>{item}</li>
          ))}
        </Grid>
      )}
    </Section>
  );
}
