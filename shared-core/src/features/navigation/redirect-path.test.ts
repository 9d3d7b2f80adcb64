import { safeRedirectPath, withRedirect } from './redirect-path';

describe('safeRedirectPath', () => {
  it.each([
    ['account', '/account'],
    ['/account', '/account'],
    ['library', '/library'],
    ['movie/603', '/movie/603'],
    ['/movie/tv_1399', '/movie/tv_1399'],
    ['  /movie/603  ', '/movie/603'],
    ['/discover?genre=28&sort=popular', '/discover?genre=28&sort=popular'],
    ['/search?q=the%20matrix', '/search?q=the%20matrix'],
    ['/search?q=//not-a-host', '/search?q=//not-a-host'],
    ['/', '/'],
  ])('keeps the in-app path %j as %j', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    '//evil.com',
    '///evil.com',
    '//evil.com/movie/603',
    '/..//evil.com',
    './/evil.com',
    'a/..//evil.com',
    '/.//evil.com',
    '%2E%2E%2F%2Fevil.com',
    'movie/..//evil.com/x',
    'https://evil.com',
    'https:evil.com',
    'HTTP://evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '\\evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/movie\\603',
    '%2F%2Fevil.com',
    '/%2Fevil.com',
    '/%2F%2Fevil.com',
    '%252F%252Fevil.com',
    '/%5Cevil.com',
    '%5C%5Cevil.com',
    'javascript%3Aalert(1)',
    '/javascript:alert(1)',
    '/\t/evil.com',
    '/\n/evil.com',
    '/%09/evil.com',
    '/%0d%0a/evil.com',
    '/%E0%A4%A',
    '/movie/603\u0000',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe('withRedirect', () => {
  it('carries an in-app path, readable and without its leading slash', () => {
    expect(withRedirect('/auth', '/account')).toBe('/auth?redirect=account');
    expect(withRedirect('/welcome', '/movie/603')).toBe('/welcome?redirect=movie/603');
    expect(withRedirect('/onboarding/services', '/movie/tv_1399')).toBe(
      '/onboarding/services?redirect=movie/tv_1399',
    );
  });

  it('encodes the query of the target so it stays one parameter', () => {
    const path = withRedirect('/auth', '/discover?genre=28&sort=popular');
    expect(path).toBe('/auth?redirect=discover%3Fgenre%3D28%26sort%3Dpopular');
    const value = new URL(path, 'https://x.invalid').searchParams.get('redirect');
    expect(safeRedirectPath(value)).toBe('/discover?genre=28&sort=popular');
  });

  it('adds to a query the path already has', () => {
    expect(withRedirect('/auth?recovery=1', '/account')).toBe('/auth?recovery=1&redirect=account');
  });

  it('leaves the path alone for home, nothing, or a target that leaves the app', () => {
    expect(withRedirect('/auth', '/')).toBe('/auth');
    expect(withRedirect('/auth', null)).toBe('/auth');
    expect(withRedirect('/auth', '//evil.com')).toBe('/auth');
    expect(withRedirect('/welcome', 'javascript:alert(1)')).toBe('/welcome');
  });

  it('round-trips through safeRedirectPath', () => {
    for (const target of ['/movie/603', '/account', '/search?q=a%20b', '/discover#top']) {
      const value = new URL(withRedirect('/welcome', target), 'https://x.invalid').searchParams.get(
        'redirect',
      );
      expect(safeRedirectPath(value)).toBe(target);
    }
  });
});
