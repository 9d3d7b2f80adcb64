import { unstorableInput } from '../../http/unstorable-input.js';
import type { MediaType } from '../catalog-types.js';
import { invalidChangesParameter } from './catalog-error.js';
import type { CatalogRequest, MatchRow } from './catalog-request.js';

export const MAX_MATCH_ROWS = 500;
/** What one call's body may weigh: 500 rows of long titles fit many times over. */
export const MAX_MATCH_BODY_BYTES = 1024 * 1024;
const MAX_TITLE_CHARACTERS = 500;
const IMDB_TITLE_ID = /^tt\d{7,10}$/i;

const EXAMPLE = '{"rows": [{"line": 2, "title": "The Matrix", "year": 1999}]}';

type Fields = Record<string, unknown>;

/** Why a row cannot be read: the row is answered `invalid` with this reason. */
class RowProblem extends Error {}

/**
 * `POST /ww/match`'s body: `{ rows: [...] }` with 1–500 rows. A body of another shape is a 400;
 * a row with a bad field is only that row's problem, so the others are still matched.
 */
export function parseMatch(body: unknown): CatalogRequest {
  const rows = isFields(body) ? own(body, 'rows') : undefined;
  if (!Array.isArray(rows)) {
    throw invalidChangesParameter(
      `The body must be a JSON object with a rows list, like ${EXAMPLE}.`,
    );
  }
  if (rows.length < 1 || rows.length > MAX_MATCH_ROWS) {
    throw invalidChangesParameter(
      `rows holds ${rows.length} rows; send 1 to ${MAX_MATCH_ROWS} at a time.`,
    );
  }
  return { kind: 'match', rows: rows.map(parseRow), path: '/ww/match', query: {} };
}

function parseRow(raw: unknown, index: number): MatchRow {
  if (!isFields(raw)) return { line: null, invalid: `Row ${index + 1} is not an object.` };
  const line = own(raw, 'line');
  if (!isWholeNumber(line, 1)) {
    return { line: null, invalid: `Row ${index + 1}: line must be a whole number from 1.` };
  }
  try {
    return {
      line,
      title: titleOf(own(raw, 'title')),
      ...optional(raw, 'tmdb_id', (value) => ({ tmdbId: idOf(value) })),
      ...optional(raw, 'media_type', (value) => ({ mediaType: mediaTypeOf(value) })),
      ...optional(raw, 'imdb_id', (value) => ({ imdbId: imdbIdOf(value) })),
      ...optional(raw, 'year', (value) => ({ year: yearOf(value) })),
    };
  } catch (error) {
    if (error instanceof RowProblem) return { line, invalid: error.message };
    throw error;
  }
}

/** An optional field: absent or null is no value. */
function optional<T>(fields: Fields, name: string, read: (value: unknown) => T): T | undefined {
  const value = own(fields, name);
  return value === undefined || value === null ? undefined : read(value);
}

function titleOf(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new RowProblem('title must be the title as text.');
  }
  if ([...value].length > MAX_TITLE_CHARACTERS) {
    throw new RowProblem(`title is longer than ${MAX_TITLE_CHARACTERS} characters.`);
  }
  const problem = unstorableInput(value);
  if (problem) throw new RowProblem(`title: ${problem}.`);
  return value.trim();
}

function idOf(value: unknown): number {
  if (!isWholeNumber(value, 1)) throw new RowProblem('tmdb_id must be a whole number from 1.');
  return value;
}

function mediaTypeOf(value: unknown): MediaType {
  if (value === 'movie' || value === 'tv') return value;
  throw new RowProblem('media_type must be movie or tv.');
}

function imdbIdOf(value: unknown): string {
  if (typeof value !== 'string' || !IMDB_TITLE_ID.test(value)) {
    throw new RowProblem("imdb_id must be a title's IMDb id like tt0133093.");
  }
  return value.toLowerCase();
}

function yearOf(value: unknown): number {
  if (!isWholeNumber(value, 1800) || value > 2200) {
    throw new RowProblem('year must be a whole year from 1800 to 2200.');
  }
  return value;
}

function isWholeNumber(value: unknown, min: number): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= min;
}

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Own properties only: a row's `constructor` or `toString` is just a field it lacks. */
function own(fields: Fields, name: string): unknown {
  return Object.hasOwn(fields, name) ? fields[name] : undefined;
}
