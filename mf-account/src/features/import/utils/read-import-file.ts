import { unzipSync } from 'fflate';
import { readCsvExport } from './csv-export';
import type { ParseOutcome } from './import-row';
import { readTraktExport } from './trakt-export';

/** The largest file read, and the largest watchlist a ZIP may unpack to. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Letterboxd's export holds many CSVs; the watchlist is the list to bring. */
const isWatchlistEntry = (name: string) => /(^|\/)watchlist\.csv$/i.test(name);

function watchlistInZip(bytes: Uint8Array): Uint8Array | 'none' | 'tooLarge' {
  let tooLarge = false;
  const files = unzipSync(bytes, {
    filter(entry) {
      if (!isWatchlistEntry(entry.name)) return false;
      tooLarge ||= entry.originalSize > MAX_IMPORT_BYTES;
      return !tooLarge;
    },
  });
  if (tooLarge) return 'tooLarge';
  const name = Object.keys(files).sort((a, b) => a.length - b.length)[0];
  return name ? files[name]! : 'none';
}

/** Text of CSV or JSON: no NUL byte, valid UTF-8 (a BOM dropped). */
function textOf(bytes: Uint8Array): string | null {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

function readBytes(bytes: Uint8Array): ParseOutcome {
  if (isZip(bytes)) {
    let inner: ReturnType<typeof watchlistInZip>;
    try {
      inner = watchlistInZip(bytes);
    } catch {
      return { ok: false, problem: 'unreadable' };
    }
    if (inner === 'none') return { ok: false, problem: 'noWatchlistInZip' };
    if (inner === 'tooLarge') return { ok: false, problem: 'tooLarge' };
    return readText(textOf(inner));
  }
  return readText(textOf(bytes));
}

function readText(text: string | null): ParseOutcome {
  if (text === null) return { ok: false, problem: 'unsupportedType' };
  const start = text.trimStart()[0];
  if (start === undefined) return { ok: false, problem: 'empty' };
  const outcome = start === '[' || start === '{' ? readTraktExport(text) : readCsvExport(text);
  // Columns but no row, or an empty list: nothing to bring, refused as an empty file is.
  if (outcome.ok && outcome.parsed.rows.length === 0 && outcome.parsed.problems.length === 0) {
    return { ok: false, problem: 'empty' };
  }
  return outcome;
}

/** The file's bytes (FileReader where a Blob lacks `arrayBuffer`, as in older engines). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(file);
  });
}

/** Reads an export by what it holds (ZIP, JSON or CSV), never by its name. */
export async function readImportFile(file: Blob): Promise<ParseOutcome> {
  if (file.size > MAX_IMPORT_BYTES) return { ok: false, problem: 'tooLarge' };
  try {
    return readBytes(new Uint8Array(await bytesOf(file)));
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
