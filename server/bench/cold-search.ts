import { performance } from 'node:perf_hooks';
import type { OfflineCatalog } from '../src/catalog/offline/offline-catalog.js';
import { SearchIndex } from '../src/catalog/offline/search-index.js';
import { percentile } from './percentile.js';

/** Cost of a search that misses every cache: the MiniSearch query alone, per distinct text. */
export function coldSearchTimes(catalog: OfflineCatalog, texts: string[]) {
  const started = performance.now();
  const index = new SearchIndex(catalog.titles, catalog.allPeople(), () => 1);
  const buildMs = performance.now() - started;
  const times = texts.map((text) => {
    const before = performance.now();
    index.search(text);
    return performance.now() - before;
  });
  times.sort((a, b) => a - b);
  return {
    buildMs,
    queries: texts.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times.at(-1) ?? 0,
  };
}
