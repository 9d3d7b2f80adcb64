import { isArticle, wordsOf } from './search-forms.js';

/** Words people add to a title to say what kind of thing they seek ("friends tv show", "shrek the movie"). */
const KINDS = new Set([
  'anime',
  'film',
  'films',
  'movie',
  'movies',
  'season',
  'seasons',
  'series',
  'show',
  'shows',
  'tv',
]);

/**
 * Words of the services' names that no title or person is named with ("netflix", "hbo", "bbc", but not
 * "max" or "now", which are in Mad Max and Apocalypse Now): added to a title, they can only mean the
 * service.
 */
export function serviceWords(
  serviceNames: readonly string[],
  isNameWord: (word: string) => boolean,
): Set<string> {
  const words = serviceNames.flatMap(wordsOf).filter((word) => !KINDS.has(word));
  return new Set(words.filter((word) => !isNameWord(word)));
}

/**
 * The query without the words that only qualify what is sought: kinds ("movie", "tv show") with an
 * article before them ("the movie"), and service names. The query as it is when nothing else is left.
 */
export function withoutQualifiers(words: readonly string[], services: Set<string>): string[] {
  const qualifies = (word: string | undefined) =>
    word !== undefined && (KINDS.has(word) || services.has(word));
  const kept = words.filter(
    (word, at) => !qualifies(word) && !(isArticle(word) && qualifies(words[at + 1])),
  );
  return kept.length > 0 ? kept : [...words];
}
