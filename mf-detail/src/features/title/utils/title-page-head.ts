import { defineMessages, type IntlShape } from 'react-intl';
import type { ContentDetail, PageHead } from 'shared-core';

const messages = defineMessages<{
  titleWithYear: { title: string; year: string };
  description: { title: string };
}>({
  titleWithYear: {
    defaultMessage: '{title} ({year})',
    id: '7tezU5',
    description:
      'Title page: link-preview title (shared links, search results). {title}: the movie or show; {year}: its release year',
  },
  description: {
    defaultMessage: 'Where to watch {title}: streaming, rental and purchase options by country.',
    id: '5chs2Y',
    description:
      "Title page: link-preview description (shared links, search results), followed by the title's overview. {title}: the movie or show, with its year in parentheses when known",
  },
});

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
export function titlePageHead(
  intl: IntlShape,
  detail: ContentDetail,
  isSample: boolean | null,
): PageHead {
  const year = detail.release_year;
  const label = year
    ? intl.formatMessage(messages.titleWithYear, { title: detail.title, year: String(year) })
    : detail.title;
  const overview = isSample === false ? detail.overview.trim() : '';
  const lead = intl.formatMessage(messages.description, { title: label });
  // The overview is the catalog's own text, after the sentence.
  const description = clip(overview ? `${lead} ${overview}` : lead, 300);
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
