import { between, seededRandom } from '../../src/catalog/seeded.js';
import type { DraftTitle } from './draft.js';
import { TV_SERIES } from './tv-series.js';

/** The hand-typed series, with sample ratings, popularity and dates inside the first-air year. */
export function seriesDrafts(): DraftTitle[] {
  return TV_SERIES.map(([title, year, seasons, genres, family, country, lang, originalTitle]) => {
    const key = `tv:${title}:${year}`;
    const random = seededRandom(key);
    const month = 1 + Math.floor(random() * 12);
    const day = 1 + Math.floor(random() * 28);
    const recency = 1 + Math.max(0, year - 2000) / 10;
    return {
      key,
      type: 'tv',
      title,
      original_title: originalTitle,
      lang,
      country,
      date: `${year}-${pad(month)}-${pad(day)}`,
      genres,
      popularity: Math.round(between(random, 40, 160) * recency * 100) / 100,
      vote_average: Math.round(between(random, 7.2, 8.9) * 10) / 10,
      vote_count: Math.round(between(random, 800, 9000) * recency),
      seasons,
      family,
    };
  });
}

const pad = (value: number) => String(value).padStart(2, '0');
