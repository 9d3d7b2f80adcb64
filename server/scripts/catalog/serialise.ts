import type { CatalogFile } from '../../src/catalog/catalog-types.js';

/** JSON with one title or person per line: compact, gzip-friendly and readable in a diff. */
export function serialiseCatalog(catalog: CatalogFile): string {
  const lines = (items: unknown[]) =>
    items.map((item) => JSON.stringify(stripUndefined(item))).join(',\n');
  return `{"meta":${JSON.stringify(catalog.meta)},\n"titles":[\n${lines(catalog.titles)}\n],\n"people":[\n${lines(catalog.people)}\n]}\n`;
}

function stripUndefined(item: unknown): unknown {
  return JSON.parse(JSON.stringify(item));
}
