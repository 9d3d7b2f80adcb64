import assert from 'node:assert/strict';
import { test } from 'node:test';
import MiniSearch from 'minisearch';
import { PartialMatcher } from './partial-matches.js';

// "the" in every document, "country" in one: what each word of a query weighs comes from the index.
const documents = [
  { id: 'country', name: 'no country for old men' },
  { id: 'house', name: 'the old house' },
  { id: 'man', name: 'the man' },
  ...Array.from({ length: 20 }, (_, index) => ({
    id: `other${index}`,
    name: `the other ${index}`,
  })),
];
const index = new MiniSearch<{ id: string; name: string }>({ fields: ['name'] });
index.addAll(documents);
const typos = (term: string) => (term.length < 4 ? false : 1);
const matcher = new PartialMatcher(index, {
  fuzzy: typos,
  holds: (term) => (term === '1999' ? (id) => id === 'house' : undefined),
});
const coverage = (terms: string[], id: string) =>
  matcher.matches(terms).find((match) => match.id === id)?.coverage ?? 0;

test('a rare word counts for more of a query than a common one', () => {
  assert.ok(coverage(['the', 'country'], 'country') > 0.8);
  assert.ok(coverage(['the', 'country'], 'other0') < 0.2);
});

test('an exact match counts for more than a fuzzy one', () => {
  const exact = coverage(['house', 'country'], 'house');
  const fuzzy = coverage(['hause', 'country'], 'house');
  assert.ok(fuzzy > 0 && fuzzy < exact, `${fuzzy} < ${exact}`);
});

test('a slip in a three-letter word counts only when the rest of the query matches', () => {
  // "old" in both; "men" in one for "man": counted while "old" is all the rest.
  assert.ok(coverage(['old', 'man'], 'country') > coverage(['old', 'man'], 'house'));
  // "zzzz" matches neither: the slip is not counted.
  assert.equal(
    coverage(['old', 'zzzz', 'man'], 'country'),
    coverage(['old', 'zzzz', 'man'], 'house'),
  );
});

test('a term that holds for a document counts as matched (a title of that year)', () => {
  assert.equal(coverage(['old', '1999'], 'house'), 1);
  assert.ok(coverage(['old', '1999'], 'country') < 0.5);
});
