import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageRequestOf, pageShown } from './page-request.js';

test('the onboarded cookie is read only when set to 1, among other cookies', () => {
  const onboarded = (cookie?: string) => pageRequestOf('/', cookie).onboarded;
  assert.equal(onboarded(undefined), false);
  assert.equal(onboarded('watchwhere_onboarded=1'), true);
  assert.equal(onboarded('theme=dark; watchwhere_onboarded=1; other=2'), true);
  assert.equal(onboarded('watchwhere_onboarded='), false);
  assert.equal(onboarded('watchwhere_onboarded=0'), false);
  assert.equal(onboarded('not_watchwhere_onboarded=1'), false);
});

test('the own-home-rows cookie is read only when set to 1', () => {
  const own = (cookie?: string) => pageRequestOf('/', cookie).ownHomeRows;
  assert.equal(own(undefined), false);
  assert.equal(own('watchwhere_onboarded=1; watchwhere_home_rows=1'), true);
  assert.equal(own('watchwhere_home_rows='), false);
  assert.equal(own('x_watchwhere_home_rows=1'), false);
  assert.equal(pageRequestOf('/', 'watchwhere_home_rows=1').onboarded, false);
});

test('parameters links pick up on the way are dropped; the ones the app reads are kept', () => {
  assert.equal(pageRequestOf('/movie/603?utm_source=share&fbclid=x', undefined).search, '');
  assert.equal(pageRequestOf('/discover?genre=18&gclid=y', undefined).search, '?genre=18');
  assert.equal(pageRequestOf('/?q=matrix', undefined).search, '?q=matrix');
  assert.equal(pageRequestOf('/movie/603', undefined).pathname, '/movie/603');
});

test('a browser without the cookie is shown /welcome, except on the pages open to all', () => {
  const newcomer = (pathname: string) =>
    pageShown({ pathname, search: '', onboarded: false }).pathname;
  assert.equal(newcomer('/movie/603'), '/welcome');
  assert.equal(newcomer('/'), '/welcome');
  for (const open of ['/welcome', '/onboarding/services', '/auth', '/unsubscribe']) {
    assert.equal(newcomer(open), open);
  }
  assert.equal(pageShown({ pathname: '/', search: '', onboarded: true }).pathname, '/');
});
