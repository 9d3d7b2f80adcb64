import { MAX_SEARCH_QUERY_LENGTH, truncateSearchQuery } from './search-query';

describe('truncateSearchQuery', () => {
  it('keeps a query of up to 200 characters as it is', () => {
    expect(truncateSearchQuery('the matrix')).toBe('the matrix');
    const exact = 'a'.repeat(MAX_SEARCH_QUERY_LENGTH);
    expect(truncateSearchQuery(exact)).toBe(exact);
  });

  it('cuts a longer one to its first 200 characters', () => {
    expect(truncateSearchQuery('b'.repeat(250))).toBe('b'.repeat(200));
  });

  it('counts characters, not UTF-16 units, and never splits one', () => {
    // 150 emoji are 300 UTF-16 units but 150 characters: nothing to cut.
    const emoji = '🎬'.repeat(150);
    expect(truncateSearchQuery(emoji)).toBe(emoji);
    const cut = truncateSearchQuery('🎬'.repeat(250));
    expect(Array.from(cut)).toHaveLength(200);
    expect(() => encodeURIComponent(cut)).not.toThrow();
  });
});
