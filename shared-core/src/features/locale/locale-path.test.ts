import { localizedPath, splitLocalePath } from './locale-path';

describe('a path in a language', () => {
  it('is English without a prefix, and another language with its lower-case prefix', () => {
    expect(splitLocalePath('/movie/603')).toEqual({
      locale: 'en',
      path: '/movie/603',
      canonical: null,
    });
    expect(splitLocalePath('/de/movie/603')).toEqual({
      locale: 'de',
      path: '/movie/603',
      canonical: null,
    });
    expect(splitLocalePath('/pt-br')).toEqual({ locale: 'pt-BR', path: '/', canonical: null });
    expect(splitLocalePath('/')).toEqual({ locale: 'en', path: '/', canonical: null });
  });

  it('names the canonical form of /en/… and of other letter cases', () => {
    expect(splitLocalePath('/en/movie/603').canonical).toBe('/movie/603');
    expect(splitLocalePath('/en').canonical).toBe('/');
    expect(splitLocalePath('/en/').canonical).toBe('/');
    expect(splitLocalePath('/de/').canonical).toBe('/de');
    expect(splitLocalePath('/DE/discover').canonical).toBe('/de/discover');
    expect(splitLocalePath('/pt-BR/search').canonical).toBe('/pt-br/search');
    expect(splitLocalePath('/Ja').canonical).toBe('/ja');
  });

  it('never names another site as the canonical form', () => {
    expect(splitLocalePath('/en//evil.example').canonical).toBe('/evil.example');
    expect(splitLocalePath('/en/\\evil.example').canonical).toBe('/evil.example');
    expect(splitLocalePath('/DE//evil.example/x').canonical).toBe('/de/evil.example/x');
    expect(splitLocalePath('/de//movie/603')).toEqual({
      locale: 'de',
      path: '/movie/603',
      canonical: '/de/movie/603',
    });
  });

  it('leaves unknown prefixes to the English routes (an ordinary not found)', () => {
    expect(splitLocalePath('/xx/movie/603')).toEqual({
      locale: 'en',
      path: '/xx/movie/603',
      canonical: null,
    });
    expect(splitLocalePath('/deutsch')).toEqual({
      locale: 'en',
      path: '/deutsch',
      canonical: null,
    });
  });

  it('knows the pseudo-locale only where it is allowed', () => {
    expect(splitLocalePath('/en-xa/discover').locale).toBe('en');
    expect(splitLocalePath('/en-xa/discover', true)).toEqual({
      locale: 'en-XA',
      path: '/discover',
      canonical: null,
    });
  });

  it('builds the path of a page in a language', () => {
    expect(localizedPath('en', '/movie/603')).toBe('/movie/603');
    expect(localizedPath('de', '/movie/603')).toBe('/de/movie/603');
    expect(localizedPath('pt-BR', '/')).toBe('/pt-br');
  });
});
