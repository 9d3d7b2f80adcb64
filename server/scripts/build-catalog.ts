/**
 * Builds server/data/catalog.json from exact-pinned npm data (vega-datasets films, bangumi-data anime)
 * and the hand-typed series list. Deterministic: two runs write identical bytes.
 * Run: pnpm --filter server build:catalog
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { buildCatalog } from './catalog/assemble.js';
import { serialiseCatalog } from './catalog/serialise.js';

const OUTPUT = fileURLToPath(new URL('../data/catalog.json', import.meta.url));

const started = performance.now();
const text = serialiseCatalog(buildCatalog());
writeFileSync(OUTPUT, text);
const { counts } = JSON.parse(text).meta;
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `catalog: ${counts.movie} movies, ${counts.tv} tv, ${counts.person} people; ` +
    `${Buffer.byteLength(text)} bytes raw, ${gzipSync(text, { level: 9 }).length} bytes gzip; built in ${seconds} s`,
);
