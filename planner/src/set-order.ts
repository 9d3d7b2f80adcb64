import type { PlanService } from './types.ts';

/** Prices are sums of decimals: two sums this close are the same price. */
export function samePrice(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Negative when price a is lower, 0 when the same, positive when higher. */
export function comparePrice(a: number, b: number): number {
  return samePrice(a, b) ? 0 : a - b;
}

/** Lexicographic order of two ascending id lists; the lower list wins the last tie. */
export function compareIds(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const difference = a[i]! - b[i]!;
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

/** The tie-break facts of a set of services. */
export interface SetFacts {
  /** Sum of prices; null when a service has none. */
  price: number | null;
  owned: number;
  /** Ascending. */
  ids: number[];
}

export function setFacts(services: readonly PlanService[], set: readonly number[]): SetFacts {
  let price: number | null = 0;
  let owned = 0;
  const ids: number[] = [];
  for (const s of set) {
    const service = services[s]!;
    price = price === null || service.price === null ? null : price + service.price;
    if (service.owned) owned++;
    ids.push(service.id);
  }
  ids.sort((a, b) => a - b);
  return { price, owned, ids };
}

/**
 * Negative when a breaks a tie before b: lower price (when `byPrice`; both prices known), then
 * more services owned, then the lower id list.
 */
export function compareTies(a: SetFacts, b: SetFacts, byPrice: boolean): number {
  if (byPrice && a.price !== null && b.price !== null) {
    const price = comparePrice(a.price, b.price);
    if (price !== 0) return price;
  }
  if (a.owned !== b.owned) return b.owned - a.owned;
  return compareIds(a.ids, b.ids);
}
