import {
  genreLimitReached,
  NO_FILTERS,
  toggleContentType,
  toggleGenre,
  togglePlatform,
} from './filter-state';
import { filterByTypeAndGenre } from './filter-items';
import type { ContentItem } from 'shared-core';

describe('filter rules', () => {
  it('free users keep one platform: a new pick replaces the first', () => {
    const netflix = togglePlatform(NO_FILTERS, 'netflix', false);
    expect(togglePlatform(netflix, 'hulu', false).platforms).toEqual(['hulu']);
    expect(togglePlatform(netflix, 'netflix', false).platforms).toEqual([]);
  });

  it('premium users pick any number of platforms', () => {
    const two = togglePlatform(togglePlatform(NO_FILTERS, 'netflix', true), 'hulu', true);
    expect(togglePlatform(two, 'disney', true).platforms).toEqual(['netflix', 'hulu', 'disney']);
  });

  it('free users pick at most 2 genres; premium users any number', () => {
    let free = toggleGenre(toggleGenre(NO_FILTERS, 'Action', false), 'Drama', false);
    expect(genreLimitReached(free, false)).toBe(true);
    free = toggleGenre(free, 'Comedy', false);
    expect(free.genres).toEqual(['Action', 'Drama']);

    let premium = toggleGenre(toggleGenre(NO_FILTERS, 'Action', true), 'Drama', true);
    premium = toggleGenre(premium, 'Comedy', true);
    expect(premium.genres).toEqual(['Action', 'Drama', 'Comedy']);
    expect(genreLimitReached(premium, true)).toBe(false);
  });

  it('selecting the chosen content type again unselects it', () => {
    const movies = toggleContentType(NO_FILTERS, 'Movies');
    expect(movies.contentType).toBe('Movies');
    expect(toggleContentType(movies, 'TV Shows').contentType).toBe('TV Shows');
    expect(toggleContentType(movies, 'Movies').contentType).toBeNull();
  });
});

describe('filterByTypeAndGenre', () => {
  const item = (id: number, media_type: 'movie' | 'tv', genre_ids: number[]) =>
    ({ id, media_type, genre_ids }) as ContentItem;
  // Action and Science Fiction; Sci-Fi & Fantasy and Drama; Comedy.
  const items = [item(1, 'movie', [28, 878]), item(2, 'tv', [10765, 18]), item(3, 'movie', [35])];

  it('Movies keeps movies, TV Shows keeps TV', () => {
    expect(
      filterByTypeAndGenre(items, { ...NO_FILTERS, contentType: 'Movies' }).map((i) => i.id),
    ).toEqual([1, 3]);
    expect(
      filterByTypeAndGenre(items, { ...NO_FILTERS, contentType: 'TV Shows' }).map((i) => i.id),
    ).toEqual([2]);
  });

  it('keeps items matching any selected genre, by TMDB genre id, TV’s combined genres included', () => {
    expect(
      filterByTypeAndGenre(items, { ...NO_FILTERS, genres: ['Sci-Fi'] }).map((i) => i.id),
    ).toEqual([1, 2]);
    expect(
      filterByTypeAndGenre(items, { ...NO_FILTERS, genres: ['Comedy', 'Drama'] }).map((i) => i.id),
    ).toEqual([2, 3]);
  });
});
