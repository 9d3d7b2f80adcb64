import { currencyDecimals, parsePrice } from './parse-price';

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

  it.each([
    ['1,000.00', 1000],
    ['1.000,00', 1000],
    ['$15.49', 15.49],
    ['US$ 15.49', 15.49],
    ['R$ 39,90', 39.9],
    ['15.49 USD', 15.49],
  ])('reads %s, with grouping and decimals or a currency mark, as %d', (text, amount) => {
    expect(parsePrice(text, 1000)).toEqual({ ok: true, amount });
  });

  it('reads won and yen without decimals, and refuses decimals for them', () => {
    expect(parsePrice('₩13,500', 1_400_000, 0)).toEqual({ ok: true, amount: 13500 });
    expect(parsePrice('₩ 13,500', 1_400_000, 0)).toEqual({ ok: true, amount: 13500 });
    expect(parsePrice('¥1,490', 150_000, 0)).toEqual({ ok: true, amount: 1490 });
    expect(parsePrice('13500.5', 1_400_000, 0)).toEqual({ ok: false, reason: 'not-a-number' });
  });

  it('knows each currency’s decimals', () => {
    expect([currencyDecimals('USD'), currencyDecimals('KRW'), currencyDecimals('JPY')]).toEqual([
      2, 0, 0,
    ]);
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
    ['$', 'not-a-number'],
    ['1,000,00', 'not-a-number'],
    ['15.49.3', 'not-a-number'],
  ])('refuses %s (%s)', (text, reason) => {
    expect(parsePrice(text, 1000)).toEqual({ ok: false, reason });
  });
});
