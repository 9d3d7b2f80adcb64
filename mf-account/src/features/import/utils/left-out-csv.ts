import Papa from 'papaparse';

export interface LeftOutCsvRow {
  line: number;
  title: string;
  reason: string;
}

/** The rows left out, as a CSV to fix and import again (papaparse quotes what needs it). */
export function leftOutCsv(rows: LeftOutCsvRow[], headers: [string, string, string]): string {
  return Papa.unparse({
    fields: headers,
    data: rows.map((row) => [row.line, row.title, row.reason]),
  });
}

/** Saves a text as a file the browser downloads. */
export function downloadText(text: string, fileName: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
