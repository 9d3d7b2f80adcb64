import { englishList } from './english-list';

it('joins names as English does', () => {
  expect(englishList([], 'and')).toBe('');
  expect(englishList(['Netflix'], 'and')).toBe('Netflix');
  expect(englishList(['Netflix', 'Hulu'], 'or')).toBe('Netflix or Hulu');
  expect(englishList(['Netflix', 'Hulu', 'Max'], 'and')).toBe('Netflix, Hulu, and Max');
});

it('writes what Intl.ListFormat writes', () => {
  const names = ['Netflix', 'Hulu', 'Max', 'Tubi TV'];
  for (const [joiner, type] of [
    ['and', 'conjunction'],
    ['or', 'disjunction'],
  ] as const) {
    const intl = new Intl.ListFormat('en', { style: 'long', type });
    for (let count = 0; count <= names.length; count += 1)
      expect(englishList(names.slice(0, count), joiner)).toBe(intl.format(names.slice(0, count)));
  }
});
