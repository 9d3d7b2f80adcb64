import { countClick, type PopularSearch } from './popular-searches';

describe('countClick', () => {
  const entry = (tmdb_id: number, count: number): PopularSearch => ({
    tmdb_id,
    media_type: 'movie',
    title: `Title ${tmdb_id}`,
    poster_path: null,
    count,
  });

  it('adds one and re-sorts', () => {
    const next = countClick([entry(1, 10), entry(2, 10)], { ...entry(2, 0) });
    expect(next.map((item) => [item.tmdb_id, item.count])).toEqual([
      [2, 11],
      [1, 10],
    ]);
  });

  it('adds a new title with one and keeps the top 10', () => {
    const full = Array.from({ length: 10 }, (_, i) => entry(i + 1, 100 - i));
    expect(countClick(full, entry(99, 0))).toHaveLength(10);
    expect(countClick([entry(1, 5)], entry(2, 0))).toEqual([entry(1, 5), entry(2, 1)]);
  });
});
