import { parsePrice } from './parse-price';

describe('parsePrice', () => {
  it.each([
    ['15.49', 15.49],
    ['15,49', 15.49],
    ['13500', 13500],
    ['13,500', 13500],
    ['13 500', 13500],
    ['1.490', 1490],
    ['0', 0],
  ])('reads %s as %d', (text, amount) => {
    expect(parsePrice(text, 1_400_000)).toEqual({ ok: true, amount });
  });

  it('forgets the price when the field is emptied', () => {
    expect(parsePrice('  ', 1000)).toEqual({ ok: true, amount: null });
  });

  it.each([
    ['-1', 'negative'],
    ['abc', 'not-a-number'],
    ['1e3', 'not-a-number'],
    ['NaN', 'not-a-number'],
    ['12.345', 'too-high'],
    ['12.3456', 'not-a-number'],
    ['1000.01', 'too-high'],
  ])('refuses %s (%s)', (text, reason) => {
    expect(parsePrice(text, 1000)).toEqual({ ok: false, reason });
  });
});
