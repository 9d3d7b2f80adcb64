import assert from 'node:assert/strict';
import { test } from 'node:test';
import { serviceWords, withoutQualifiers } from './query-qualifiers.js';

const services = serviceWords(['Netflix', 'HBO Max', 'Apple TV Plus'], (word) =>
  ['max', 'apple', 'plus'].includes(word),
);

test('a service is named by the words of its name that no title or person has', () => {
  assert.deepEqual([...services].sort(), ['hbo', 'netflix']);
});

test('kinds, an article before one and services leave the query', () => {
  assert.deepEqual(withoutQualifiers(['friends', 'tv', 'show'], services), ['friends']);
  assert.deepEqual(withoutQualifiers(['shrek', 'the', 'movie'], services), ['shrek']);
  assert.deepEqual(withoutQualifiers(['stranger', 'things', 'netflix'], services), [
    'stranger',
    'things',
  ]);
  assert.deepEqual(withoutQualifiers(['the', 'dark', 'knight'], services), [
    'the',
    'dark',
    'knight',
  ]);
});

test('a query of qualifiers only is kept whole', () => {
  assert.deepEqual(withoutQualifiers(['tv', 'show'], services), ['tv', 'show']);
});
