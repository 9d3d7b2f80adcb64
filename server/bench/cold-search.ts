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

/**
 * Each text's uncached cost, the median of several runs: every run searches each text once on an index
 * of its own (so no run finds another's words kept), in order.
 */
export function medianSearchTimes(
  catalog: OfflineCatalog,
  texts: string[],
  runs = 7,
): { text: string; medianMs: number }[] {
  const times = texts.map((): number[] => []);
  for (let run = 0; run < runs; run += 1) {
    const index = new SearchIndex(catalog.titles, catalog.allPeople(), () => 1);
    index.search('index');
    texts.forEach((text, at) => {
      const before = performance.now();
      index.search(text);
      times[at]!.push(performance.now() - before);
    });
  }
  return texts.map((text, at) => ({
    text,
    medianMs: percentile(
      times[at]!.sort((a, b) => a - b),
      50,
    ),
  }));
}
