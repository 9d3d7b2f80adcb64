import type { CoverProblem } from './cover-problem.ts';
import { CoverState } from './cover-state.ts';
import { orderByGain } from './coverage-step.ts';
import { undominated } from './dominance.ts';
import { compareIds, comparePrice, samePrice, setFacts, type SetFacts } from './set-order.ts';
import type { CheapestStep } from './types.ts';

interface CheapSet {
  set: number[];
  covered: number;
  cost: number;
  facts: SetFacts;
}

/** At equal cost and coverage: fewer services, then more owned, then the lower ids. */
function compareEqual(a: CheapSet, b: CheapSet): number {
  return (
    a.set.length - b.set.length ||
    b.facts.owned - a.facts.owned ||
    compareIds(a.facts.ids, b.facts.ids)
  );
}

/**
 * The sets no other seen set beats: ascending coverage and strictly ascending cost. The best set
 * covering at least v titles is the first entry covering v or more.
 */
class Frontier {
  readonly entries: CheapSet[] = [];
  /** Per entry: the least coverage it is the answer for, and its cost with room for rounding. */
  lefts = new Int32Array(0);
  limits = new Float64Array(0);

  /** Per coverage 0…reach: the index of the first entry covering at least that many. */
  private firstAt: Int32Array;

  constructor(reach: number) {
    this.firstAt = new Int32Array(reach + 2);
  }

  /** Index of the first entry covering at least `covered`. */
  firstCovering(covered: number): number {
    return this.firstAt[Math.min(covered, this.firstAt.length - 1)]!;
  }

  /** Index of the first entry from `low` to `high` whose cost limit is at least `cost`. */
  firstLimitAbove(cost: number, low: number, high: number): number {
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.limits[mid]! < cost) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Whether a set covering `covered` at `cost` would enter (or tie an entry). */
  admits(covered: number, cost: number): boolean {
    const next = this.entries[this.firstCovering(covered)];
    return (
      !next ||
      comparePrice(cost, next.cost) < 0 ||
      (samePrice(cost, next.cost) && next.covered === covered)
    );
  }

  add(candidate: CheapSet): void {
    const at = this.firstCovering(candidate.covered);
    const next = this.entries[at];
    if (next && samePrice(candidate.cost, next.cost)) {
      if (next.covered > candidate.covered || compareEqual(candidate, next) >= 0) return;
    } else if (next && next.cost < candidate.cost) {
      return;
    }
    let from = at;
    while (from > 0 && comparePrice(this.entries[from - 1]!.cost, candidate.cost) >= 0) from--;
    const replaces = next?.covered === candidate.covered ? 1 : 0;
    this.entries.splice(from, at - from + replaces, candidate);
    const { entries } = this;
    this.lefts = new Int32Array(entries.length);
    this.limits = new Float64Array(entries.length);
    for (let j = 0; j < entries.length; j++) {
      this.lefts[j] = j === 0 ? 1 : entries[j - 1]!.covered + 1;
      this.limits[j] = entries[j]!.cost + 2e-9 * Math.max(1, entries[j]!.cost);
    }
    let j = 0;
    for (let covered = 0; covered < this.firstAt.length; covered++) {
      while (j < entries.length && entries[j]!.covered < covered) j++;
      this.firstAt[covered] = j;
    }
  }
}

/** Whether item a comes before item b: lower price per title, then more titles, then index. */
function before(
  priceA: number,
  gainA: number,
  a: number,
  priceB: number,
  gainB: number,
  b: number,
) {
  const ratio = priceA * gainB - priceB * gainA;
  return ratio < 0 || (ratio === 0 && (gainA > gainB || (gainA === gainB && a < b)));
}

/**
 * A cost curve: prefix sums of titles gained and their cost over pieces in ascending price per
 * title, read fractionally (a lower bound on the cost of gaining that many titles).
 */
interface Curve {
  gains: Float64Array;
  costs: Float64Array;
  count: number;
}

/**
 * One depth of the search: its candidates in price-per-title order, their curve (each taken whole
 * at its own gain) and a tighter curve that counts each title once, at the lowest rate of a
 * candidate streaming it.
 */
interface Level {
  services: Int32Array;
  prices: Float64Array;
  own: Curve;
  once: Curve;
}

function newCurve(size: number): Curve {
  return { gains: new Float64Array(size + 1), costs: new Float64Array(size + 1), count: 0 };
}

function newLevel(size: number): Level {
  return {
    services: new Int32Array(size),
    prices: new Float64Array(size),
    own: newCurve(size),
    once: newCurve(size),
  };
}

/**
 * Every Pareto-best set at once (least cost for each coverage) by one branch and bound: a branch
 * is followed while, for some coverage v it could reach, its cost plus the fractional-knapsack
 * cost of the rest of v (over current marginal gains, which only shrink) is no more than the
 * frontier's cost for v. A service that adds nothing is never needed: dropping it costs no more.
 */
class FrontierSearch {
  readonly frontier: Frontier;
  private readonly state: CoverState;
  private readonly chosen: number[] = [];
  private readonly levels: Level[];
  /** Marks a title class seen in the current sweep (when it equals `stamp`). */
  private readonly seen: Int32Array;
  private stamp = 0;

  constructor(
    private readonly problem: CoverProblem,
    private readonly among: readonly number[],
  ) {
    this.state = new CoverState(problem);
    this.frontier = new Frontier(problem.total);
    this.seen = new Int32Array(problem.weights.length);
    this.levels = Array.from({ length: among.length + 2 }, () => newLevel(among.length));
  }

