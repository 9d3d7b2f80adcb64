import type { CatalogRequest, CatalogSource } from '../../catalog/http/catalog-request.js';

/** Subscription offers by country: `{ US: [8, 15] }` (catalog provider ids). */
export type FakeOffers = Record<string, number[]>;

const NAMES: Record<number, string> = { 8: 'Netflix', 9: 'Amazon Prime Video', 15: 'Hulu' };

export interface FakeTmdb extends CatalogSource {
  /** Watch-provider lookups so far, by TMDB id. */
  calls: Map<number, number>;
  readonly lookups: number;
}

/**
 * A catalog like real TMDB (no change list): each title's offers on the run's day, from
 * `offersOf(id, day)`; 'down' is a failed lookup. Counts the lookups it answers.
 */
export function fakeTmdb(offersOf: (id: number, day: string) => FakeOffers | 'down'): FakeTmdb {
  const calls = new Map<number, number>();
  return {
    sample: false,
    calls,
    get lookups() {
      return [...calls.values()].reduce((sum, count) => sum + count, 0);
    },
    async handle(request: CatalogRequest, context) {
      if (request.kind !== 'watch-providers') throw new Error(`unexpected ${request.path}`);
      calls.set(request.id, (calls.get(request.id) ?? 0) + 1);
      const offers = offersOf(request.id, context.today);
      if (offers === 'down') throw new Error('TMDB is unreachable');
      const results = Object.fromEntries(
        Object.entries(offers).map(([region, ids]) => [
          region,
          {
            link: '',
            flatrate: ids.map((id) => ({ provider_id: id, provider_name: NAMES[id] ?? `P${id}` })),
          },
        ]),
      );
      return { id: request.id, results };
    },
  };
}
