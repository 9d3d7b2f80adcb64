import type { MediaType } from '../catalog-types.js';
import { CatalogError } from '../http/catalog-error.js';
import type { CatalogRequest } from '../http/catalog-request.js';
import { yearOf } from '../http/offers-answer.js';
import { PARSERS } from '../http/parse-request.js';
import { nameKey } from '../match/name-key.js';
import type { FoundTitle, TitleFinder } from '../match/title-finder.js';

type Json = Record<string, unknown>;

/**
 * Finds titles through TMDB calls (`call`: the source's own, with its limits and kept answers):
 * details by id, `/find` by IMDb id, `/search/multi` by name. A title's names are its name and
 * original name (its alternative titles would cost a call each).
 */
export function tmdbFinder(call: (request: CatalogRequest) => Promise<object>): TitleFinder {
  return {
    byId: async ({ type, id }) => {
      try {
        return foundTitle(
          (await call(PARSERS.details({ type, id: String(id) }, {}))) as Json,
          type,
        );
      } catch (error) {
        if (error instanceof CatalogError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
    byImdbId: async (imdbId) => {
      const request = PARSERS.find({ external_id: imdbId }, { external_source: 'imdb_id' });
      const body = (await call(request)) as Json;
      return [...listOf(body.movie_results, 'movie'), ...listOf(body.tv_results, 'tv')];
    },
    byName: async (name, type) => {
      const body = (await call(PARSERS.search({}, { query: name }))) as Json;
      const items = Array.isArray(body.results) ? (body.results as Json[]) : [];
      return items.flatMap((item) => {
        const itemType = item?.media_type;
        if (itemType !== 'movie' && itemType !== 'tv') return [];
        if (type !== undefined && itemType !== type) return [];
        return foundTitle(item, itemType) ?? [];
      });
    },
  };
}

function listOf(items: unknown, type: MediaType): FoundTitle[] {
  return Array.isArray(items) ? items.flatMap((item) => foundTitle(item as Json, type) ?? []) : [];
}

/** A TMDB list item or details answer as a found title; undefined when it has no usable id. */
function foundTitle(item: Json, type: MediaType): FoundTitle | undefined {
  const id = item?.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return undefined;
  const movie = type === 'movie';
  const name = text(movie ? item.title : item.name);
  const original = text(movie ? item.original_title : item.original_name);
  const poster = item.poster_path;
  return {
    title: {
      media_type: type,
      id,
      title: name,
      release_year: yearOf(movie ? item.release_date : item.first_air_date),
      poster_path: typeof poster === 'string' && poster.startsWith('/') ? poster : null,
    },
    nameKeys: [...new Set([name, original].map(nameKey))].filter((key) => key !== ''),
  };
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
