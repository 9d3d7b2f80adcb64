import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import type { CatalogPerson, CatalogTitle } from '../catalog-types.js';
import { genreName } from '../constants/genres.js';
import { formatCatalogMessage } from '../words/catalog-messages.js';
import { hashString } from '../seeded.js';
import { backdropPath, posterPath } from '../images/image-paths.js';
import type { Appendable } from '../http/catalog-request.js';
import { isAnime, overviewOf } from './describe.js';
import type { OfflineCatalog } from './offline-catalog.js';
import { titleNameIn } from './title-name.js';
import { watchProvidersOf } from './watch-providers.js';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** TMDB's list item (search, popular, discover…) for a movie or a TV series. */
export function listItem(title: CatalogTitle, catalog: OfflineCatalog, locale: AppLocale) {
  const common = {
    adult: false,
    backdrop_path: backdropPath(title.type, title.id),
    genre_ids: title.genres,
    id: title.id,
    original_language: title.lang,
    overview: overviewOf(title, directorNames(title, catalog), locale),
    popularity: title.popularity,
    poster_path: posterPath(title.type, title.id),
    // No source holds TMDB's user score offline; the real ratings travel as WatchWhere extensions.
    vote_average: 0,
    vote_count: 0,
    ...(title.imdb !== undefined ? { x_imdb_rating: title.imdb } : {}),
    ...(title.rt !== undefined ? { x_rotten_tomatoes: title.rt } : {}),
  };
  if (title.type === 'movie') {
    return {
      ...common,
      original_title: title.original_title ?? title.title,
      release_date: title.date,
      title: titleNameIn(title, locale),
      video: false,
    };
  }
  return {
    ...common,
    first_air_date: title.date,
    name: titleNameIn(title, locale),
    origin_country: title.country ? [title.country] : [],
    original_name: title.original_title ?? title.title,
  };
}

export function multiItem(title: CatalogTitle, catalog: OfflineCatalog, locale: AppLocale) {
  return { ...listItem(title, catalog, locale), media_type: title.type };
}

export function personItem(person: CatalogPerson, catalog: OfflineCatalog, locale: AppLocale) {
  const credits = catalog.creditsOf(person.id);
  return {
    adult: false,
    gender: 0,
    id: person.id,
    known_for_department: 'Directing',
    media_type: 'person' as const,
    name: person.name,
    original_name: person.name,
    popularity: Math.round(credits.reduce((sum, title) => sum + title.popularity, 0) * 10) / 100,
    profile_path: null,
    known_for: credits.slice(0, 3).map((title) => multiItem(title, catalog, locale)),
  };
}

/** `/3/{movie|tv}/{id}` with the appended sub-objects (which carry no `id`, as in TMDB). */
/** A title's details; `day` (a day number) is the day its appended `watch/providers` answer for. */
export function detailsOf(
  title: CatalogTitle,
  append: Appendable[],
  catalog: OfflineCatalog,
  day: number,
  locale: AppLocale,
) {
  const { genre_ids: genreIds, ...item } = listItem(title, catalog, locale);
  const base = {
    ...item,
    genres: genreIds.map((id) => ({ id, name: genreName(id, locale) })),
    homepage: '',
    tagline: '',
    // Every film in the set was released; no source says whether a series has ended.
    status: title.type === 'movie' ? 'Released' : '',
    // vega-datasets names the distributor, not the production companies.
    production_companies: [],
    production_countries: title.country
      ? [{ iso_3166_1: title.country, name: countryNames.of(title.country) ?? title.country }]
      : [],
    spoken_languages: [
      {
        english_name: languageNames.of(title.lang) ?? title.lang,
        iso_639_1: title.lang,
        name:
          new Intl.DisplayNames([title.lang], { type: 'language' }).of(title.lang) ?? title.lang,
      },
    ],
    origin_country: title.country ? [title.country] : [],
  };
  const details =
    title.type === 'movie'
      ? { ...base, ...movieFields(title) }
      : { ...base, ...tvFields(title, locale) };
  return { ...details, ...appended(title, append, catalog, day) };
}

function movieFields(title: CatalogTitle) {
  return {
    belongs_to_collection: null,
    budget: title.budget ?? 0,
    imdb_id: null,
    revenue: title.revenue ?? 0,
    runtime: title.runtime ?? 0,
  };
}

