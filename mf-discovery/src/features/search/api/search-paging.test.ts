import { parseCatalogCoverage } from './get-catalog-coverage';
import { nextSearchPage } from './search-multi-pages';

const page = (number: number, total_pages: number) => ({
  page: number,
  total_pages,
  total_results: total_pages * 20,
  results: [],
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
