import assert from 'node:assert/strict';
import { test } from 'node:test';
import { HttpError } from '../http-error.js';
import { parseQuery } from './query-parser.js';

const parse = (query: string) => parseQuery(new URLSearchParams(query));

test('parses what supabase-js sends for select/eq/in/order/limit', () => {
  const q = parse(
    'select=id,name:full_name&id=eq.abc&media_type=in.(movie,"tv,x")&order=added_at.desc.nullslast,id&limit=5&offset=10',
  );
  assert.deepEqual(q.select, [
    { column: 'id', alias: 'id' },
    { column: 'full_name', alias: 'name' },
  ]);
  assert.deepEqual(q.filters, [
    { column: 'id', operator: 'eq', negated: false, value: 'abc' },
    { column: 'media_type', operator: 'in', negated: false, value: ['movie', 'tv,x'] },
  ]);
  assert.deepEqual(q.order, [
    { column: 'added_at', descending: true, nulls: 'last' },
    { column: 'id', descending: false },
  ]);
  assert.equal(q.limit, 5);
  assert.equal(q.offset, 10);
});

test('select=* means every column; values may contain dots; not. negates', () => {
  const q = parse(
    'select=*&email=eq.a.b@example.com&deleted=not.is.null&on_conflict=user_id,tmdb_id',
  );
  assert.equal(q.select, undefined);
  assert.deepEqual(q.filters[0], {
    column: 'email',
    operator: 'eq',
    negated: false,
    value: 'a.b@example.com',
  });
  assert.deepEqual(q.filters[1], {
    column: 'deleted',
    operator: 'is',
    negated: true,
    value: 'null',
  });
  assert.deepEqual(q.onConflict, ['user_id', 'tmdb_id']);
});

test('malformed input is a PGRST100 error, never a crash', () => {
  for (const bad of [
    'id=zz.1',
    'id=eq',
    'id=is.maybe',
    'x;drop=eq.1',
    'order=id.sideways',
    'limit=-1',
    'select=a(b)',
    'tags=in.a,b',
  ]) {
    assert.throws(
      () => parse(bad),
      (e: unknown) => e instanceof HttpError && e.status === 400 && e.body.code === 'PGRST100',
      bad,
    );
  }
});
