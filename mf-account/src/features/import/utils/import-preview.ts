import type { WatchlistEntry } from 'shared-core';
import type { MatchedTitle, MatchResult } from '../api/match-rows';
import type { ImportRow, RowProblem } from './import-row';

/** A row the catalog answered, with what the file said. */
export interface AnsweredRow {
  row: ImportRow;
  result: MatchResult;
}

/** A row left out of the import: not in the catalog, or unreadable here or by the catalog. */
export interface LeftOutRow {
  line: number;
  text: string;
  /** Ours for rows read here and not found ones; the catalog's own words for its `invalid`. */
  reason: RowProblem['reason'] | 'notFound' | { catalog: string };
}

export interface ImportPreview {
  matched: AnsweredRow[];
  choices: AnsweredRow[];
  leftOut: LeftOutRow[];
}

export const titleKey = (title: Pick<MatchedTitle, 'media_type' | 'id'>) =>
  `${title.media_type}:${title.id}`;

/** The answers sorted into the preview's three lists, each in the file's order. */
export function previewOf(answered: AnsweredRow[], problems: RowProblem[]): ImportPreview {
  const leftOut: LeftOutRow[] = problems.map(({ line, text, reason }) => ({ line, text, reason }));
  for (const { row, result } of answered) {
    if (result.status === 'not_found') {
      leftOut.push({ line: row.line, text: row.title, reason: 'notFound' });
    }
    if (result.status === 'invalid') {
      leftOut.push({ line: row.line, text: row.title, reason: { catalog: result.reason ?? '' } });
    }
  }
  return {
    matched: answered.filter(({ result }) => result.status === 'matched' && result.match),
    choices: answered.filter(({ result }) => result.status === 'choice' && result.candidates),
    leftOut: leftOut.sort((a, b) => a.line - b.line),
  };
}

const entryOf = (title: MatchedTitle): WatchlistEntry => ({
  tmdb_id: title.id,
  media_type: title.media_type,
  title: title.title,
  poster_path: title.poster_path,
  release_year: title.release_year,
});

/**
 * The titles to save: every match and every choice made (a candidate's key by line, or `none`),
 * each once, leaving out what the library already holds.
 */
export function titlesToAdd(
  preview: ImportPreview,
  chosen: Record<number, string>,
  library: readonly Pick<WatchlistEntry, 'media_type' | 'tmdb_id'>[],
): WatchlistEntry[] {
  const saved = new Set(library.map((entry) => `${entry.media_type}:${entry.tmdb_id}`));
  const picked = preview.choices.flatMap(({ row, result }) =>
    (result.candidates ?? []).filter((candidate) => titleKey(candidate) === chosen[row.line]),
  );
  const titles = new Map<string, WatchlistEntry>();
  for (const title of [...preview.matched.map(({ result }) => result.match!), ...picked]) {
    const key = titleKey(title);
    if (!saved.has(key) && !titles.has(key)) titles.set(key, entryOf(title));
  }
  return [...titles.values()];
}
