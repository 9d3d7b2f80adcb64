import type { ImportRow, ParseOutcome, RowProblem } from './import-row';
import { readYear } from './read-year';

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const field = (fields: Fields, name: string): unknown =>
  Object.hasOwn(fields, name) ? fields[name] : undefined;

const positiveId = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : undefined;

const imdbId = (value: unknown) =>
  typeof value === 'string' && /^tt\d{7,10}$/i.test(value) ? value.toLowerCase() : undefined;

/** One item of a Trakt list: a movie or a show, with its ids. */
function readItem(item: unknown, line: number): ImportRow | RowProblem {
  const type = isFields(item) ? field(item, 'type') : undefined;
  const media = isFields(item) && typeof type === 'string' ? field(item, type) : undefined;
  const name = isFields(media) ? field(media, 'title') : undefined;
  const title = typeof name === 'string' ? name.trim() : '';
  const problem = (reason: RowProblem['reason']): RowProblem => ({
    line,
    text: title || (typeof type === 'string' ? type : ''),
    reason,
  });
  if (type !== 'movie' && type !== 'show') return problem('notATitle');
  if (!isFields(media) || !title) return problem('noTitle');
  const year = readYear(field(media, 'year'));
  if (year === null) return problem('badYear');
  const ids = field(media, 'ids');
  const tmdbId = isFields(ids) ? positiveId(field(ids, 'tmdb')) : undefined;
  const imdb = isFields(ids) ? imdbId(field(ids, 'imdb')) : undefined;
  return {
    line,
    title,
    media_type: type === 'movie' ? 'movie' : 'tv',
    ...(year ? { year } : {}),
    ...(tmdbId ? { tmdb_id: tmdbId } : {}),
    ...(imdb ? { imdb_id: imdb } : {}),
  };
}

/** Trakt's JSON list export: an array of `{ type, movie | show: { title, year, ids } }`. */
export function readTraktExport(text: string): ParseOutcome {
  let items: unknown;
  try {
    items = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (!Array.isArray(items)) return { ok: false, problem: 'unknownColumns' };
  if (items.length === 0) return { ok: false, problem: 'empty' };
  const read = items.map((item, index) => readItem(item, index + 1));
  const rows = read.filter((each): each is ImportRow => !('reason' in each));
  const problems = read.filter((each): each is RowProblem => 'reason' in each);
  if (rows.length === 0 && problems.every((each) => each.reason === 'notATitle')) {
    return { ok: false, problem: 'noTitleColumn' };
  }
  return { ok: true, parsed: { source: 'trakt', numbering: 'item', rows, problems } };
}
