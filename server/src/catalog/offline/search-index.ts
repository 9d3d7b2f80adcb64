import MiniSearch from 'minisearch';
import type { CatalogPerson, CatalogTitle } from '../catalog-types.js';

export type SearchHit =
  { kind: 'title'; title: CatalogTitle } | { kind: 'person'; person: CatalogPerson };

interface SearchDocument {
  key: string;
  name: string;
  aka: string;
  popularity: number;
}

/** Lower case without accents or compatibility forms: "Léon" → "leon", "Alien³" → "alien3". */
export function normaliseTerm(term: string): string {
  return term.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Full-text search over titles (and their other names) and people: accent- and case-insensitive,
 * prefix matching on the last word for suggestions, one typo allowed in words of 4+ letters, ranked by
 * relevance with a light popularity boost so equal matches come out most popular first.
 */
export class SearchIndex {
  private readonly index: MiniSearch<SearchDocument>;
  private readonly hits = new Map<string, SearchHit>();

  constructor(
    titles: readonly CatalogTitle[],
    people: Iterable<CatalogPerson>,
    popularityOfPerson: (person: CatalogPerson) => number,
  ) {
    this.index = new MiniSearch<SearchDocument>({
      idField: 'key',
      fields: ['name', 'aka'],
      storeFields: ['popularity'],
      processTerm: (term) => normaliseTerm(term) || null,
    });
    const documents: SearchDocument[] = [];
    for (const title of titles) {
      const key = `${title.type}:${title.id}`;
      this.hits.set(key, { kind: 'title', title });
      const aka = [title.original_title, ...(title.aka ?? [])].filter(
        (name) => name && name !== title.title,
      );
      documents.push({ key, name: title.title, aka: aka.join(' '), popularity: title.popularity });
    }
    for (const person of people) {
      const key = `person:${person.id}`;
      this.hits.set(key, { kind: 'person', person });
      documents.push({ key, name: person.name, aka: '', popularity: popularityOfPerson(person) });
    }
    this.index.addAll(documents);
  }

  search(text: string): SearchHit[] {
    const results = this.index.search(text, {
      boost: { name: 2 },
      combineWith: 'AND',
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => (term.length >= 4 ? 1 : false),
      boostDocument: (_key, _term, stored) =>
        1 + Math.log10(1 + Number(stored?.popularity ?? 0)) * 0.1,
    });
    return results.flatMap((result) => this.hits.get(String(result.id)) ?? []);
  }
}
