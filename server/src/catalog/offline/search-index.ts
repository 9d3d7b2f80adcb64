import MiniSearch, { type Query, type SearchOptions, type SearchResult } from 'minisearch';
import type { CatalogPerson, CatalogTitle } from '../catalog-types.js';
import {
  canonicalTerm,
  CJK_MARK,
  compactKey,
  compactKeys,
  derivedWords,
  hasCjk,
  indexForms,
  nameWords,
  queryWords,
  tokenize,
  withoutArticle,
} from './search-forms.js';
import { PROVIDERS } from '../constants/providers.js';
import { PartialMatcher, type PartialMatch } from './partial-matches.js';
import { serviceWords, withoutQualifiers } from './query-qualifiers.js';

export type SearchHit =
  { kind: 'title'; title: CatalogTitle } | { kind: 'person'; person: CatalogPerson };

interface SearchDocument {
  key: string;
  name: string;
  aka: string;
  forms: string;
}

/**
 * A search's hits, and whether the first is named otherwise than the query (a typo, part of a name, a
 * partial match): then the catalog may well lack what was sought, and the app says what it holds.
 */
export interface SearchAnswer {
  hits: SearchHit[];
  partial: boolean;
}

interface Entry {
  key: string;
  hit: SearchHit;
  /** The catalog's popularity (one scale for films, series and anime, about 0–100). */
  popularity: number;
  /** Compact keys of every name (see compactKeys): exact and prefix matches are judged on them. */
  keys: string[];
  /** Initials and run-together words of the title. */
  derived: Set<string>;
  /** Words of each name without a leading article (see nameWords). */
  names: string[][];
  /** Release year of a title. */
  year?: number;
}

/** Tiers of the one search order: a whole name first, then names the query begins, then the rest. */
const EXACT = 2;
const PREFIX = 1;
/**
 * Weight of popularity (0–1) next to text relevance (0–1, the best match's being 1). Within the exact
 * and prefix tiers every name already matches the query as a whole, so popularity leads there.
 */
const POPULARITY_WEIGHT = [2, 10, 10];
/**
 * Words of a query that are searched: a title query needs no more (99.7 % of the catalog's names have
 * 12 words or fewer, and a longer one is still found by its first 12, which no other name shares),
 * and each word searched costs a lookup of every form of it, its swaps included, and a merge of all
 * it matches ("the" matches thousands), so a query of many common words ("the the the …") stays at a
 * few milliseconds. The words after them still count for the order and the partial mark.
 */
export const MAX_SEARCHED_WORDS = 12;
/** The fallback (two words run together) only for queries of up to this many words. */
const MAX_FALLBACK_WORDS = 4;
/** Partial matches only for queries of up to this many distinct terms: longer ones name no title. */
const MAX_PARTIAL_TERMS = 8;
/**
 * Share of a query (each word weighing how rare it is) that a title must match to be answered when no
 * title matches all of it (a word wrong or missing: "harry potter and the philosopher's stone"), unless
 * the query begins with one of its names: that title is answered whatever follows ("titanic dicaprio";
 * the answer is marked partial, so the app still says what the sample holds). Set with the search
 * bench: any lower and titles the catalog lacks come back as wrong first hits ("the wolf of wall
 * street" → Wall Street).
 */
const PARTIAL_MIN_COVERAGE = 0.7;
/**
 * Share of the query a title whose name the query begins with must match to come before the others
 * ("the dark knight movie"): a short name alone does not ("the man in black" → Men in Black, not The Man).
 */
const PARTIAL_LEAD_COVERAGE = 0.5;
/** Weight of popularity (0–1) next to the share of the query matched (0–1) among partial matches. */
const PARTIAL_POPULARITY_WEIGHT = 0.2;
/** A query word read as a year ("inception 2010"): it holds for a title released within a year of it. */
const YEAR = /^(18|19|20)\d\d$/;

const BASE_OPTIONS: SearchOptions = {
  boost: { name: 2 },
  combineWith: 'AND',
  prefix: (_term, index, terms) => index === terms.length - 1,
  processTerm: (term) => canonicalTerm(term),
};