  run(): void {
    const root = this.levels[0]!;
    root.services.set(this.among);
    this.expand(root, 0, this.among.length, 0, 0);
  }

  private record(covered: number, cost: number): void {
    if (!this.frontier.admits(covered, cost)) return;
    const { services } = this.problem;
    const facts = setFacts(services, this.chosen);
    this.frontier.add({ set: [...this.chosen], covered, cost, facts });
  }

  /** Fills `level` with the services of `parent` from `from` on that still add titles. */
  private fill(level: Level, parent: Level, from: number, to: number): void {
    const { services, prices, own, once } = level;
    const gains = own.gains; // each item's own gain at i + 1 until the prefix sums below
    let count = 0;
    for (let i = from; i < to; i++) {
      const s = parent.services[i]!;
      const gain = this.state.gains[s]!;
      if (gain === 0) continue;
      const price = this.problem.services[s]!.price!;
      // Insertion sort by price per title (fewer than 30 items), then more titles, then index.
      let at = count++;
      while (at > 0 && before(price, gain, s, prices[at - 1]!, gains[at]!, services[at - 1]!)) {
        services[at] = services[at - 1]!;
        prices[at] = prices[at - 1]!;
        gains[at + 1] = gains[at]!;
        at--;
      }
      services[at] = s;
      prices[at] = price;
      gains[at + 1] = gain;
    }
    own.count = once.count = count;
    const { covers, weights } = this.problem;
    const stamp = ++this.stamp;
    for (let i = 0; i < count; i++) {
      const gain = gains[i + 1]!;
      let fresh = 0;
      for (const c of covers[services[i]!]!) {
        if (this.state.isCovered(c) || this.seen[c] === stamp) continue;
        this.seen[c] = stamp;
        fresh += weights[c]!;
      }
      gains[i + 1] = gains[i]! + gain;
      own.costs[i + 1] = own.costs[i]! + prices[i]!;
      once.gains[i + 1] = once.gains[i]! + fresh;
      once.costs[i + 1] = once.costs[i]! + (prices[i]! * fresh) / gain;
    }
  }

  private expand(parent: Level, from: number, to: number, covered: number, cost: number): void {
    const depth = this.chosen.length;
    if (depth > 0) this.record(covered, cost);
    const level = this.levels[depth + 1]!;
    this.fill(level, parent, from, to);
    if (!this.worthIt(level.once, 0, covered, cost, 1)) return;
    const { services, prices, own } = level;
    for (let i = 0; i < own.count; i++) {
      const s = services[i]!;
      const gain = own.gains[i + 1]! - own.gains[i]!;
      const price = prices[i]!;
      if (!this.worthIt(own, i + 1, covered + gain, cost + price)) {
        // Every later branch uses only items after i: stop once they cannot matter together.
        if (!this.worthIt(own, i + 1, covered, cost, 1)) break;
        continue;
      }
      this.chosen.push(s);
      this.state.take(s);
      this.expand(level, i + 1, own.count, covered + gain, cost + price);
      this.state.putBack(s);
      this.chosen.pop();
    }
  }

  /**
   * Whether a set at `covered`/`cost` plus pieces `from`… of `curve` could enter the frontier
   * at a coverage of `covered + more` or more (ties count: they may win on the later tie-breaks).
   * The hot loop of the search.
   */
  private worthIt(curve: Curve, from: number, covered: number, cost: number, more = 0): boolean {
    const { frontier } = this;
    const { entries, lefts, limits } = frontier;
    const { gains, costs, count } = curve;
    const base = gains[from]!;
    const reach = covered + gains[count]! - base;
    if (covered + more > reach) return false;
    // Entries j to end - 1 are the answers for some coverage from covered + more to reach.
    let j = frontier.firstCovering(covered + more);
    const end = Math.min(entries.length, frontier.firstCovering(reach) + 1);
    const beyond = reach > (entries.at(-1)?.covered ?? 0);
    let at = from;
    while (j < end) {
      // Ours only grows with coverage: no entry left is dearer than ours at its start.
      if (limits[end - 1]! < cost) break;
      // Within an entry's range the frontier cost is flat and ours grows: check its left end.
      const v = Math.max(covered + more, lefts[j]!);
      let total = cost;
      if (v > covered) {
        const goal = base + v - covered;
        while (gains[at + 1]! < goal) at++;
        const share = (goal - gains[at]!) / (gains[at + 1]! - gains[at]!);
        total += costs[at]! - costs[from]! + (costs[at + 1]! - costs[at]!) * share;
      }
      if (total <= limits[j]!) return true;
      if (limits[end - 1]! < total) break;
      // Skip the entries cheaper than ours here.
      j = limits[j + 1]! < total ? frontier.firstLimitAbove(total, j + 1, end) : j + 1;
    }
    return beyond;
  }
}

/**
 * For each coverage the priced services can reach, the cheapest set covering at least that many;
 * only the sets that cover more than every cheaper one.
 */
export function cheapestCovers(problem: CoverProblem): CheapestStep[] {
  const priced = problem.services.flatMap((service, s) => (service.price === null ? [] : [s]));
  const search = new FrontierSearch(problem, undominated(problem, priced, true));
  search.run();
  return search.frontier.entries.map((found) => ({
    covered: found.covered,
    serviceIds: orderByGain(problem, found.set).map((s) => problem.services[s]!.id),
    monthlyCost: found.cost,
  }));
}
