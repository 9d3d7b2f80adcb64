import {
  nearestAppLocale,
  type AppLocale,
} from '../../../../supabase/functions/_shared/app-locales.ts';
import type { MediaType } from '../catalog-types.js';
import { isCalendarDay } from '../../../../supabase/functions/_shared/calendar-day.ts';
import { invalidCharacter, invalidPage, invalidParameter, notFound } from './catalog-error.js';
import type { IdFilter, Query } from './catalog-request.js';

export const MAX_PAGE = 500;

export function parsePage(query: Query): number {
  const raw = query.page;
  if (raw === undefined || raw === '') return 1;
  const page = Number(raw);
  if (!Number.isInteger(page) || page < 1 || page > MAX_PAGE) throw invalidPage();
  return page;
}

export function parseMediaType(raw: string | undefined): MediaType {
  if (raw === 'movie' || raw === 'tv') return raw;
  throw notFound();
}

/** An id in the path: TMDB answers 404 for anything that is not a positive integer. */
export function parseId(raw: string | undefined): number {
  const id = Number(raw);
  if (!raw || !/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound();
  return id;
}

export function parseRegion(raw: string | undefined, name = 'watch_region'): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^[A-Za-z]{2}$/.test(raw))
    throw invalidParameter(`${name} must be an ISO 3166-1 country code like US.`);
  return raw.toUpperCase();
}

/**
 * The language a call's names, genres and overviews are written in: one of the app's six, the
 * nearest to a tag like TMDB's (`de-DE`, `pt-BR`, `ja`), English for an unknown language (as TMDB).
 */
export function parseLanguage(raw: string | undefined): AppLocale {
  if (raw === undefined || raw === '') return 'en';
  if (!/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(raw))
    throw invalidParameter('language must be a language code like de, de-DE or pt-BR.');
  return nearestAppLocale(raw);
}

/** `12,16` means all of them and `12|16` any of them, as in TMDB's discover. */
export function parseIdFilter(raw: string | undefined, name: string): IdFilter | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.includes(',') && raw.includes('|')) {
    throw invalidParameter(`${name} combines ',' (AND) and '|' (OR); use one of them.`);
  }
  const combine = raw.includes('|') ? 'or' : 'and';
  return { ids: parseIdList(raw, name), combine };
}

export function parseIdList(raw: string, name: string): number[] {
  return raw.split(/[,|]/).map((part) => {
    const id = Number(part.trim());
    if (!/^\d+$/.test(part.trim()) || !Number.isSafeInteger(id)) {
      throw invalidParameter(`${name} must be a list of numeric ids separated by ',' or '|'.`);
    }
    return id;
  });
}

export function parseNumber(
  raw: string | undefined,
  name: string,
  min: number,
  max: number,
): number | undefined {
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    throw invalidParameter(`${name} must be a number between ${min} and ${max}.`);
  }
  return value;
}

export function parseYear(raw: string | undefined, name: string): number | undefined {
  const year = parseNumber(raw, name, 1800, 2200);
  if (year !== undefined && !Number.isInteger(year))
    throw invalidParameter(`${name} must be a whole year.`);
  return year;
}

export function parseDate(raw: string | undefined, name: string): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!isCalendarDay(raw)) {
    throw invalidParameter(`${name} must be a date like 2024-05-31.`);
  }
  return raw;
}

export function parseBoolean(raw: string | undefined, name: string): boolean | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  throw invalidParameter(`${name} must be true or false.`);
}

export function parseChoice<T extends string>(
  raw: string | undefined,
  name: string,
  choices: readonly T[],
): T | undefined {
  if (raw === undefined || raw === '') return undefined;
  if ((choices as readonly string[]).includes(raw)) return raw as T;
  throw invalidParameter(`${name} must be one of: ${choices.join(', ')}.`);
}

/**
 * Query strings arrive as string | string[]: keep the first value, drop the caller's own API key.
 * A NUL anywhere in the query is refused: no catalog value has one, and it must not reach TMDB or logs.
 */
export function normaliseQuery(raw: unknown): Query {
  const query: Query = {};
  if (typeof raw !== 'object' || raw === null) return query;
  for (const [key, value] of Object.entries(raw)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (key.includes('\0') || values.some((item) => String(item).includes('\0'))) {
      throw invalidCharacter(key);
    }
    const first = values[0];
    if (typeof first === 'string' && key !== 'api_key') query[key] = first;
  }
  return query;
}

/**
 * Only the named parameters, in the order named: what one kind of request reads. Anything else in
 * the query string changes nothing, so it neither reaches TMDB nor tells cached answers apart.
 */
export function pickParams(query: Query, names: readonly string[]): Query {
  const picked: Query = {};
  for (const name of names) {
    const value = Object.hasOwn(query, name) ? query[name] : undefined;
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}