/**
 * Full-text search over titles (their other names and derived forms, see search-forms.ts) and people:
 * accent- and case-insensitive, prefix matching on the last word for suggestions, one typo or a swap of
 * two neighbouring letters allowed in every word of 4+ letters, a swap in a word of 2–3 letters, the
 * last word included; the first 12 words searched (MAX_SEARCHED_WORDS). One order for every
 * client: exact name matches first, then names that begin with the query, then the rest; within each,
 * text relevance plus popularity, so a short common word ("the", "go") surfaces the titles people know.
 * When no title matches every word, the titles that match enough of the query come instead (see
 * partial-matches.ts and PARTIAL_MIN_COVERAGE); otherwise nothing, so the app can say what it lacks.
 */
export class SearchIndex {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly entries = new Map<string, Entry>();
  private readonly partial: PartialMatcher;
  private readonly services: Set<string>;

  constructor(
    titles: readonly CatalogTitle[],
    people: Iterable<CatalogPerson>,
    popularityOfPerson: (person: CatalogPerson) => number,
  ) {
    this.index = new MiniSearch<SearchDocument>({
      idField: 'key',
      fields: ['name', 'aka', 'forms'],
      tokenize,
      processTerm: (term) => indexForms(term),
    });
    const documents: SearchDocument[] = [];
    for (const title of titles) {
      const key = `${title.type}:${title.id}`;
      const names = [title.title, title.original_title ?? '', ...(title.aka ?? [])];
      const derived = new Set(derivedWords(title.title));
      this.entries.set(key, {
        key,
        hit: { kind: 'title', title },
        popularity: title.popularity,
        keys: [...new Set(names.flatMap(compactKeys))],
        derived,
        names: wordsOfNames(names),
        year: Number(title.date.slice(0, 4)),
      });
      const aka = names.slice(1).filter((name) => name && name !== title.title);
      documents.push({ key, name: title.title, aka: aka.join(' '), forms: [...derived].join(' ') });
    }
    for (const person of people) {
      const key = `person:${person.id}`;
      this.entries.set(key, {
        key,
        hit: { kind: 'person', person },
        popularity: popularityOfPerson(person),
        keys: compactKeys(person.name),
        derived: new Set(),
        names: wordsOfNames([person.name]),
      });
      documents.push({ key, name: person.name, aka: '', forms: '' });
    }
    this.index.addAll(documents);
    this.services = serviceWords(
      PROVIDERS.map((provider) => provider.name),
      (word) => this.isNameWord(word),
    );
    this.partial = new PartialMatcher(this.index, {
      fuzzy: typos,
      holds: (term) => (YEAR.test(term) ? (id) => this.releasedAround(id, term) : undefined),
    });
  }

  search(text: string): SearchAnswer {
    const words = queryWords(text);
    const meant = withoutQualifiers(words, this.services);
    const found = words.length === 0 ? [] : this.found(words, meant);
    const first = found[0];
    return {
      hits: found.map((entry) => entry.hit),
      partial: first !== undefined && !this.namedBy(first, words) && !this.namedBy(first, meant),
    };
  }

  /**
   * Entries that match the whole query; else, when some of its words only qualify what is sought
   * ("friends tv show"), those that match the rest whole; else those that match most of it.
   */
  private found(words: string[], meant: string[]): Entry[] {
    const results = this.matches(words.slice(0, MAX_SEARCHED_WORDS));
    if (results.length > 0) return this.rank(results, words);
    const plain = meant.join(' ');
    if (meant.length < words.length) {
      const rest = this.matches(meant.slice(0, MAX_SEARCHED_WORDS));
      if (rest.length > 0) return this.rank(rest, meant);
    }
    const tokens = tokenize(plain).map(canonicalTerm);
    const terms = distinct(tokens);
    if (terms.length < 2 || terms.length > MAX_PARTIAL_TERMS) return [];
    return this.rankPartial(this.partial.matches(terms), withoutArticle(tokens));
  }

