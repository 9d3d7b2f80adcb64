import type { CatalogTitle, MediaType } from '../catalog-types.js';
import type { DiscoverFilters, IdFilter, SortField } from '../http/catalog-request.js';
import type { Offers } from './calendar.js';
import { offersAnyOfTypes, offersProvider } from './watch-providers.js';

// A Map: the request names the type, and an object would also answer "constructor".
const MONETIZATION_LETTERS = new Map([
  ['flatrate', 'f'],
  ['ads', 'a'],
  ['free', 'e'],
  ['rent', 'r'],
  ['buy', 'b'],
]);

/** `/3/discover/{movie|tv}`: filter the catalog, then sort (TMDB's default: popularity descending). */
export function discover(
  titles: readonly CatalogTitle[],
  type: MediaType,
  filters: DiscoverFilters,
  offersOf: (title: CatalogTitle) => Offers,
): CatalogTitle[] {
  const matches = titles.filter(
    (title) => title.type === type && matchesAll(title, filters, offersOf),
  );
  const compare = COMPARATORS[filters.sortBy];
  const direction = filters.ascending ? 1 : -1;
  return matches.sort(
    (a, b) => direction * compare(a, b) || b.popularity - a.popularity || a.id - b.id,
  );
}

function matchesAll(
  title: CatalogTitle,
  filters: DiscoverFilters,
  offersOf: (title: CatalogTitle) => Offers,
): boolean {
  const year = Number(title.date.slice(0, 4));
  return (
    matchesIds(title.genres, filters.withGenres) &&
    !(filters.withoutGenres ?? []).some((id) => title.genres.includes(id)) &&
    (filters.year === undefined || year === filters.year) &&
    (filters.dateFrom === undefined || title.date >= filters.dateFrom) &&
    (filters.dateTo === undefined || title.date <= filters.dateTo) &&
    (filters.voteAverageMin === undefined || rating(title) >= filters.voteAverageMin) &&
    (filters.voteAverageMax === undefined || rating(title) <= filters.voteAverageMax) &&
    (filters.voteCountMin === undefined || votes(title) >= filters.voteCountMin) &&
    (filters.language === undefined || title.lang === filters.language) &&
    matchesAvailability(title, filters, offersOf)
  );
}

function matchesIds(ids: number[], filter: IdFilter | undefined): boolean {
  if (!filter) return true;
  return filter.combine === 'and'
    ? filter.ids.every((id) => ids.includes(id))
    : filter.ids.some((id) => ids.includes(id));
}

/** Provider filters only apply with a watch_region (as in TMDB); monetisation types narrow them. */
function matchesAvailability(
  title: CatalogTitle,
  filters: DiscoverFilters,
  offersOf: (title: CatalogTitle) => Offers,
): boolean {
  const region = filters.region;
  if (!region) return true;
  const offered = offersOf(title);
  const codes = filters.monetization?.map((type) => MONETIZATION_LETTERS.get(type) ?? '').join('');
  const offers = (id: number) => offersProvider(offered, region, id, codes);
  if (filters.withoutProviders?.some((id) => offersProvider(offered, region, id))) return false;
  const providers = filters.withProviders;
  if (providers) {
    return providers.combine === 'and' ? providers.ids.every(offers) : providers.ids.some(offers);
  }
  return codes === undefined || offersAnyOfTypes(offered, region, codes);
}

/**
 * Offline, TMDB's user score is 0 for every title (no source has it), so the rating filters and sorts
 * read the real IMDb figures instead: `vote_average` → the IMDb rating (`x_imdb_rating`) and
 * `vote_count` → the IMDb vote count, 0 where the source has none (every series and anime).
 */
const rating = (title: CatalogTitle) => title.imdb ?? 0;
const votes = (title: CatalogTitle) => title.imdb_votes ?? 0;

/** Keyed by a parsed SortField only (parseSort's Map), so the type lists every key there can be. */
const COMPARATORS: Record<SortField, (a: CatalogTitle, b: CatalogTitle) => number> = {
  popularity: (a, b) => a.popularity - b.popularity,
  release_date: (a, b) => a.date.localeCompare(b.date),
  title: (a, b) => a.title.localeCompare(b.title),
  vote_average: (a, b) => rating(a) - rating(b),
  vote_count: (a, b) => votes(a) - votes(b),
  revenue: (a, b) => (a.revenue ?? 0) - (b.revenue ?? 0),
};
