import { GENRE_NAMES } from './genre-names';

describe('genre names', () => {
  it('knows movie and combined TV genres', () => {
    expect(GENRE_NAMES[28]).toBe('Action');
    expect(GENRE_NAMES[10765]).toBe('Sci-Fi & Fantasy');
  });
});
