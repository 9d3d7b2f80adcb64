import type { ReactNode } from 'react';
import type { ContentItem } from 'shared-core';
import { ContentGrid } from 'shared-ui';
import { ContentCard } from './content-card';
import { PRIORITY_POSTERS } from './content-section';

export interface ResultsGridProps {
  title: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** undefined while loading. */
  items: readonly ContentItem[] | undefined;
  emptyMessage: string;
  /** A sentence under `emptyMessage` (why nothing was found). */
  emptyDescription?: string;
}

/** Search results: 2 to 5 columns of cards; the first row's posters load at once. */
export function ResultsGrid({
  title,
  icon,
  action,
  items,
  emptyMessage,
  emptyDescription,
}: ResultsGridProps) {
  return (
    <ContentGrid
      title={title}
      icon={icon}
      action={action}
      loading={!items}
      skeletonCount={10}
      emptyMessage={emptyMessage}
      emptyDescription={emptyDescription}
    >
      {items?.map((item, index) => (
        <ContentCard
          key={`${item.media_type}-${item.id}`}
          item={item}
          priority={index < PRIORITY_POSTERS}
        />
      ))}
    </ContentGrid>
  );
}
