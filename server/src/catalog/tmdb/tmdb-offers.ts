import pLimit from 'p-limit';
import { MONETIZATION_CODES } from '../catalog-types.js';
import { CatalogError } from '../http/catalog-error.js';
import type { RequestOf, TitleRef } from '../http/catalog-request.js';
import {
  countOrNull,
  offersAnswer,
  yearOf,
  type OffersAnswer,
  type PlannedOffer,
  type TitleOffers,
} from '../http/offers-answer.js';

/**
 * Titles looked up at once for one answer: well inside the upstream's queue (two seconds of calls),
 * so one batch neither fills it nor starves other callers.
 */
const CONCURRENT_LOOKUPS = 8;

type Json = Record<string, unknown>;

/**
 * `/ww/offers` in TMDB mode: each title's details with its providers appended (`details`, through
 * the source's limits, cache and stale rules). TMDB knows today's providers only, so no offer has
 * days. A title TMDB does not know (404) is missing; any other failure fails the answer at once.
 */
export async function tmdbOffers(
  request: RequestOf<'offers'>,
  details: (ref: TitleRef) => Promise<object>,
): Promise<OffersAnswer> {
  const limit = pLimit({ concurrency: CONCURRENT_LOOKUPS, rejectOnClear: true });
  const lookUp = async (ref: TitleRef): Promise<TitleOffers | undefined> => {
    try {
      return titleOffers(ref, (await details(ref)) as Json, request.region);
    } catch (error) {
      if (error instanceof CatalogError && error.statusCode === 404) return undefined;
      limit.clearQueue();
      throw error;
    }
  };
  const found = await Promise.all(request.titles.map((ref) => limit(lookUp, ref)));
  return offersAnswer(request, false, found);
}

function titleOffers(ref: TitleRef, body: Json, region: string): TitleOffers {
  const movie = ref.type === 'movie';
  const runTimes = Array.isArray(body.episode_run_time) ? body.episode_run_time : [];
  return {
    media_type: ref.type,
    id: ref.id,
    title: text(movie ? body.title : body.name),
    poster_path: imagePath(body.poster_path),
    release_year: yearOf(movie ? body.release_date : body.first_air_date),
    runtime_minutes: movie ? countOrNull(body.runtime) : null,
    episode_count: movie ? null : countOrNull(body.number_of_episodes),
    episode_runtime_minutes: movie ? null : countOrNull(runTimes[0]),
    offers: offersIn(body['watch/providers'], region),
  };
}

/** Today's offers in the country, from TMDB's `watch/providers` shape; odd entries are skipped. */
function offersIn(providers: unknown, region: string): PlannedOffer[] {
  const results = (providers as Json | undefined)?.results as Json | undefined;
  const country = results && Object.hasOwn(results, region) ? (results[region] as Json) : undefined;
  if (!country || typeof country !== 'object') return [];
  const offers = new Map<string, PlannedOffer>();
  for (const monetization of Object.values(MONETIZATION_CODES)) {
    const entries = country[monetization];
    for (const entry of Array.isArray(entries) ? (entries as Json[]) : []) {
      const id = countOrNull(entry?.provider_id);
      if (id === null) continue;
      offers.set(`${id}:${monetization}`, {
        provider_id: id,
        provider_name: text(entry.provider_name),
        monetization,
        from: null,
        until: null,
      });
    }
  }
  return [...offers.values()];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const imagePath = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith('/') ? value : null;
