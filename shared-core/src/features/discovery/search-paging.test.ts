import { parseCatalogCoverage } from './api/get-catalog-coverage';
import { nextSearchPage } from './api/search-multi-pages';
import { MAX_SEARCH_QUERY_LENGTH, truncateSearchQuery } from './search-query';

const page = (number: number, total_pages: number) => ({
  page: number,
  total_pages,
  total_results: total_pages * 20,
  results: [],
});

describe('truncateSearchQuery', () => {
  it('keeps a query of up to 200 characters as it is', () => {
    expect(truncateSearchQuery('the matrix')).toBe('the matrix');
    const exact = 'a'.repeat(MAX_SEARCH_QUERY_LENGTH);
    expect(truncateSearchQuery(exact)).toBe(exact);
  });

  it('cuts a longer one to its first 200 characters', () => {
    expect(truncateSearchQuery('b'.repeat(250))).toBe('b'.repeat(200));
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    // 150 emoji are 300 UTF-16 units but 150 characters: nothing to cut.
    const emoji = '🎬'.repeat(150);
    expect(truncateSearchQuery(emoji)).toBe(emoji);
    const cut = truncateSearchQuery('🎬'.repeat(250));
    expect(Array.from(cut)).toHaveLength(200);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });
});

describe('nextSearchPage', () => {
  it('asks for the page after the last one loaded until the last', () => {
    expect(nextSearchPage(page(1, 66))).toBe(2);
    expect(nextSearchPage(page(65, 66))).toBe(66);
    expect(nextSearchPage(page(66, 66))).toBeUndefined();
    expect(nextSearchPage(page(1, 1))).toBeUndefined();
  });

  it('stops at 500 pages, as TMDB does', () => {
    expect(nextSearchPage(page(499, 900))).toBe(500);
    expect(nextSearchPage(page(500, 900))).toBeUndefined();
  });
});

describe('parseCatalogCoverage', () => {
  const span = (count: number, first_year: number, last_year: number) => ({
    count,
    first_year,
    last_year,
  });

  it('reads the sample catalog’s films and series', () => {
    expect(
      parseCatalogCoverage({
        sample: true,
        movie: span(3200, 1915, 2010),
        tv: span(1785, 1951, 2025),
      }),
    ).toEqual({ sample: true, movie: span(3200, 1915, 2010), tv: span(1785, 1951, 2025) });
  });

  it('reads TMDB’s answer, which covers everything', () => {
    expect(parseCatalogCoverage({ sample: false })).toEqual({ sample: false });
  });

  it('refuses an answer it cannot read rather than inventing a span', () => {
    expect(() => parseCatalogCoverage({})).toThrow('Invalid catalog coverage');
    expect(() => parseCatalogCoverage({ sample: true, movie: span(1, 1915, 2010) })).toThrow();
    expect(() =>
      parseCatalogCoverage({ sample: true, movie: { count: 1 }, tv: span(1, 1951, 2025) }),
    ).toThrow();
  });
});
