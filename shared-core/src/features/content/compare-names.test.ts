import { compareNames } from './compare-names';

describe('compareNames', () => {
  it('orders names alphabetically, ignoring case, like an English collation', () => {
    const names = ['fuboTV', 'Netflix', 'Apple TV', 'Amazon Prime Video', 'iQIYI', 'Hulu'];
    expect([...names].sort(compareNames)).toEqual([
      'Amazon Prime Video',
      'Apple TV',
      'fuboTV',
      'Hulu',
      'iQIYI',
      'Netflix',
    ]);
  });

  it('is a consistent total order: equal names tie, case breaks ties', () => {
    expect(compareNames('Spain', 'Spain')).toBe(0);
    expect(compareNames('Sweden', 'Spain')).toBeGreaterThan(0);
    expect(Math.sign(compareNames('abc', 'ABC'))).toBe(-Math.sign(compareNames('ABC', 'abc')));
  });
});
