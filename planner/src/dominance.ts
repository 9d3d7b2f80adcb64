import type { CoverProblem } from './cover-problem.ts';
import type { PlanService } from './types.ts';

function isSubset(small: Int32Array, large: Int32Array): boolean {
  // Both lists are ascending.
  let j = 0;
  for (const c of small) {
    while (j < large.length && large[j]! < c) j++;
    if (j === large.length || large[j] !== c) return false;
  }
  return true;
}

/**
 * Whether b makes a useless: b covers every title a covers and wins the tie-break against it
 * without losing any part of it (by price: costs no more; always: owned if a is). Swapping a for b
 * in a best set then gives a set as good that wins the tie, so no best set holds a. Without price
 * a priced b never replaces an unpriced a, so whether a tied set lacks a price is kept.
 */
function dominates(b: PlanService, a: PlanService, byPrice: boolean): boolean {
  if (a.owned && !b.owned) return false;
  const ownedMore = b.owned && !a.owned;
  if (!byPrice) return !(a.price === null && b.price !== null) && (ownedMore || b.id < a.id);
  if (a.price === null || b.price === null || b.price > a.price) return false;
  return b.price < a.price || ownedMore || b.id < a.id;
}

/**
 * The services of `among` that no other service of `among` dominates, for a search that breaks
 * ties by price (all of `among` priced) or not.
 */
export function undominated(
  problem: CoverProblem,
  among: readonly number[],
  byPrice: boolean,
): number[] {
  const { covers, services } = problem;
  return among.filter(
    (a) =>
      !among.some(
        (b) =>
          b !== a &&
          covers[a]!.length <= covers[b]!.length &&
          dominates(services[b]!, services[a]!, byPrice) &&
          isSubset(covers[a]!, covers[b]!),
      ),
  );
}