  /**
   * Whether the query names the entry: one of its names in any of its forms (a year of its release
   * aside: "inception 2010"), its initials, or, for a person, words of their name ("coppola").
   */
  private namedBy(entry: Entry, words: string[]): boolean {
    const tokens = withoutArticle(words.map(canonicalTerm)).filter(
      (token) => !(YEAR.test(token) && this.releasedAround(entry.key, token)),
    );
    if (entry.hit.kind === 'person')
      return tokens.every((token) => entry.names[0]?.includes(token));
    const compact = [compactKey(tokens), tokens.join('')];
    if (entry.keys.some((key) => compact.includes(key))) return true;
    if (tokens.length === 1 && entry.derived.has(tokens[0]!)) return true;
    return entry.names.some(
      (name) =>
        name.length === tokens.length &&
        name.every((word, at) => indexForms(word).includes(tokens[at]!)),
    );
  }

  /**
   * The query as typed, each word of 4+ letters with one typo or one swap of neighbouring letters, a
   * shorter one with a swap (see queryOf). When that finds nothing and the query is short, as titles
   * are (each fallback costs a search; a long unmatched query must stay cheap): with two of its words
   * run together ("bat man" → "batman"). A swap or one edit, not any two edits: two edits turn a
   * title the catalog lacks into unrelated ones ("barbie" → "Babe", "Birdie"), hiding that it is not
   * in the catalog.
   */
  private matches(words: string[]): SearchResult[] {
    const strict = { ...BASE_OPTIONS, fuzzy: (term: string) => typos(term) };
    const found = this.index.search(queryOf(words), strict);
    if (found.length > 0 || words.length > MAX_FALLBACK_WORDS) return found;
    return bestOfEach(
      words.slice(1).map((word, index) => {
        const run = words[index]! + word;
        if (!this.has(run, typos(run))) return [];
        const variant = [...words.slice(0, index), run, ...words.slice(index + 2)];
        return this.index.search(variant.join(' '), strict);
      }),
    );
  }

  /**
   * Whether the index holds a word (as a prefix too): a fallback variant is searched whole only then,
   * as most of them are no word at all and each whole search pays again for every common word in it.
   */
  private has(word: string, fuzzy: number | false): boolean {
    return this.index.search(word, { ...BASE_OPTIONS, fuzzy }).length > 0;
  }

  /**
   * The one search order (see tierOf), a title found by a swap judged on the words as it has them
   * ("dei hard" as "die hard": Die Hard is its whole name, so it comes before Die Hard 2).
   */
  private rank(results: SearchResult[], words: string[]): Entry[] {
    const query = [compactKey(words), words.join('')];
    const swaps = swappable(words);
    const best = Math.max(...results.map((result) => result.score), Number.MIN_VALUE);
    return ordered(
      results.flatMap((result) => {
        const entry = this.entries.get(String(result.id));
        if (!entry) return [];
        const read = asMatched(words, swaps, result.terms);
        const tier = tierOf(
          entry,
          read === words ? query : [compactKey(read), read.join('')],
          words.length,
        );
        const score = result.score / best + POPULARITY_WEIGHT[tier]! * popularityOf(entry);
        return [{ entry, tier, score }];
      }),
    );
  }

  /**
   * Titles that match enough of a query no title matches whole, or whose name it begins with (see
   * PARTIAL_MIN_COVERAGE): first those of the latter that match half of it, then by the share of the
   * query matched, popularity breaking ties.
   */
  private rankPartial(matches: PartialMatch[], tokens: string[]): Entry[] {
    return ordered(
      matches.flatMap(({ id, coverage }) => {
        const entry = this.entries.get(id);
        if (!entry) return [];
        const first = namedFirst(entry, tokens);
        if (!first && coverage < PARTIAL_MIN_COVERAGE) return [];
        const score = coverage + PARTIAL_POPULARITY_WEIGHT * popularityOf(entry);
        return [{ entry, tier: first && coverage >= PARTIAL_LEAD_COVERAGE ? 1 : 0, score }];
      }),
    );
  }

