import type { CoverProblem } from './cover-problem.ts';
import { undominated } from './dominance.ts';
import { maxCoverage, type CoverageSet } from './max-coverage.ts';

/**
 * Chooses the best set of each size. Price breaks a coverage tie only when every tied set is
 * priced in full; when one of them holds a service without a price, the tie goes to owned
 * services, then ids. (A pairwise rule, price only between two fully priced sets, can go round in
 * a circle.)
 */
export function bestSetChooser(problem: CoverProblem): (k: number) => CoverageSet {
  const all = problem.services.map((_, s) => s);
  const isPriced = (s: number): boolean => problem.services[s]!.price !== null;
  const priced = all.filter(isPriced);
  const allPriced = priced.length === all.length;
  const among = undominated(problem, all, allPriced);
  let pricedAmong: number[] | undefined;

  return (k) => {
    const search = (list: readonly number[], byPrice: boolean): CoverageSet =>
      maxCoverage(problem, { k, among: list, byPrice })!;
    if (allPriced) return search(among, true);
    if (priced.length === 0) return search(among, false);

    const plain = search(among, false);
    if (!plain.set.every(isPriced)) return plain;
    const mixedTie = maxCoverage(problem, {
      k,
      among,
      byPrice: false,
      unpricedCovering: plain.covered,
    });
    if (mixedTie) return plain;
    pricedAmong ??= undominated(problem, priced, true);
    return search(pricedAmong, true);
  };
}
