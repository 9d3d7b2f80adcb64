import { LRUCache } from 'lru-cache';
import type MiniSearch from 'minisearch';
import { CJK_MARK, isArticle } from './search-forms.js';

/** A fuzzy match of a query term counts this share of the term's weight (an exact one counts it all). */
const FUZZY_CREDIT = 0.5;
/** A term found in this many documents or more ("the", "of") is kept once searched: it costs most. */
const COMMON_TERM_DOCUMENTS = 100;

/** A document that matches part of a query. */
export interface PartialMatch {
  id: string;
  /** Share of the query's weight that the document matches (0–1); a term weighs its IDF. */
  coverage: number;
}

/** What the document ids matching one query term matched it by. */
type TermMatches = Map<string, 'exact' | 'fuzzy'>;

export interface PartialOptions {
  /** Edits allowed in a term (as in the full search). */
  fuzzy: (term: string) => number | false;
  /** For a term that may hold for a document no text of which matches it (a year), whether it does. */
  holds: (term: string) => ((id: string) => boolean) | undefined;
}

/**
 * Documents that match some of a query's terms, each with the share of the query it covers: every
 * term weighs how rare it is in the index (its IDF, so "the" counts for little and "inception" for
 * much) and a fuzzy match counts half. A one-letter slip in a three-letter word ("old man" for Old
 * Men) counts only when the rest of the query matches.
 */
export class PartialMatcher {
  private readonly common = new LRUCache<string, TermMatches>({
    maxSize: 50_000,
    sizeCalculation: (matches) => Math.max(1, matches.size),
  });

  constructor(
    private readonly index: MiniSearch,
    private readonly options: PartialOptions,
  ) {}

  /** Terms as the index reads them, each once, the last typed last (it is matched as a prefix). */
  matches(terms: readonly string[]): PartialMatch[] {
    const last = terms.length - 1;
    const matches = terms.map((term, position) =>
      this.termMatches(term, position === last, this.options.fuzzy(term)),
    );
    const holds = terms.map((term) => this.options.holds(term));
    const weights = matches.map((byId) => idf(this.index.documentCount, exactCount(byId)));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    this.addShortSlips(terms, matches, holds);
    const credits = new Map<string, number>();
    matches.forEach((byId, position) => {
      for (const [id, match] of byId) {
        const credit = (match === 'exact' ? 1 : FUZZY_CREDIT) * weights[position]!;
        credits.set(id, (credits.get(id) ?? 0) + credit);
      }
    });
    holds.forEach((holdsFor, position) => {
      if (!holdsFor) return;
      for (const [id, credit] of credits) {
        if (!matches[position]!.has(id) && holdsFor(id))
          credits.set(id, credit + weights[position]!);
      }
    });
    return [...credits].map(([id, credit]) => ({ id, coverage: total > 0 ? credit / total : 0 }));
  }

  /** The documents one term matches, exactly (as a prefix too when it is the query's last) or fuzzily. */
  private termMatches(term: string, prefix: boolean, fuzzy: number | false): TermMatches {
    const key = `${term} ${prefix} ${fuzzy}`;
    const known = this.common.get(key);
    if (known) return known;
    const found = this.index.search(term, {
      tokenize: (text) => [text],
      processTerm: (text) => text,
      prefix,
      fuzzy,
    });
    const matches: TermMatches = new Map(
      found.map((result) => {
        const exact = result.terms.some((matched) =>
          prefix ? matched.startsWith(term) : matched === term,
        );
        return [String(result.id), exact ? 'exact' : 'fuzzy'] as const;
      }),
    );
    if (matches.size >= COMMON_TERM_DOCUMENTS) this.common.set(key, matches);
    return matches;
  }

  /**
   * Adds, for each three-letter term, the documents that match it with one letter off and match every
   * other term (a leading article aside): only then is a slip in so short a word likely ("old man" →
   * No Country for Old Men) rather than another word ("man" → "may", "mad", "men"…). Searched only
   * when such documents exist.
   */
  private addShortSlips(
    terms: readonly string[],
    matches: TermMatches[],
    holds: (((id: string) => boolean) | undefined)[],
  ): void {
    const optional = (at: number) => at === 0 && terms.length > 2 && isArticle(terms[0]!);
    terms.forEach((term, position) => {
      if (term.length !== 3 || term.startsWith(CJK_MARK)) return;
      const others = (id: string) =>
        terms.every(
          (_other, at) =>
            at === position || optional(at) || matches[at]!.has(id) || holds[at]?.(id) === true,
        );
      const candidates = new Set(
        matches.flatMap((byId, at) => (at === position ? [] : [...byId.keys()])),
      );
      const waiting = [...candidates].filter((id) => !matches[position]!.has(id) && others(id));
      if (waiting.length === 0) return;
      const slipped = this.termMatches(term, false, 1);
      const withSlips: TermMatches = new Map(matches[position]);
      for (const id of waiting) if (slipped.get(id) === 'fuzzy') withSlips.set(id, 'fuzzy');
      matches[position] = withSlips;
    });
  }
}

function exactCount(byId: TermMatches): number {
  let count = 0;
  for (const match of byId.values()) if (match === 'exact') count += 1;
  return count;
}

/** Okapi BM25's inverse document frequency: about 9 for a word no document has, under 1 for "the". */
function idf(documents: number, matching: number): number {
  return Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));
}
