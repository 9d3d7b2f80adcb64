// A catalog's parts, on the shell's own catalog: the footer pages' words are their part alone.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { catalogPart } from './catalog-parts.cjs';
import { compileCatalog } from './compile-catalog.cjs';

const SHELL = path.join(import.meta.dirname, '..', '..', 'shell');
const parts = { 'info-pages': path.join(SHELL, 'src/features/info-pages') };
const compiled = JSON.parse(compileCatalog(path.join(SHELL, 'src/lang/en.json'))) as Record<
  string,
  unknown
>;
const ids = (catalog: Record<string, unknown>) => Object.keys(catalog).sort();

test("a part holds its folder's messages; the catalog without a part holds every other", () => {
  const part = catalogPart(compiled, parts, 'info-pages');
  const rest = catalogPart(compiled, parts, null);
  // The About page's heading, and the footer's link to the Privacy page (the layout's).
  assert.ok('8zZu3h' in part && !('8zZu3h' in rest));
  assert.ok('D8BGj+' in rest && !('D8BGj+' in part));
  assert.deepEqual(ids({ ...part, ...rest }), ids(compiled));
  assert.equal(ids(part).length + ids(rest).length, ids(compiled).length);
});

test('a part no config names is an error, not an empty catalog', () => {
  assert.throws(() => catalogPart(compiled, parts, 'about'), /No catalog part "about"/);
});
