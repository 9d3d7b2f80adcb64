/**
 * Search-quality benchmark: runs every query of search-queries.json through the offline catalog's
 * search (OfflineSource, the code path behind /3/search/multi) and prints the top-1 and top-5 hit rates,
 * the mean reciprocal rank over the first page, a line per kind of query, and every query whose title
 * is not in the top 5. A query hits when any of its expected titles is found. The set is a measurement:
 * never make one of its queries pass by special-casing it.
 * Run: pnpm --filter server bench:search   (exit code 1 when below the targets)
 */
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { OfflineCatalog } from '../src/catalog/offline/offline-catalog.js';
import { OfflineSource } from '../src/catalog/offline/offline-source.js';

const TARGET_TOP5 = 0.95;
const TARGET_MRR = 0.85;

interface BenchQuery {
  query: string;
  kind: string;
  /** Titles the query means, as "movie:Title", "tv:Title" or "person:Name". */
  expect: string[];
}
interface MultiItem {
  media_type: 'movie' | 'tv' | 'person';
  title?: string;
  name?: string;
}

const { queries } = JSON.parse(
  readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8'),
) as { queries: BenchQuery[] };

const source = new OfflineSource(OfflineCatalog.fromFile());
const context = { imageBaseUrl: 'http://localhost/images/', today: '2026-01-01' };

const keyOf = (item: MultiItem) =>
  `${item.media_type}:${item.media_type === 'movie' ? item.title : item.name}`;

async function firstPage(text: string): Promise<string[]> {
  const answer = (await source.handle(
    { kind: 'search', text, page: 1, path: '/search/multi', query: { query: text } },
    context,
  )) as { results: MultiItem[] };
  return answer.results.map(keyOf);
}

// The first search builds the index.
const started = performance.now();
await firstPage('index');
const buildMs = performance.now() - started;

const byKind = new Map<string, { count: number; top1: number; top5: number; rr: number }>();
const misses: string[] = [];
let top1 = 0;
let top5 = 0;
let reciprocal = 0;
const searchStarted = performance.now();
for (const entry of queries) {
  const results = await firstPage(entry.query);
  const rank = results.findIndex((key) => entry.expect.includes(key)) + 1;
  const kind = byKind.get(entry.kind) ?? { count: 0, top1: 0, top5: 0, rr: 0 };
  kind.count += 1;
  if (rank === 1) {
    top1 += 1;
    kind.top1 += 1;
  }
  if (rank >= 1 && rank <= 5) {
    top5 += 1;
    kind.top5 += 1;
  }
  if (rank >= 1) {
    reciprocal += 1 / rank;
    kind.rr += 1 / rank;
  }
  byKind.set(entry.kind, kind);
  if (rank === 0 || rank > 5) {
    const found = rank === 0 ? 'not on page 1' : `rank ${rank}`;
    misses.push(
      `  "${entry.query}" → ${entry.expect[0]}${entry.expect.length > 1 ? ' (or …)' : ''}: ${found}; ` +
        `top 3: ${results.slice(0, 3).join(' | ') || '(nothing)'}`,
    );
  }
}
const searchMs = performance.now() - searchStarted;

const n = queries.length;
const percent = (value: number, count: number) => `${((100 * value) / count).toFixed(1)} %`;
console.table(
  Object.fromEntries(
    [...byKind].map(([kind, row]) => [
      kind,
      {
        queries: row.count,
        'top-1': percent(row.top1, row.count),
        'top-5': percent(row.top5, row.count),
        MRR: Number((row.rr / row.count).toFixed(3)),
      },
    ]),
  ),
);
if (misses.length > 0) console.log(`Not in the top 5 (${misses.length}):\n${misses.join('\n')}`);
const mrr = reciprocal / n;
console.log(
  `${n} queries: top-1 ${percent(top1, n)}, top-5 ${percent(top5, n)}, MRR ${mrr.toFixed(3)} ` +
    `(targets: top-5 ≥ ${TARGET_TOP5 * 100} %, MRR ≥ ${TARGET_MRR})`,
);
console.log(
  `first search (builds the index) ${buildMs.toFixed(0)} ms; ${n} uncached searches in ${searchMs.toFixed(0)} ms`,
);
process.exitCode = top5 / n >= TARGET_TOP5 && mrr >= TARGET_MRR ? 0 : 1;
