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
}

/** Search results: 2 to 5 columns of cards; the first row's posters load at once. */
export function ResultsGrid({ title, icon, action, items, emptyMessage }: ResultsGridProps) {
  return (
    <ContentGrid
      title={title}
      icon={icon}
      action={action}
      loading={!items}
      skeletonCount={10}
      emptyMessage={emptyMessage}
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