  /** Whether a title's or person's name (not a derived form) has the word. */
  private isNameWord(word: string): boolean {
    const asIs = (text: string) => text;
    const exactly: SearchOptions = { fields: ['name', 'aka'], prefix: false, fuzzy: false };
    return (
      this.index.search(word, { ...exactly, tokenize: (text) => [text], processTerm: asIs })
        .length > 0
    );
  }

  /** Whether a title was released within a year of a year in the query. */
  private releasedAround(id: string, year: string): boolean {
    const released = this.entries.get(id)?.year;
    return released !== undefined && Math.abs(released - Number(year)) <= 1;
  }
}

/** Each term once, the last typed last (it is matched as a prefix). */
function distinct(terms: string[]): string[] {
  const last = terms.at(-1);
  if (last === undefined) return [];
  return [...new Set(terms.slice(0, -1).filter((term) => term !== last)), last];
}

/** The words of each of an entry's names that has any. */
function wordsOfNames(names: string[]): string[][] {
  return names.map(nameWords).filter((words) => words.length > 0);
}

/** Whether the query (its terms, without a leading article) begins with one of the entry's names. */
function namedFirst(entry: Entry, tokens: string[]): boolean {
  return entry.names.some(
    (words) =>
      words.length <= tokens.length &&
      words.every((word, position) => indexForms(word).includes(tokens[position]!)),
  );
}

function popularityOf(entry: Entry): number {
  return Math.min(100, Math.max(0, entry.popularity)) / 100;
}

/** Highest tier first, then highest score. */
function ordered(ranked: { entry: Entry; tier: number; score: number }[]): Entry[] {
  ranked.sort((a, b) => b.tier - a.tier || b.score - a.score);
  return ranked.map(({ entry }) => entry);
}

/** Each document found by any of several searches once, with its best score. */
function bestOfEach(searches: SearchResult[][]): SearchResult[] {
  const best = new Map<string, SearchResult>();
  for (const result of searches.flat()) {
    const seen = best.get(String(result.id));
    if (!seen || seen.score < result.score) best.set(String(result.id), result);
  }
  return [...best.values()];
}

/** Edits allowed in a query word: one from 4 letters; none in CJK pairs. */
function typos(term: string): number | false {
  return term.startsWith(CJK_MARK) || term.length < 4 ? false : 1;
}

/** Longest word whose swaps are tried: longer ones are not title words, and each swap costs a lookup. */
const MAX_SWAPPED_LENGTH = 16;
/**
 * Shortest word whose swaps are tried, in a query of several words: the other words must match the
 * same title, so "teh matrix" finds The Matrix and "top gnu" Top Gun, while a title the catalog lacks
 * still finds nothing.
 */
const MIN_SWAPPED_LENGTH = 2;
/**
 * Shortest word whose swaps are tried when it is the whole query: nothing else then confirms that a
 * short word is a slip, and alone it is as likely the start of a longer one or initials ("hp" would
 * find Pearl Harbor by "ph").
 */
const MIN_SWAPPED_LENGTH_ALONE = 4;
/** A word found with two neighbouring letters swapped weighs this much (a typo weighs about 0.4). */
const SWAP_WEIGHT = 0.4;

/**
 * The query for MiniSearch: all of its words, each as typed (one typo from 4 letters, see typos; the
 * last as a prefix too) or with two neighbouring letters swapped ("gmup" → gump, "rigns" → rings, "teh"
 * → the, "fo" → of). A swap is looked up whole: as a prefix, "stra" would walk every word that begins
 * "star", and "teh" would find "eth…" words. A word typed more than once ("the lord of the rings") is
 * searched once, weighing as much as all its copies (so the order is as if each were searched): every
 * search of a common word scores every title that has it, and "the the the …" must cost one.
 */
