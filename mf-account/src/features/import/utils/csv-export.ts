import type { MediaType } from 'shared-core';
import { csvRecords, type CsvRecord } from './csv-records';
import type { ImportRow, ImportSource, ParseOutcome, RowProblem } from './import-row';
import { readYear } from './read-year';

/** How a CSV export's columns are read into a row. */
interface CsvFormat {
  source: ImportSource;
  /** The columns that tell this export from the others. */
  marks: string[];
  title: string;
  year: string;
  /** The rest of a row: its IMDb id and kind, or a problem. */
  extra?: (field: (name: string) => string) => Partial<ImportRow> | 'notATitle';
}

const IMDB_ID = /^tt\d{7,10}$/i;

/** IMDb's kinds of title (old exports write `tvSeries`…): the rest cannot be saved. */
function imdbMediaType(kind: string): MediaType | undefined | null {
  const key = kind.replace(/[\s_-]/g, '').toLowerCase();
  if (key === '') return undefined;
  if (['movie', 'tvmovie', 'short', 'tvshort', 'video', 'tvspecial'].includes(key)) return 'movie';
  if (['tvseries', 'tvminiseries'].includes(key)) return 'tv';
  return null;
}

const FORMATS: CsvFormat[] = [
  { source: 'letterboxd', marks: ['Letterboxd URI'], title: 'Name', year: 'Year' },
  {
    source: 'imdb',
    marks: ['Const', 'Title Type'],
    title: 'Title',
    year: 'Year',
    extra(field) {
      const mediaType = imdbMediaType(field('Title Type'));
      if (mediaType === null) return 'notATitle';
      const id = field('Const').trim();
      return {
        ...(mediaType ? { media_type: mediaType } : {}),
        ...(IMDB_ID.test(id) ? { imdb_id: id.toLowerCase() } : {}),
      };
    },
  },
];

const TITLE_COLUMNS = ['Title', 'Name'];

function readRecord(format: CsvFormat, header: string[], record: CsvRecord) {
  const field = (name: string) => record.fields[header.indexOf(name)] ?? '';
  const title = field(format.title).trim();
  const text = title || record.fields.join(', ').slice(0, 120);
  const problem = (reason: RowProblem['reason']): RowProblem => ({
    line: record.line,
    text,
    reason,
  });
  if (!title) return problem('noTitle');
  const year = readYear(field(format.year));
  if (year === null) return problem('badYear');
  const extra = format.extra?.(field) ?? {};
  if (extra === 'notATitle') return problem('notATitle');
  return { line: record.line, title, ...(year ? { year } : {}), ...extra };
}

/** A Letterboxd or IMDb CSV export, told apart by its columns. */
export function readCsvExport(text: string): ParseOutcome {
  const csv = csvRecords(text);
  if (!csv.ok) return { ok: false, problem: 'brokenQuoting' };
  const [head, ...records] = csv.records;
  if (!head) return { ok: false, problem: 'empty' };
  const header = head.fields.map((name) => name.trim());
  const format = FORMATS.find((each) => each.marks.every((mark) => header.includes(mark)));
  if (!format) {
    const titled = TITLE_COLUMNS.some((name) => header.includes(name));
    return { ok: false, problem: titled ? 'unknownColumns' : 'noTitleColumn' };
  }
  if (!header.includes(format.title)) return { ok: false, problem: 'noTitleColumn' };
  const rows: ImportRow[] = [];
  const problems: RowProblem[] = [];
  for (const record of records) {
    const read = readRecord(format, header, record);
    if ('reason' in read) problems.push(read);
    else rows.push(read);
  }
  return { ok: true, parsed: { source: format.source, numbering: 'line', rows, problems } };
}
