import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { isReleasedByToday, type ContentItem } from 'shared-core';
import { ContentGrid, media } from 'shared-ui';
import { ContentCard } from './content-card';

/** Grids show 5 items (4 on phones, where the fifth cell is hidden). */
export const SECTION_SIZE = 5;

/** Posters of a page's first row that load at once: a phone shows two side by side. */
export const PRIORITY_POSTERS = 2;

const Frame = styled.div`
  ${media.mobile} {
    li:nth-child(n + 5) {
      display: none;
    }
  }
`;

export interface ContentSectionProps {
  title: string;
  icon: ReactNode;
  /** undefined while loading. */
  items: readonly ContentItem[] | undefined;
  action?: ReactNode;
  /** The page's first row: its first posters load at once instead of lazily. */
  priority?: boolean;
  /** A line of its own on each card (e.g. where and when it arrives). */
  noteOf?: (item: ContentItem) => string | undefined;
  /** What an empty row says (default: the grid's "No released content available."). */
  emptyMessage?: string;
  /** The section's outer element, e.g. to watch where it is on screen. */
  ref?: Ref<HTMLDivElement>;
}

/** A titled row of released titles with skeletons while loading and an empty message. */
export function ContentSection({
  title,
  icon,
  items,
  action,
  priority,
  noteOf,
  emptyMessage,
  ref,
}: ContentSectionProps) {
  const shown = items?.filter((item) => isReleasedByToday(item)).slice(0, SECTION_SIZE);
  return (
    <Frame ref={ref}>
      <ContentGrid
        title={title}
        icon={icon}
        action={action}
        loading={!shown}
        skeletonCount={SECTION_SIZE}
        emptyMessage={emptyMessage}
      >
        {shown?.map((item, index) => (
          <ContentCard
            key={`${item.media_type}-${item.id}`}
            item={item}
            priority={priority && index < PRIORITY_POSTERS}
            note={noteOf?.(item)}
          />
        ))}
      </ContentGrid>
    </Frame>
  );
}
