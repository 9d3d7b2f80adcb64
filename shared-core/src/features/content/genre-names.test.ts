import { GENRE_NAMES, mergeGenreNames } from './genre-names';

describe('genre names', () => {
  it('knows movie and combined TV genres', () => {
    expect(GENRE_NAMES[28]).toBe('Action');
    expect(GENRE_NAMES[10765]).toBe('Sci-Fi & Fantasy');
  });

  it('overlays fetched lists on the built-in map', () => {
    const names = mergeGenreNames([{ id: 28, name: 'Action!' }], [{ id: 1, name: 'New' }]);
    expect(names[28]).toBe('Action!');
    expect(names[1]).toBe('New');
    expect(names[35]).toBe('Comedy');
    expect(GENRE_NAMES[28]).toBe('Action');
  });
});
