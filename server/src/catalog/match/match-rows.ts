import { setImmediate } from 'node:timers/promises';
import pLimit from 'p-limit';
import type { MediaType } from '../catalog-types.js';
import type { MatchRow } from '../http/catalog-request.js';
import { nameKey } from './name-key.js';
import type { FoundTitle, MatchedTitle, TitleFinder } from './title-finder.js';

export interface MatchResult {
  line: number | null;
  status: 'matched' | 'choice' | 'not_found' | 'invalid';
  match?: MatchedTitle;
  candidates?: MatchedTitle[];
  reason?: string;
}

type ReadRow = Exclude<MatchRow, { invalid: string }>;

const MAX_CANDIDATES = 5;
/** Rows matched between two turns of the event loop: a long list must not hold other callers up. */
const ROWS_PER_TURN = 20;

/**
 * Each row's answer, in order. A row is matched by its TMDB id, then its IMDb id, then its name
 * and year through the catalog's search; an id counts only when its title bears the row's name or
 * a year within one of the row's. A failure of the source (TMDB down) fails the whole answer.
 */
export async function matchRows(
  rows: readonly MatchRow[],
  finder: TitleFinder,
  concurrency: number,
): Promise<{ results: MatchResult[] }> {
  const limit = pLimit({ concurrency, rejectOnClear: true });
  const matchOne = async (row: MatchRow, index: number) => {
    if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await setImmediate();
    try {
      return 'invalid' in row
        ? { line: row.line, status: 'invalid' as const, reason: row.invalid }
        : await matchRow(row, finder);
    } catch (error) {
      limit.clearQueue();
      throw error;
    }
  };
  return { results: await Promise.all(rows.map((row, index) => limit(matchOne, row, index))) };
}

async function matchRow(row: ReadRow, finder: TitleFinder): Promise<MatchResult> {
  const key = nameKey(row.title);
  const bearsRow = (found: FoundTitle) => named(found, key) || fromYear(found, row.year);
  if (row.tmdbId !== undefined) {
    const id = row.tmdbId;
    const types: MediaType[] = row.mediaType ? [row.mediaType] : ['movie', 'tv'];
    const found = await Promise.all(types.map((type) => finder.byId({ type, id })));
    const confirmed = found.filter((title) => title !== undefined).filter(bearsRow);
    if (confirmed.length > 0) return decided(row.line, confirmed);
  }
  if (row.imdbId !== undefined) {
    const found = await finder.byImdbId(row.imdbId);
    const confirmed = found.filter((title) => ofType(title, row.mediaType) && bearsRow(title));
    if (confirmed.length > 0) return decided(row.line, confirmed);
  }
  return byName(row, key, await finder.byName(row.title, row.mediaType));
}

/**
 * By name and year: matched when exactly one title has the name and a year within one; without a
 * year, when the one title with the name is all the search found. Several: a choice. None: not
 * found, with what the search found as suggestions.
 */
function byName(row: ReadRow, key: string, found: FoundTitle[]): MatchResult {
  const withName = found.filter((title) => named(title, key));
  const fitting = row.year === undefined ? withName : withName.filter((t) => fromYear(t, row.year));
  const others = found.filter((title) => !fitting.includes(title));
  if (fitting.length === 1 && (row.year !== undefined || others.length === 0)) {
    return decided(row.line, fitting);
  }
  if (fitting.length > 0) {
    const choices = row.year === undefined ? [...fitting, ...others] : fitting;
    return { line: row.line, status: 'choice', candidates: top(choices) };
  }
  const suggestions = top([...withName, ...others]);
  return suggestions.length > 0
    ? { line: row.line, status: 'not_found', candidates: suggestions }
    : { line: row.line, status: 'not_found' };
}

function decided(line: number, found: FoundTitle[]): MatchResult {
  const [only] = found;
  return found.length === 1 && only
    ? { line, status: 'matched', match: only.title }
    : { line, status: 'choice', candidates: top(found) };
}

function top(found: FoundTitle[]): MatchedTitle[] {
  return found.slice(0, MAX_CANDIDATES).map((entry) => entry.title);
}

const named = (found: FoundTitle, key: string) => key !== '' && found.nameKeys.includes(key);

const fromYear = (found: FoundTitle, year: number | undefined) =>
  year !== undefined &&
  found.title.release_year !== null &&
  Math.abs(found.title.release_year - year) <= 1;

const ofType = (found: FoundTitle, type: MediaType | undefined) =>
  type === undefined || found.title.media_type === type;
