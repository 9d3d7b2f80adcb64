import type { DraftTitle } from './draft.js';
import { seriesPopularity } from './popularity.js';
import { TV_SERIES } from './tv-series.js';

/**
 * The hand-typed series, with only the facts typed in. A premiere typed as a year alone is stored as
 * 1 January of that year (the day is not known; only the year is shown) and listed in the README.
 */
export function seriesDrafts(): DraftTitle[] {
  return TV_SERIES.map(
    ([title, premiere, seasons, genres, family, country, lang, originalTitle]) => {
      const year = Number(premiere.slice(0, 4));
      return {
        key: `tv:${title}:${year}`,
        type: 'tv',
        title,
        original_title: originalTitle,
        lang,
        country,
        date: premiere.length === 4 ? `${premiere}-01-01` : premiere,
        genres,
        popularity: seriesPopularity(seasons, year),
        seasons,
        family,
      };
    },
  );
}
