import { dayNumber, dayString } from '../clock.js';
import { invalidChangesParameter } from './catalog-error.js';
import type { CatalogRequest, Query, TitleRef } from './catalog-request.js';
import { pickParams } from './parse-params.js';
import { parseKnownRegion, parseWindowDay } from './parse-window.js';

export const MAX_OFFER_TITLES = 100;
export const MAX_OFFER_WINDOW_DAYS = 400;
const DEFAULT_WINDOW_DAYS = 365;

/** `movie:603` or `tv:1399`: a positive id without leading zeros, so each title has one spelling. */
const TITLE_REF = /^(movie|tv):([1-9]\d{0,9})$/;

export const titleKey = (ref: TitleRef): string => `${ref.type}:${ref.id}`;

/**
 * `/ww/offers?region=US&titles=movie:603,tv:1399&from=…&to=…`: the window defaults to the
 * catalog's day and the 365 days after it. The canonical query holds the resolved window and the
 * titles without repeats, so every spelling of one question shares a cache entry.
 */
export function parseOffers(_params: unknown, raw: Query, today: string): CatalogRequest {
  const query = pickParams(raw, ['from', 'region', 'titles', 'to']);
  const region = parseKnownRegion(query.region);
  const titles = parseTitleRefs(query.titles);
  const from = query.from ? parseWindowDay(query.from, 'from') : today;
  const to = query.to
    ? parseWindowDay(query.to, 'to')
    : dayString(dayNumber(from) + DEFAULT_WINDOW_DAYS);
  checkWindow(from, to);
  return {
    kind: 'offers',
    region,
    titles,
    from,
    to,
    path: '/ww/offers',
    query: { from, region, titles: titles.map(titleKey).join(','), to },
  };
}

/** 1–100 distinct titles separated by commas; a title named twice is answered once. */
function parseTitleRefs(raw: string | undefined): TitleRef[] {
  if (raw === undefined || raw.trim() === '') {
    throw invalidChangesParameter(
      `titles is required: 1 to ${MAX_OFFER_TITLES} titles like movie:603,tv:1399.`,
    );
  }
  const byKey = new Map<string, TitleRef>();
  for (const [index, part] of raw.split(',').entries()) {
    const match = TITLE_REF.exec(part.trim());
    if (!match) {
      throw invalidChangesParameter(
        `titles entry ${index + 1} (${shown(part)}) is not a title like movie:603 or tv:1399.`,
      );
    }
    const ref: TitleRef = { type: match[1] as TitleRef['type'], id: Number(match[2]) };
    byKey.set(titleKey(ref), ref);
  }
  if (byKey.size > MAX_OFFER_TITLES) {
    throw invalidChangesParameter(
      `titles names ${byKey.size} titles; at most ${MAX_OFFER_TITLES} are answered at once.`,
    );
  }
  return [...byKey.values()];
}

function checkWindow(from: string, to: string): void {
  const apart = dayNumber(to) - dayNumber(from);
  if (apart < 0) throw invalidChangesParameter(`to (${to}) is before from (${from}).`);
  if (apart > MAX_OFFER_WINDOW_DAYS) {
    throw invalidChangesParameter(
      `from and to are ${apart} days apart; they may be at most ${MAX_OFFER_WINDOW_DAYS}.`,
    );
  }
}

/** A bad entry as the message quotes it: short, whatever the caller sent. */
function shown(part: string): string {
  const text = JSON.stringify(part);
  return text.length > 42 ? `${text.slice(0, 40)}…"` : text;
}
