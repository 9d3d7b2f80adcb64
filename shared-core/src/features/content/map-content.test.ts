import { ERROR_ITEM_TITLE, toContentDetail, toContentItem } from './map-content';
import { imageUrl, PLACEHOLDER_IMAGES, relativeImagePath } from './image-url';
import type { TmdbContent } from './content-types';

const imageBaseUrl = 'https://catalog.example/img/';

const movie: TmdbContent = {
  id: 603,
  media_type: 'movie',
  title: 'The Matrix',
  overview: 'A hacker learns the truth.',
  poster_path: '/matrix.jpg',
  backdrop_path: '/matrix-wide.jpg',
  release_date: '1999-03-31',
  genre_ids: [28, 878],
  vote_average: 8.24,
  runtime: 136,
  popularity: 81.5,
};

describe('toContentItem', () => {
  it('maps a movie with prefixed images, year, genres, ratings and runtime', () => {
    expect(toContentItem(movie, { imageBaseUrl })).toEqual({
      id: 603,
      title: 'The Matrix',
      overview: 'A hacker learns the truth.',
      poster_path: 'https://catalog.example/img/w500/matrix.jpg',
      tmdb_poster_path: '/matrix.jpg',
      backdrop_path: 'https://catalog.example/img/original/matrix-wide.jpg',
      release_year: 1999,
      media_type: 'movie',
      genres: ['Action', 'Science Fiction'],
      rating: { imdb: 8.24, rottenTomatoes: 82 },
      runtime: 136,
      popularity: 81.5,
      mediaInfo: { releaseDate: '1999-03-31' },
    });
  });

  it('maps a TV show: name, first air date, seasons, no runtime', () => {
    const item = toContentItem(
      {
        id: 1399,
        name: 'Game of Thrones',
        first_air_date: '2011-04-17',
        genres: [{ id: 10765, name: 'Sci-Fi & Fantasy' }],
        number_of_seasons: 8,
        runtime: 60,
        vote_average: 8.45,
      },
      { imageBaseUrl, mediaType: 'tv' },
    );
    expect(item).toMatchObject({
      title: 'Game of Thrones',
      media_type: 'tv',
      release_year: 2011,
      genres: ['Sci-Fi & Fantasy'],
      runtime: 0,
      seasons: 8,
      rating: { imdb: 8.45, rottenTomatoes: 85 },
    });
  });

  it('infers TV from its fields and defaults seasons to 1', () => {
    const item = toContentItem({ id: 7, name: 'Pilot', first_air_date: '' }, { imageBaseUrl });
    expect(item.media_type).toBe('tv');
    expect(item.seasons).toBe(1);
    expect(item.release_year).toBeNull();
  });

  it('falls back to Unknown Title, Unknown genre, zero ratings and placeholder images', () => {
    const item = toContentItem(
      { id: 1, media_type: 'movie', genre_ids: [424242] },
      { imageBaseUrl },
    );
    expect(item).toMatchObject({
      title: 'Unknown Title',
      genres: ['Unknown'],
      rating: { imdb: 0, rottenTomatoes: 0 },
      runtime: 0,
      poster_path: PLACEHOLDER_IMAGES.poster,
      tmdb_poster_path: null,
      backdrop_path: PLACEHOLDER_IMAGES.backdrop,
      overview: '',
    });
    expect(item.seasons).toBeUndefined();
  });

  it('keeps absolute image URLs under the image base and uses fetched genre names', () => {
    const item = toContentItem(
      {
        ...movie,
        poster_path: 'https://catalog.example/img/w342/p.jpg',
        genre_ids: [878],
      },
      { imageBaseUrl: 'https://catalog.example/img', genreNames: { 878: 'Sci-Fi' } },
    );
    expect(item.poster_path).toBe('https://catalog.example/img/w342/p.jpg');
    expect(item.tmdb_poster_path).toBeNull();
    expect(item.backdrop_path).toBe('https://catalog.example/img/original/matrix-wide.jpg');
    expect(item.genres).toEqual(['Sci-Fi']);
  });

  it('shows the placeholder for a poster URL on another host, and stores no poster for it', () => {
    const item = toContentItem(
      { ...movie, poster_path: 'https://evil.example/pixel.png' },
      { imageBaseUrl },
    );
    expect(item.poster_path).toBe(PLACEHOLDER_IMAGES.poster);
    expect(item.tmdb_poster_path).toBeNull();
  });

  it('returns the error item for a malformed result and logs why', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const item = toContentItem(null as unknown as TmdbContent, { imageBaseUrl });
    expect(item).toMatchObject({
      id: 0,
      title: ERROR_ITEM_TITLE,
      poster_path: PLACEHOLDER_IMAGES.poster,
      genres: ['Unknown'],
    });
    expect(ERROR_ITEM_TITLE).toBe('Error loading movie data');
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe('toContentDetail', () => {
  it('adds tagline and homepage', () => {
    const detail = toContentDetail(
      { ...movie, tagline: 'Free your mind.', homepage: 'https://matrix.example' },
      { imageBaseUrl },
    );
    expect(detail).toMatchObject({
      title: 'The Matrix',
      tagline: 'Free your mind.',
      homepage: 'https://matrix.example',
    });
  });

  it('gives empty tagline and homepage when missing', () => {
    expect(toContentDetail(movie, { imageBaseUrl })).toMatchObject({ tagline: '', homepage: '' });
  });
});

describe('imageUrl', () => {
  it('sizes provider logos at w154', () => {
    expect(imageUrl('/l8.svg', 'logo', imageBaseUrl)).toBe(
      'https://catalog.example/img/w154/l8.svg',
    );
  });

  it('refuses absolute URLs the configuration did not name: the placeholder instead', () => {
    const foreign = [
      'https://evil.example/pixel.png',
      'http://catalog.example/img/w500/p.jpg',
      'https://catalog.example.evil.example/img/w500/p.jpg',
      'https://catalog.example/img/../pixel.png',
      'https://catalog.example/other/p.jpg',
      '//evil.example/pixel.png',
      'data:image/svg+xml,<svg/>',
      'javascript:alert(1)',
      '/../../pixel.png',
    ];
    for (const path of foreign)
      expect([path, imageUrl(path, 'poster', imageBaseUrl)]).toEqual([
        path,
        PLACEHOLDER_IMAGES.poster,
      ]);
  });

  it('keeps URLs under the image base and prefixes relative paths', () => {
    expect(imageUrl('https://catalog.example/img/w92/p.jpg', 'poster', imageBaseUrl)).toBe(
      'https://catalog.example/img/w92/p.jpg',
    );
    expect(imageUrl('p.jpg', 'poster', imageBaseUrl)).toBe(
      'https://catalog.example/img/w500/p.jpg',
    );
  });
});

describe('relativeImagePath', () => {
  it('keeps a relative file path, anything else is null', () => {
    expect(relativeImagePath('/kqjL17yufvn9OVLyXYpvtyrFfak.jpg')).toBe(
      '/kqjL17yufvn9OVLyXYpvtyrFfak.jpg',
    );
    expect(relativeImagePath('pm603.svg')).toBe('/pm603.svg');
    expect(relativeImagePath('https://catalog.example/img/w500/p.jpg')).toBeNull();
    expect(relativeImagePath('/a/b.jpg')).toBeNull();
    expect(relativeImagePath(null)).toBeNull();
  });
});
