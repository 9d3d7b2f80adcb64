import { compactKey, withoutArticle, wordsOf } from '../offline/search-forms.js';

/** "Matrix, The" as lists sorted by title write it. */
const TRAILING_ARTICLE = /^(.+),\s*(the|a|an)$/i;

/**
 * What two names must share to be the same name: case, accents, punctuation, a leading article
 * and how a number is written aside ("The Godfather: Part II" and "godfather part 2" → one key).
 */
export function nameKey(name: string): string {
  const reordered = name.trim().replace(TRAILING_ARTICLE, '$2 $1');
  return compactKey(withoutArticle(wordsOf(reordered)));
}