function queryOf(words: readonly string[]): Query {
  const last = words.at(-1);
  if (last === undefined) return { combineWith: 'AND', queries: [] };
  const counts = new Map<string, number>();
  for (const word of words.slice(0, -1)) counts.set(word, (counts.get(word) ?? 0) + 1);
  const shortest = shortestSwapped(words);
  return {
    combineWith: 'AND',
    queries: [
      ...[...counts].map(([word, count]) => wordQuery(word, count, false, shortest)),
      wordQuery(last, 1, BASE_OPTIONS.prefix, shortest),
    ],
  };
}

/** Shortest word of a query whose swaps are tried (see MIN_SWAPPED_LENGTH). */
function shortestSwapped(words: readonly string[]): number {
  return words.length > 1 ? MIN_SWAPPED_LENGTH : MIN_SWAPPED_LENGTH_ALONE;
}

/** A word of a query that has swaps: where it is, its canonical form and its swaps' (see rank). */
interface Swappable {
  positions: number[];
  typed: string;
  swaps: string[];
}

/** The searched words of a query that have swaps, each once. */
function swappable(words: readonly string[]): Swappable[] {
  const byWord = new Map<string, Swappable>();
  words.slice(0, MAX_SEARCHED_WORDS).forEach((word, at) => {
    const known = byWord.get(word);
    if (known) return known.positions.push(at);
    const swaps = swapsOf(word, shortestSwapped(words)).map(canonicalTerm);
    if (swaps.length > 0) byWord.set(word, { positions: [at], typed: canonicalTerm(word), swaps });
  });
  return [...byWord.values()];
}

/**
 * A query's words as a title matched them (its matched `terms`): a word it matched only swapped as the
 * swap, the others as typed; the words themselves when it matched every one as typed.
 */
function asMatched(words: string[], swappable: Swappable[], terms: readonly string[]): string[] {
  let read: string[] | undefined;
  for (const { positions, typed, swaps } of swappable) {
    if (terms.includes(typed)) continue;
    const swap = swaps.find((candidate) => terms.includes(candidate));
    if (swap === undefined) continue;
    read ??= [...words];
    for (const at of positions) read[at] = swap;
  }
  return read ?? words;
}

/** A word of the query as typed or swapped (from `shortest` letters), weighing as much as its copies. */
function wordQuery(
  word: string,
  copies: number,
  prefix: SearchOptions['prefix'],
  shortest: number,
): Query {
  const typed: Query = { combineWith: 'AND', queries: [word], prefix, boostTerm: () => copies };
  const swaps = swapsOf(word, shortest);
  if (swaps.length === 0) return typed;
  const swapped: Query = {
    queries: swaps,
    prefix: false,
    fuzzy: false,
    boostTerm: () => SWAP_WEIGHT * copies,
  };
  return { combineWith: 'OR', queries: [typed, swapped] };
}

/**
 * A word of `shortest` letters or more with two neighbouring letters swapped, each way it can be
 * ("gmup" → "gump", …; "teh" → "eth", "the"; "fo" → "of"). A word of 2–3 letters takes no typo (one
 * edit turns "man" into "may", "mad", "men"…), but a swap of its letters is as common a slip and
 * names few other words.
 */
function swapsOf(word: string, shortest: number): string[] {
  const letters = [...word];
  if (!/^\p{L}+$/u.test(word) || hasCjk(word)) return [];
  if (letters.length < shortest || letters.length > MAX_SWAPPED_LENGTH) return [];
  const swaps = new Set<string>();
  for (let index = 0; index + 1 < letters.length; index += 1) {
    if (letters[index] === letters[index + 1]) continue;
    const swapped = [...letters];
    [swapped[index], swapped[index + 1]] = [letters[index + 1]!, letters[index]!];
    swaps.add(swapped.join(''));
  }
  return [...swaps];
}

function tierOf(entry: Entry, query: string[], wordCount: number): number {
  if (entry.keys.some((key) => query.includes(key))) return EXACT;
  if (entry.keys.some((key) => query.some((typed) => key.startsWith(typed)))) return PREFIX;
  if (wordCount === 1 && entry.derived.has(query[1]!)) return PREFIX;
  return 0;
}
