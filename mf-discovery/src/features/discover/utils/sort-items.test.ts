import { toContentItem, type TmdbContent } from 'shared-core';
import { sortItems } from './sort-items';

const item = (raw: Omit<TmdbContent, 'media_type'>) =>
  toContentItem({ media_type: 'movie', ...raw }, { imageBaseUrl: 'http://catalog.test/img/' });

describe('sortItems by rating', () => {
  it("ranks by IMDb's rating, else TMDB's user score, unrated titles last", () => {
    const items = [
      item({ id: 1, title: 'Unrated', vote_average: 0 }),
      // Offline: a Rotten Tomatoes score alone is not on the 0–10 scale, so it does not rank.
      item({ id: 2, title: 'Tomatoes only', x_rotten_tomatoes: 99 }),
      item({ id: 3, title: 'IMDb 8.6', x_imdb_rating: 8.6, x_rotten_tomatoes: 97 }),
      item({ id: 4, title: 'TMDB 9.0', vote_average: 9 }),
      item({ id: 5, title: 'IMDb 7.1', x_imdb_rating: 7.1 }),
      // A vote average beside an x_ field is not a TMDB score and does not count.
      item({ id: 6, title: 'IMDb 5.0', x_imdb_rating: 5, vote_average: 9.9 }),
    ];
    expect(sortItems(items, 'rating').map((entry) => entry.title)).toEqual([
      'TMDB 9.0',
      'IMDb 8.6',
      'IMDb 7.1',
      'IMDb 5.0',
      'Unrated',
      'Tomatoes only',
    ]);
  });
});
