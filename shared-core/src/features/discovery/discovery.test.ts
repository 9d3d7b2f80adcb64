import { parseCatalogList } from './catalog-list';
import { mergePopular } from './api/get-popular';
import { isReleasedByToday } from './release-rules';
import type { ContentItem } from '../content/content-types';

const list = (results: object[], extra: object = {}) => ({
  page: 1,
  total_pages: 3,
  total_results: 60,
  results,
  ...extra,
});

describe('parseCatalogList', () => {
  it('rejects an answer without a results array', () => {
    expect(() => parseCatalogList({ page: 1 }, 'popular')).toThrow(
      'Invalid popular data format received from API',
    );
  });

  it('keeps movies and TV shows only', () => {
    const parsed = parseCatalogList(
      list([
        { id: 1, media_type: 'movie' },
        { id: 2, media_type: 'person' },
        { id: 3, media_type: 'tv' },
      ]),
      'search',
    );
    expect(parsed.results.map((item) => item.id)).toEqual([1, 3]);
  });

  it('labels lists that do not say their media type', () => {
    const parsed = parseCatalogList(list([{ id: 1 }]), 'popular', 'tv');
    expect(parsed.results[0]).toMatchObject({ id: 1, media_type: 'tv' });
  });
});

describe('mergePopular', () => {
  it('merges by popularity, keeps 20, the larger page count and the summed totals', () => {
    const movies = parseCatalogList(
      list(
        Array.from({ length: 20 }, (_, i) => ({ id: i + 1, popularity: 100 - i * 2 })),
        { total_pages: 5, total_results: 100 },
      ),
      'popular',
      'movie',
    );
    const shows = parseCatalogList(
      list(
        Array.from({ length: 20 }, (_, i) => ({ id: 101 + i, popularity: 99 - i * 2 })),
        { total_pages: 9, total_results: 180 },
      ),
      'popular',
      'tv',
    );
    const merged = mergePopular(movies, shows);
    expect(merged.results).toHaveLength(20);
    expect(merged.results.slice(0, 3).map((item) => item.id)).toEqual([1, 101, 2]);
    expect(merged.total_pages).toBe(9);
    expect(merged.total_results).toBe(280);
  });
});

describe('isReleasedByToday', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const item = (releaseDate: string | null, release_year: number | null) =>
    ({ mediaInfo: { releaseDate }, release_year }) as ContentItem;

  it('hides content dated after today', () => {
    expect(isReleasedByToday(item('2026-06-15', 2026), now)).toBe(true);
    expect(isReleasedByToday(item('2026-06-16', 2026), now)).toBe(false);
    expect(isReleasedByToday(item('2027-01-01', 2027), now)).toBe(false);
  });

  it('falls back to the year when there is no date', () => {
    expect(isReleasedByToday(item(null, 2026), now)).toBe(true);
    expect(isReleasedByToday(item(null, 2027), now)).toBe(false);
    expect(isReleasedByToday(item(null, null), now)).toBe(true);
  });
});
