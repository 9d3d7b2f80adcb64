/**
 * "Netflix", "Netflix and Hulu", "Netflix, Hulu, and Max" (or "or"): English lists, as
 * Intl.ListFormat('en') writes them. Not Intl itself: the first Intl formatter a page builds loads
 * ICU's locale data, 14-18 ms of main thread measured on a title page's first render.
 */
export function englishList(items: readonly string[], joiner: 'and' | 'or'): string {
  if (items.length <= 2) return items.join(` ${joiner} `);
  return `${items.slice(0, -1).join(', ')}, ${joiner} ${items.at(-1)}`;
}
