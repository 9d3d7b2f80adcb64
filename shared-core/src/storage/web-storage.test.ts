import { BROWSER_STORAGE } from './browser-storage-registry';
import { isStored, readStored, readTabStored, writeStored, writeTabStored } from './web-storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('browser storage helpers', () => {
  it('keep each entry under its registry name, in the area the registry gives', () => {
    writeStored('recentSearches', ['matrix']);
    writeTabStored('scrollPositions', { abc: 120 });
    expect(localStorage.getItem('recentSearches')).toBe('["matrix"]');
    expect(sessionStorage.getItem('scrollPositions')).toBe('{"abc":120}');
    expect(readStored('recentSearches', [])).toEqual(['matrix']);
    expect(readTabStored('scrollPositions', {})).toEqual({ abc: 120 });

    writeStored('recentSearches', undefined);
    expect(isStored('recentSearches')).toBe(false);
  });

  it('give the fallback for a corrupt entry, and keep working where storage is blocked', () => {
    sessionStorage.setItem('scrollPositions', '{not json');
    expect(readTabStored('scrollPositions', {})).toEqual({});

    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeStored('demoPremium', true)).not.toThrow();
    expect(readStored('demoPremium', false)).toBe(false);
    expect(isStored('demoPremium')).toBe(false);
  });
});

describe('the registry /privacy lists', () => {
  it('says for every entry, in whole sentences, what it keeps and how long', () => {
    for (const [name, { purpose, lifetime }] of Object.entries(BROWSER_STORAGE)) {
      expect([name, purpose.defaultMessage]).toEqual([name, expect.stringMatching(/^[A-Z].+\.$/)]);
      expect([name, lifetime.defaultMessage]).toEqual([
        name,
        expect.stringMatching(/^([A-Z0-9]|\{days\}).+\.$/),
      ]);
    }
  });
});
