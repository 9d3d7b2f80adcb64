/** The longest search the catalog answers: longer text is cut to its first 200 characters. */
export const MAX_SEARCH_QUERY_LENGTH = 200;

/**
 * `text` cut to its first 200 characters (code points, as the server counts them, so an emoji or
 * a CJK character outside the BMP is never split in half).
 */
export function truncateSearchQuery(text: string): string {
  if (text.length <= MAX_SEARCH_QUERY_LENGTH) return text;
  const characters = Array.from(text);
  return characters.length <= MAX_SEARCH_QUERY_LENGTH
    ? text
    : characters.slice(0, MAX_SEARCH_QUERY_LENGTH).join('');
}

/** The catalog's `/search/multi` request for one page of `query` (cut to 200 characters). */
export function searchMultiRequest(query: string, page: number) {
  return {
    url: '/3/search/multi',
    params: { query: truncateSearchQuery(query), page, include_adult: false },
  };
}
