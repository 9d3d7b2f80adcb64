import { cardRating, contentPath, type ContentItem } from 'shared-core';
import { PosterCard } from 'shared-ui';
import { useOpenContent } from '../lib/use-open-content';

/** A title's poster card; opening it is remembered in the viewed history and popular searches. */
export function ContentCard({
  item,
  priority,
  note,
}: {
  item: ContentItem;
  priority?: boolean;
  /** A line of its own under the year and type. */
  note?: string;
}) {
  const openContent = useOpenContent();
  const rating = cardRating(item.rating);
  return (
    <PosterCard
      title={item.title}
      imageUrl={item.poster_path}
      year={item.release_year ?? undefined}
      mediaType={item.media_type}
      rating={rating?.value}
      ratingSource={rating?.source}
      to={contentPath(item)}
      externalUrl={item.externalUrl}
      onClick={() => openContent(item)}
      priority={priority}
      note={note}
    />
  );
}
