import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OfflineCatalog } from './offline-catalog.js';
import { SearchIndex } from './search-index.js';

const catalog = OfflineCatalog.fromFile();
const index = new SearchIndex(catalog.titles, catalog.allPeople(), () => 1);
const names = (query: string) =>
  index.search(query).map((hit) => (hit.kind === 'title' ? hit.title.title : hit.person.name));

test('is case- and accent-insensitive', () => {
  assert.equal(names('leon')[0], 'Léon');
  assert.equal(names('AMELIE')[0], "Le Fabuleux destin d'Amélie Poulain");
});

test('tolerates one typo', () => {
  assert.equal(names('godfater')[0], 'The Godfather');
  assert.equal(names('braking bad')[0], 'Breaking Bad');
});

test('matches prefixes of the last word for suggestions', () => {
  assert.ok(names('the godf').slice(0, 3).includes('The Godfather'));
  assert.equal(names('fullmetal alch')[0]?.startsWith('Fullmetal Alchemist'), true);
  assert.ok(names('stranger th').includes('Stranger Things'));
});

test('ranks equal matches by popularity and finds people and other names', () => {
  assert.deepEqual(names('godfather').slice(0, 3), [
    'The Godfather',
    'The Godfather: Part II',
    'The Godfather: Part III',
  ]);
  assert.ok(names('coppola').includes('Francis Ford Coppola'));
  assert.ok(names('鋼の錬金術師').some((name) => name.startsWith('Fullmetal Alchemist')));
});

test('finds nothing for gibberish', () => {
  assert.deepEqual(names('qxzqxzqxz'), []);
});
