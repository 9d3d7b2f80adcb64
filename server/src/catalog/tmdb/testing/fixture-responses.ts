/** Responses in the shape TMDB v3 returns them (trimmed to a few items), for the fixture server. */
const prov = (provider_id: number, provider_name: string, display_priority: number) => ({
  logo_path: `/logo${provider_id}.jpg`,
  provider_id,
  provider_name,
  display_priority,
});

const FIGHT_CLUB = {
  adult: false,
  backdrop_path: '/hZkgoQYus5vegHoetLkCJzb17zJ.jpg',
  genre_ids: [18],
  id: 550,
  original_language: 'en',
  original_title: 'Fight Club',
  overview:
    'A ticking-time-bomb insomniac and a slippery soap salesman channel primal male aggression into a shocking new form of therapy.',
  popularity: 73.4,
  poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
  release_date: '1999-10-15',
  title: 'Fight Club',
  video: false,
  vote_average: 8.4,
  vote_count: 30000,
};

export const BREAKING_BAD = {
  adult: false,
  backdrop_path: '/tsRy63Mu5cu8etL1X7ZLyf7UP1M.jpg',
  genre_ids: [18, 80],
  id: 1396,
  origin_country: ['US'],
  original_language: 'en',
  original_name: 'Breaking Bad',
  overview: 'Walter White, a New Mexico chemistry teacher, is diagnosed with Stage III cancer.',
  popularity: 288.3,
  poster_path: '/ztkUQFLlC19CCMYHW9o1zWhJRNq.jpg',
  first_air_date: '2008-01-20',
  name: 'Breaking Bad',
  vote_average: 8.9,
  vote_count: 14000,
};

const PERSON = {
  adult: false,
  gender: 2,
  id: 7467,
  known_for_department: 'Directing',
  name: 'David Fincher',
  original_name: 'David Fincher',
  popularity: 10.2,
  profile_path: '/tpEczFclQZeKAiCeKZZ0adRvtfz.jpg',
  known_for: [{ ...FIGHT_CLUB, media_type: 'movie' }],
};

const paged = (results: unknown[]) => ({
  page: 1,
  results,
  total_pages: 1,
  total_results: results.length,
});

const WATCH = {
  US: {
    link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=US',
    flatrate: [prov(1899, 'HBO Max', 7)],
    rent: [prov(2, 'Apple TV', 3), prov(10, 'Amazon Video', 5)],
    buy: [prov(2, 'Apple TV', 3)],
  },
  GB: {
    link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=GB',
    flatrate: [prov(8, 'Netflix', 1)],
  },
};

const detailsOf = (item: Record<string, unknown>, extra: Record<string, unknown>) => {
  const rest: Record<string, unknown> = { ...item };
  delete rest.genre_ids;
  return {
    ...rest,
    genres: [{ id: 18, name: 'Drama' }],
    homepage: '',
    tagline: 'Mischief. Mayhem. Soap.',
    status: 'Released',
    origin_country: ['US'],
    production_companies: [],
    production_countries: [],
    spoken_languages: [],
    ...extra,
  };
};

/** `/3/find/…`: TMDB answers an id nothing has with these five empty lists, never a 404. */
export const foundByExternalId = (found: { movie?: unknown[]; tv?: unknown[] } = {}) => ({
  movie_results: found.movie ?? [],
  person_results: [],
  tv_results: found.tv ?? [],
  tv_episode_results: [],
  tv_season_results: [],
});