/** Series facts the sources lack are TMDB's empty values: no runtimes, episode counts or status. */
function tvFields(title: CatalogTitle, locale: AppLocale) {
  const seasonCount = title.seasons ?? 0;
  return {
    created_by: [],
    episode_run_time: [],
    in_production: false,
    languages: [title.lang],
    last_air_date: title.last_air_date ?? '',
    networks: [],
    number_of_episodes: 0,
    number_of_seasons: seasonCount,
    seasons: Array.from({ length: seasonCount }, (_, index) => ({
      air_date: index === 0 ? title.date : null,
      episode_count: 0,
      id: title.id * 100 + index + 1,
      name: formatCatalogMessage(locale, 'season.name', { number: index + 1 }),
      overview: '',
      poster_path: posterPath(title.type, title.id),
      season_number: index + 1,
      vote_average: 0,
    })),
    type: '',
  };
}

function appended(title: CatalogTitle, append: Appendable[], catalog: OfflineCatalog, day: number) {
  const parts: Record<string, unknown> = {};
  for (const part of append) {
    if (part === 'credits') parts.credits = creditsOf(title, catalog);
    if (part === 'videos') parts.videos = { results: [] };
    if (part === 'images') parts.images = imagesOf(title);
    if (part === 'keywords')
      parts.keywords =
        title.type === 'movie' ? { keywords: keywordsOf(title) } : { results: keywordsOf(title) };
    if (part === 'release_dates' && title.type === 'movie')
      parts.release_dates = releaseDatesOf(title);
    if (part === 'content_ratings' && title.type === 'tv')
      parts.content_ratings = contentRatingsOf();
    if (part === 'watch/providers') {
      parts['watch/providers'] = { results: watchProvidersOf(title, catalog.offersOn(title, day)) };
    }
  }
  return parts;
}

function creditsOf(title: CatalogTitle, catalog: OfflineCatalog) {
  const crew = (title.directors ?? []).flatMap((id) => {
    const person = catalog.person(id);
    if (!person) return [];
    return [
      {
        adult: false,
        credit_id: `${title.id}-${id}`,
        department: 'Directing',
        gender: 0,
        id,
        job: 'Director',
        known_for_department: 'Directing',
        name: person.name,
        original_name: person.name,
        popularity: 0,
        profile_path: null,
      },
    ];
  });
  return { cast: [], crew };
}

function imagesOf(title: CatalogTitle) {
  const image = (file_path: string, width: number, height: number) => ({
    aspect_ratio: Math.round((width / height) * 1000) / 1000,
    file_path,
    height,
    iso_639_1: null,
    vote_average: 0,
    vote_count: 0,
    width,
  });
  return {
    backdrops: [image(backdropPath(title.type, title.id), 1280, 720)],
    logos: [],
    posters: [image(posterPath(title.type, title.id), 500, 750)],
  };
}

const SOURCE_KEYWORDS: Record<string, string> = {
  Remake: 'remake',
  'Based on Book/Short Story': 'based on novel or book',
  'Based on Comic/Graphic Novel': 'based on comic',
  'Based on Real Life Events': 'based on true story',
  'Based on TV': 'based on tv series',
  'Based on Game': 'based on video game',
  'Based on Play': 'based on play or musical',
  'Spin-Off': 'spin off',
};

function keywordsOf(title: CatalogTitle) {
  const names = [
    title.source ? SOURCE_KEYWORDS[title.source] : undefined,
    isAnime(title) ? 'anime' : undefined,
  ];
  return names
    .filter((name): name is string => Boolean(name))
    .map((name) => ({ id: syntheticId(name), name }));
}

function releaseDatesOf(title: CatalogTitle) {
  return {
    results: [
      {
        iso_3166_1: 'US',
        release_dates: [
          {
            certification: title.certification ?? '',
            descriptors: [],
            iso_639_1: '',
            note: '',
            release_date: `${title.date}T00:00:00.000Z`,
            type: 3,
          },
        ],
      },
    ],
  };
}

/** No source holds TV content ratings. */
function contentRatingsOf() {
  return { results: [] };
}

function directorNames(title: CatalogTitle, catalog: OfflineCatalog): string[] {
  return (title.directors ?? []).flatMap((id) => catalog.person(id)?.name ?? []);
}

/** Ids for things the sources do not number (studios, keywords): stable and in the synthetic range. */
function syntheticId(name: string): number {
  return 90_000_000 + (hashString(name) % 9_000_000);
}
