import Papa from 'papaparse';

export interface CsvRecord {
  /** The file's line the record starts on, from 1. */
  line: number;
  fields: string[];
}

export type CsvOutcome = { ok: true; records: CsvRecord[] } | { ok: false };

/**
 * Every record of a CSV text with the line it starts on (a quoted field may hold line breaks, so
 * records and lines differ). Broken quoting refuses the whole file: what follows it is misread.
 */
export function csvRecords(text: string): CsvOutcome {
  const records: CsvRecord[] = [];
  let broken = false;
  let line = 1;
  let read = 0;
  Papa.parse<string[]>(text, {
    skipEmptyLines: 'greedy',
    step(result) {
      if (result.errors.some((error) => error.type === 'Quotes')) broken = true;
      const start = read;
      read = result.meta.cursor;
      // Blank lines skipped before this record count too.
      const before = text.slice(start, read).match(/^(?:[ \t]*\r?\n)*/)?.[0] ?? '';
      line += before.split('\n').length - 1;
      records.push({ line, fields: result.data });
      line += (text.slice(start + before.length, read).match(/\n/g) ?? []).length;
    },
  });
  return broken ? { ok: false } : { ok: true, records };
}
