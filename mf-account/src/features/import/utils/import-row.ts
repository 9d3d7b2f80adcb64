import type { MediaType } from 'shared-core';

/** Which service's export a file is. */
export type ImportSource = 'letterboxd' | 'imdb' | 'trakt';

/** A row of an export, as `/ww/match` takes it. */
export interface ImportRow {
  /** The file's line (CSV) or the list's position (Trakt's JSON), from 1. */
  line: number;
  title: string;
  year?: number;
  media_type?: MediaType;
  tmdb_id?: number;
  imdb_id?: string;
}

/** Why a row could not be read here. */
export type RowProblemReason = 'noTitle' | 'badYear' | 'notATitle';

export interface RowProblem {
  line: number;
  /** What the row said, to show beside its line. */
  text: string;
  reason: RowProblemReason;
}

/** Why a whole file was refused (nothing of it is matched or saved). */
export type FileProblem =
  | 'tooLarge'
  | 'unsupportedType'
  | 'brokenQuoting'
  | 'noTitleColumn'
  | 'unknownColumns'
  | 'noWatchlistInZip'
  | 'unreadable'
  | 'empty';

export interface ParsedImport {
  source: ImportSource;
  /** CSV rows are numbered by the file's line, Trakt's by their position in the list. */
  numbering: 'line' | 'item';
  rows: ImportRow[];
  problems: RowProblem[];
}

export type ParseOutcome = { ok: true; parsed: ParsedImport } | { ok: false; problem: FileProblem };
