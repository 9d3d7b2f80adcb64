import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CatalogError } from './catalog-error.js';
import { normaliseQuery, parseDate, parseIdFilter, parsePage } from './parse-params.js';
import { PARSERS } from './parse-request.js';

const rejects = (run: () => unknown, status: number) =>
  assert.throws(run, (error) => error instanceof CatalogError && error.statusCode === status);

test('dates must exist on the calendar', () => {
  assert.equal(parseDate('2024-02-29', 'd'), '2024-02-29');
  rejects(() => parseDate('2021-02-30', 'd'), 422);
  rejects(() => parseDate('2020-13-45', 'd'), 422);
  rejects(() => parseDate('yesterday', 'd'), 422);
});

test('pages are whole numbers from 1 to 500', () => {
  assert.equal(parsePage({}), 1);
  assert.equal(parsePage({ page: '500' }), 500);
  for (const page of ['0', '501', '1.5', 'two']) rejects(() => parsePage({ page }), 400);
});

test("id filters read ',' as AND and '|' as OR, and refuse a mix", () => {
  assert.deepEqual(parseIdFilter('8,337', 'p'), { ids: [8, 337], combine: 'and' });
  assert.deepEqual(parseIdFilter('8|337', 'p'), { ids: [8, 337], combine: 'or' });
  assert.equal(parseIdFilter('', 'p'), undefined);
  rejects(() => parseIdFilter('8,337|15', 'p'), 422);
});

test("the caller's api_key is dropped and repeated parameters keep their first value", () => {
  assert.deepEqual(normaliseQuery({ api_key: 'secret', query: ['a', 'b'], page: '2' }), {
    query: 'a',
    page: '2',
  });
});

test('a raw NUL in any value or name of the query is refused with 400', () => {
  rejects(() => normaliseQuery({ query: 'alien\u0000' }), 400);
  rejects(() => normaliseQuery({ page: ['1', '\u0000'] }), 400);
  rejects(() => normaliseQuery({ 'un\u0000used': '1' }), 400);
});

test('append_to_response ignores empty items and names unknown ones', () => {
  const details = PARSERS.details(
    { type: 'movie', id: '5' },
    { append_to_response: 'credits,,videos,' },
  );
  assert.ok(details.kind === 'details');
  assert.deepEqual(details.append, ['credits', 'videos']);
  assert.throws(
    () => PARSERS.details({ type: 'movie', id: '5' }, { append_to_response: 'credits,reviews' }),
    /unknown reviews/,
  );
});
