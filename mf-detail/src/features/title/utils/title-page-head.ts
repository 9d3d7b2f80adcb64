import type { ContentDetail, PageHead } from 'shared-core';

/** At most `max` characters, cut at a word with an ellipsis. */
function clip(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

const isAbsoluteImage = (url: string) => /^https?:\/\//.test(url);

/**
 * A title page's link preview: what it offers, the overview (not the offline sample's, which is
 * generated, not the title's own), the backdrop or poster, and schema.org's `Movie`/`TVSeries`.
 */
export function titlePageHead(detail: ContentDetail, isSample: boolean | null): PageHead {
  const year = detail.release_year;
  const label = year ? `${detail.title} (${year})` : detail.title;
  const overview = isSample === false ? detail.overview.trim() : '';
  const description = clip(
    `Where to watch ${label}: streaming, rental and purchase options by country.${overview ? ` ${overview}` : ''}`,
    300,
  );
  const poster = isAbsoluteImage(detail.poster_path) ? detail.poster_path : undefined;
  const backdrop = isAbsoluteImage(detail.backdrop_path) ? detail.backdrop_path : undefined;
  const tv = detail.media_type === 'tv';
  const day = detail.mediaInfo.releaseDate ?? undefined;
  return {
    previewTitle: label,
    description,
    image: backdrop ?? poster,
    type: tv ? 'video.tv_show' : 'video.movie',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': tv ? 'TVSeries' : 'Movie',
      name: detail.title,
      ...(poster ? { image: poster } : {}),
      ...(overview ? { description: clip(overview, 500) } : {}),
      ...(day ? { [tv ? 'startDate' : 'datePublished']: day } : {}),
      ...(detail.genres.length > 0 ? { genre: detail.genres } : {}),
    },
  };
}
