import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pageRequestOf } from './page-request.js';

test('parameters links pick up on the way are dropped; the ones the app reads are kept', () => {
  assert.equal(pageRequestOf('/movie/603?utm_source=share&fbclid=x', {}).search, '');
  assert.equal(pageRequestOf('/discover?genre=18&gclid=y', {}).search, '?genre=18');
  assert.equal(pageRequestOf('/?q=matrix', {}).search, '?q=matrix');
  assert.equal(pageRequestOf('/movie/603', {}).pathname, '/movie/603');
});

test('the cookies and User-Agent go to the render as the request sent them, or empty', () => {
  const request = pageRequestOf('/', {
    cookie: 'a=1; watchwhere_onboarded=1',
    'user-agent': 'Mobile',
  });
  assert.equal(request.cookies, 'a=1; watchwhere_onboarded=1');
  assert.equal(request.userAgent, 'Mobile');
  assert.deepEqual(pageRequestOf('/', {}), {
    pathname: '/',
    search: '',
    cookies: '',
    userAgent: '',
    acceptLanguage: '',
  });
});
