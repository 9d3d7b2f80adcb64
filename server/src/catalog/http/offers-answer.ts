import { MONETIZATION_CODES, type MediaType, type MonetizationType } from '../catalog-types.js';
import type { RequestOf } from './catalog-request.js';
import { titleKey } from './parse-offers.js';

/** One way to watch a title on one service, from its first day to its last (null: not known). */
export interface PlannedOffer {
  provider_id: number;
  provider_name: string;
  monetization: MonetizationType;
  from: string | null;
  until: string | null;
}

/** A title's facts a planner needs and its offers in the window; unknown facts are null. */
export interface TitleOffers {
  media_type: MediaType;
  id: number;
  title: string;
  poster_path: string | null;
  release_year: number | null;
  runtime_minutes: number | null;
  episode_count: number | null;
  episode_runtime_minutes: number | null;
  offers: PlannedOffer[];
}

export interface OffersAnswer {
  region: string;
  from: string;
  to: string;
  /** Whether offers' days are known ahead (offline calendar) or only today's offers (TMDB). */
  known_ahead: boolean;
  results: TitleOffers[];
  missing: string[];
}

/** The answer: titles found in the order asked, the others by their `movie:603` key. */
export function offersAnswer(
  request: RequestOf<'offers'>,
  knownAhead: boolean,
  found: readonly (TitleOffers | undefined)[],
): OffersAnswer {
  const results: TitleOffers[] = [];
  const missing: string[] = [];
  request.titles.forEach((ref, index) => {
    const title = found[index];
    if (title) results.push({ ...title, offers: [...title.offers].sort(byDayServiceKind) });
    else missing.push(titleKey(ref));
  });
  const { region, from, to } = request;
  return { region, from, to, known_ahead: knownAhead, results, missing };
}

/** A count of minutes or episodes only when the data gives a positive whole number. */
export function countOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/** The year of a YYYY-MM-DD date, or null for an empty or malformed one. */
export function yearOf(date: unknown): number | null {
  const match = typeof date === 'string' ? /^(\d{4})-\d{2}-\d{2}/.exec(date) : null;
  return match ? Number(match[1]) : null;
}

const KIND_ORDER: readonly string[] = Object.values(MONETIZATION_CODES);

/** By first day (unknown first), then service id, then kind of offer, then last day. */
function byDayServiceKind(a: PlannedOffer, b: PlannedOffer): number {
  return (
    (a.from ?? '').localeCompare(b.from ?? '') ||
    a.provider_id - b.provider_id ||
    KIND_ORDER.indexOf(a.monetization) - KIND_ORDER.indexOf(b.monetization) ||
    (a.until ?? '').localeCompare(b.until ?? '')
  );
}
