import type { CatalogTitle } from '../../src/catalog/catalog-types.js';
import { between, seededRandom } from '../../src/catalog/seeded.js';

/** How much a day's, a week's and a month's chart strays from plain popularity. */
const WINDOW_NOISE = [0.3, 0.18, 0.08];

/**
 * Sample day/week/month ranks per media type: popularity with more noise over shorter windows.
 * Titles available nowhere are not ranked.
 */
export function assignRanks(titles: CatalogTitle[]): void {
  for (const type of ['movie', 'tv'] as const) {
    const ranked = titles.filter(
      (title) => title.type === type && Object.keys(title.watch).length > 0,
    );
    WINDOW_NOISE.forEach((noise, window) => {
      const scored = ranked.map((title) => {
        const random = seededRandom(`rank:${type}:${title.id}:${window}`);
        return { title, score: Math.log(1 + title.popularity) + between(random, -noise, noise) };
      });
      scored.sort((a, b) => b.score - a.score || a.title.id - b.title.id);
      scored.forEach(({ title }, index) => (title.ranks[window] = index + 1));
    });
  }
}
