import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { CatalogFile } from '../../src/catalog/catalog-types.js';
import { buildCatalog } from './assemble.js';
import { KNOWN_TMDB_IDS } from './known-tmdb-ids.js';
import { serialiseCatalog } from './serialise.js';

const built = serialiseCatalog(buildCatalog());
const catalog = JSON.parse(built) as CatalogFile;
const find = (title: string) => catalog.titles.filter((entry) => entry.title === title);

test('two builds give identical bytes, and the committed file is the current build', () => {
  assert.equal(serialiseCatalog(buildCatalog()), built);
  const committed = readFileSync(new URL('../../data/catalog.json', import.meta.url), 'utf8');
  assert.ok(
    committed === built,
    'server/data/catalog.json is stale: run pnpm --filter server build:catalog',
  );
});

test('holds every source: films, anime with real TMDB ids, at least 150 hand-typed series', () => {
  assert.ok(catalog.meta.counts.movie > 3000);
  assert.equal(find('Fullmetal Alchemist')[0]?.id, 37863);
  const series = catalog.titles.filter((entry) => entry.type === 'tv' && entry.lang !== 'ja');
  assert.ok(series.length >= 150, `${series.length} series`);
});

test('repairs the known data errors', () => {
  assert.equal(find('Léon').length, 1);
  assert.equal(find('The Wizard of Oz')[0]?.date, '1939-08-25');
  assert.equal(find('300').length, 1);
  assert.ok(catalog.titles.every((entry) => !/[ÈÍ‡Ω]/.test(entry.title)));
  const [first, second] = find('Casino Royale');
  assert.ok(
    first && second && first.imdb_votes !== second.imdb_votes,
    'remakes no longer share IMDb votes',
  );
});

test('synthesised availability is plausible: some titles nowhere, studios lean to their service', () => {
  const nowhere = catalog.titles.filter((entry) => Object.keys(entry.watch).length === 0);
  assert.ok(nowhere.length > 50 && nowhere.length < catalog.titles.length * 0.2);
  const paramountFilms = catalog.titles.filter((entry) => entry.studio === 'Paramount Pictures');
  const onParamountPlus = paramountFilms.filter((entry) => entry.watch.US?.includes('531f'));
  assert.ok(onParamountPlus.length > paramountFilms.length * 0.4);
  assert.ok(find('Stranger Things')[0]?.watch.GB?.includes('8f'));
});

test('well-known titles keep their real TMDB ids, so offline and real TMDB links agree', () => {
  const keyOf = (entry: CatalogFile['titles'][number]) =>
    `${entry.type}:${entry.title}:${entry.date.slice(0, 4)}`;
  const byKey = new Map(catalog.titles.map((entry) => [keyOf(entry), entry.id]));
  for (const [key, id] of Object.entries(KNOWN_TMDB_IDS)) {
    assert.equal(byKey.get(key), id, `${key} should have TMDB id ${id}`);
  }
  assert.equal(find('Inception')[0]?.id, 27205);
  assert.equal(find('Breaking Bad')[0]?.id, 1396);
});
