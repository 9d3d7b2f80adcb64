import { cardRating, ERROR_ITEM_TITLE, toContentDetail, toContentItem } from './map-content';
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
  it('maps a movie with prefixed images, year, genre ids, ratings and runtime', () => {
    expect(toContentItem(movie, { imageBaseUrl })).toEqual({
      id: 603,
      title: 'The Matrix',
      overview: 'A hacker learns the truth.',
      poster_path: 'https://catalog.example/img/w500/matrix.jpg',
      tmdb_poster_path: '/matrix.jpg',
      backdrop_path: 'https://catalog.example/img/original/matrix-wide.jpg',
      release_year: 1999,
      media_type: 'movie',
      genres: [],
      genre_ids: [28, 878],
      rating: { imdb: 0, rottenTomatoes: 0, tmdb: 8.24 },
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
      rating: { imdb: 0, rottenTomatoes: 0, tmdb: 8.45 },
    });
  });

  it('names genres only as a detail names them, in its language; a list item keeps their ids', () => {
    const listed = toContentItem({ ...movie, genre_ids: [878, 28] }, { imageBaseUrl });
    expect(listed).toMatchObject({ genres: [], genre_ids: [878, 28] });
    const detail = toContentItem(
      { ...movie, genres: [{ id: 878, name: 'Science-Fiction' }] },
      { imageBaseUrl },
    );
    expect(detail).toMatchObject({ genres: ['Science-Fiction'], genre_ids: [878] });
  });

  it('infers TV from its fields and defaults seasons to 1', () => {
    const item = toContentItem({ id: 7, name: 'Pilot', first_air_date: '' }, { imageBaseUrl });
    expect(item.media_type).toBe('tv');
    expect(item.seasons).toBe(1);
    expect(item.release_year).toBeNull();
  });

  it('falls back to Unknown Title, no genre names, zero ratings and placeholder images', () => {
    const item = toContentItem(
      { id: 1, media_type: 'movie', genre_ids: [424242] },
      { imageBaseUrl },
    );
    expect(item).toMatchObject({
      title: 'Unknown Title',
      genres: [],
      genre_ids: [424242],
      rating: { imdb: 0, rottenTomatoes: 0, tmdb: 0 },
      runtime: 0,
      poster_path: PLACEHOLDER_IMAGES.poster,
      tmdb_poster_path: null,
      backdrop_path: PLACEHOLDER_IMAGES.backdrop,
      overview: '',
    });
    expect(item.seasons).toBeUndefined();
  });

  it('takes each rating from its true source: IMDb and Rotten Tomatoes from the x_ fields', () => {
    const offline = { ...movie, vote_average: 0, x_imdb_rating: 9.2, x_rotten_tomatoes: 97.4 };
    expect(toContentItem(offline, { imageBaseUrl }).rating).toEqual({
      imdb: 9.2,
      rottenTomatoes: 97,
      tmdb: 0,
    });
    // A vote average beside an x_ field is not TMDB's user score: never shown as one.
    const onlyTomatoes = { ...movie, vote_average: 6.1, x_rotten_tomatoes: 97 };
    expect(toContentItem(onlyTomatoes, { imageBaseUrl }).rating).toEqual({
      imdb: 0,
      rottenTomatoes: 97,
      tmdb: 0,
    });
    // Offline without a source rating: vote_average is 0, so nothing at all.
    const unrated = { ...movie, vote_average: 0 };
    expect(toContentItem(unrated, { imageBaseUrl }).rating).toEqual({
      imdb: 0,
      rottenTomatoes: 0,
      tmdb: 0,
    });
  });

  it('keeps absolute image URLs under the image base', () => {
    const item = toContentItem(
      {
        ...movie,
        poster_path: 'https://catalog.example/img/w342/p.jpg',
      },
      { imageBaseUrl: 'https://catalog.example/img' },
    );
    expect(item.poster_path).toBe('https://catalog.example/img/w342/p.jpg');
    expect(item.tmdb_poster_path).toBeNull();
    expect(item.backdrop_path).toBe('https://catalog.example/img/original/matrix-wide.jpg');
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
      genres: [],
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
    expect(toContentDetail({ ...movie, tagline: '  ' }, { imageBaseUrl }).tagline).toBe('');
  });

  it("states a show's seasons only when the catalog knows them", () => {
    const show = { id: 1396, name: 'Breaking Bad', first_air_date: '2008-01-20' };
    const options = { imageBaseUrl, mediaType: 'tv' as const };
    expect(toContentDetail({ ...show, number_of_seasons: 5 }, options).seasons).toBe(5);
    expect(toContentDetail({ ...show, number_of_seasons: 0 }, options)).not.toHaveProperty(
      'seasons',
    );
    expect(toContentDetail(show, options)).not.toHaveProperty('seasons');
  });
});

describe('cardRating', () => {
  it('picks IMDb, else the TMDB user score, else Rotten Tomatoes, else nothing', () => {
    expect(cardRating({ imdb: 8.6, rottenTomatoes: 97, tmdb: 0 })).toEqual({
      source: 'imdb',
      value: 8.6,
    });
    expect(cardRating({ imdb: 0, rottenTomatoes: 0, tmdb: 7.3 })).toEqual({
      source: 'tmdb',
      value: 7.3,
    });
    expect(cardRating({ imdb: 0, rottenTomatoes: 88, tmdb: 0 })).toEqual({
      source: 'rottenTomatoes',
      value: 88,
    });
    expect(cardRating({ imdb: 0, rottenTomatoes: 0, tmdb: 0 })).toBeNull();
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