export const FIXTURE_RESPONSES: Record<string, unknown> = {
  '/3/search/multi': paged([
    { ...FIGHT_CLUB, media_type: 'movie' },
    { ...BREAKING_BAD, media_type: 'tv' },
    { ...PERSON, media_type: 'person' },
  ]),
  '/3/movie/550': detailsOf(FIGHT_CLUB, {
    belongs_to_collection: null,
    budget: 63000000,
    imdb_id: 'tt0137523',
    revenue: 100853753,
    runtime: 139,
  }),
  '/3/tv/1396': detailsOf(BREAKING_BAD, {
    created_by: [],
    episode_run_time: [45],
    in_production: false,
    languages: ['en'],
    last_air_date: '2013-09-29',
    networks: [],
    number_of_episodes: 62,
    number_of_seasons: 5,
    seasons: [],
    type: 'Scripted',
  }),
  '/3/movie/550/watch/providers': { id: 550, results: WATCH },
  '/3/tv/1396/watch/providers': { id: 1396, results: WATCH },
  '/3/genre/movie/list': {
    genres: [
      { id: 28, name: 'Action' },
      { id: 18, name: 'Drama' },
    ],
  },
  '/3/genre/tv/list': {
    genres: [
      { id: 10759, name: 'Action & Adventure' },
      { id: 18, name: 'Drama' },
    ],
  },
  '/3/find/tt0137523': foundByExternalId({ movie: [{ ...FIGHT_CLUB, media_type: 'movie' }] }),
  '/3/find/tt0903747': foundByExternalId({ tv: [{ ...BREAKING_BAD, media_type: 'tv' }] }),
  '/3/movie/popular': paged([FIGHT_CLUB]),
  '/3/tv/popular': paged([BREAKING_BAD]),
  '/3/trending/all/day': paged([
    { ...BREAKING_BAD, media_type: 'tv' },
    { ...FIGHT_CLUB, media_type: 'movie' },
  ]),
  '/3/trending/all/week': paged([{ ...FIGHT_CLUB, media_type: 'movie' }]),
  '/3/trending/movie/day': paged([{ ...FIGHT_CLUB, media_type: 'movie' }]),
  '/3/trending/movie/week': paged([]),
  '/3/discover/movie': paged([FIGHT_CLUB]),
  '/3/discover/tv': paged([BREAKING_BAD]),
  '/3/watch/providers/movie': {
    results: [{ ...prov(8, 'Netflix', 1), display_priorities: { US: 1, GB: 1 } }],
  },
  '/3/watch/providers/tv': {
    results: [{ ...prov(8, 'Netflix', 1), display_priorities: { US: 1, GB: 1 } }],
  },
  '/3/watch/providers/regions': {
    results: [
      { iso_3166_1: 'US', english_name: 'United States of America', native_name: 'United States' },
    ],
  },
  '/3/configuration': {
    change_keys: ['adult'],
    images: {
      base_url: 'http://image.tmdb.org/t/p/',
      secure_base_url: 'https://image.tmdb.org/t/p/',
      backdrop_sizes: ['w300', 'w780', 'w1280', 'original'],
      logo_sizes: ['w45', 'w92', 'original'],
      poster_sizes: ['w92', 'w500', 'original'],
      profile_sizes: ['w45', 'original'],
      still_sizes: ['w92', 'original'],
    },
  },
};

/** Parts `append_to_response` adds to a details answer. */
export const APPENDED: Record<string, unknown> = {
  credits: {
    cast: [{ id: 819, name: 'Edward Norton', character: 'The Narrator' }],
    crew: [{ id: 7467, name: 'David Fincher', job: 'Director' }],
  },
  videos: { results: [] },
  images: { backdrops: [], logos: [], posters: [] },
  release_dates: {
    results: [
      {
        iso_3166_1: 'US',
        release_dates: [
          {
            certification: 'R',
            descriptors: [],
            iso_639_1: '',
            note: '',
            release_date: '1999-10-15T00:00:00.000Z',
            type: 3,
          },
        ],
      },
    ],
  },
  content_ratings: { results: [{ descriptors: [], iso_3166_1: 'US', rating: 'TV-MA' }] },
  'watch/providers': { results: WATCH },
};

/** The overviews TMDB holds in other languages, by path and TMDB language. */
export const TRANSLATED_OVERVIEWS: Record<string, Record<string, string>> = {
  '/3/tv/1396': {
    'de-DE':
      'Walter White, ein Chemielehrer aus New Mexico, erfährt, dass er Krebs im Stadium III hat.',
  },
};
