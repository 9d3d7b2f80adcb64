import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentItem } from 'shared-core';
import { ContentGrid, theme } from 'shared-ui';
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
  /** A sentence above the results (why they may not be what was sought). */
  note?: string;
}

const Note = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.typography.fontSize.sm};
`;

/** Search results: 2 to 5 columns of cards; the first row's posters load at once. */
export function ResultsGrid({
  title,
  icon,
  action,
  items,
  emptyMessage,
  emptyDescription,
  note,
}: ResultsGridProps) {
  const grid = (
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
  if (!note) return grid;
  return (
    <>
      <Note>{note}</Note>
      {grid}
    </>
  );
}
