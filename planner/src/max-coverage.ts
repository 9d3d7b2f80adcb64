import type { CoverProblem } from './cover-problem.ts';
import { CoverState } from './cover-state.ts';
import { compareIds, comparePrice, compareTies, setFacts, type SetFacts } from './set-order.ts';

export interface MaxCoverageQuery {
  k: number;
  /** The services the set may use (indices into the problem). */
  among: readonly number[];
  /** Break coverage ties by price first (every service in `among` has one). */
  byPrice: boolean;
  /** Only a set holding a service without a price counts, and the first covering this many wins. */
  unpricedCovering?: number;
}

export interface CoverageSet {
  set: number[];
  covered: number;
  facts: SetFacts;
}

/** One depth of the search: candidates by falling gain, prefix sums of gain. */
interface Level {
  services: Int32Array;
  gains: Int32Array;
  count: number;
}

/**
 * The k services that cover the most titles, ties broken by `compareTies`, by branch and bound.
 * A node's bound is what it covers plus the largest remaining marginal gains (coverage is
 * submodular, so gains only shrink). A service that adds nothing at a node is dropped: while k
 * services cannot cover everything, every service of a best set adds something.
 */
export function maxCoverage(problem: CoverProblem, query: MaxCoverageQuery): CoverageSet | null {
  return new MaxCoverageSearch(problem, query).run();
}

class MaxCoverageSearch {
  private readonly state: CoverState;
  private readonly chosen: number[] = [];
  private readonly levels: Level[];
  /** Each service's place in the tie-break order of single services: likely winners first. */
  private readonly rank: Int32Array;
  private readonly scratch: Float64Array;
  private best: CoverageSet | null = null;
  private readonly existence: boolean;
  private readonly floor: number;

  constructor(
    private readonly problem: CoverProblem,
    private readonly query: MaxCoverageQuery,
  ) {
    this.state = new CoverState(problem);
    const size = query.among.length;
    this.levels = Array.from({ length: query.k + 1 }, () => ({
      services: new Int32Array(size),
      gains: new Int32Array(size + 1),
      count: 0,
    }));
    this.rank = tieRanks(problem, query.byPrice);
    this.scratch = new Float64Array(size);
    this.existence = query.unpricedCovering !== undefined;
    this.floor = query.unpricedCovering ?? 0;
  }

  run(): CoverageSet | null {
    const root = this.levels[0]!;
    root.services.set(this.query.among);
    root.count = this.query.among.length;
    if (this.query.k > 0) this.expand(root, 0, 0, this.query.k);
    return this.best;
  }

  private unpriced(s: number): boolean {
    return this.problem.services[s]!.price === null;
  }

  /** Fills `level` with the services of `parent` after `from` that still add titles. */
  private fill(level: Level, parent: Level, from: number): void {
    const { services, gains } = level;
    const { rank } = this;
    let count = 0;
    // The parent's order is nearly right still: insertion sort moves few.
    for (let i = from; i < parent.count; i++) {
      const s = parent.services[i]!;
      const gain = this.state.gains[s]!;
      if (gain === 0) continue;
      let at = count++;
      while (at > 0) {
        const previous = services[at - 1]!;
        const ahead = gains[at]! - gain || rank[s]! - rank[previous]!;
        if (ahead >= 0) break;
        services[at] = previous;
        gains[at + 1] = gains[at]!;
        at--;
      }
      services[at] = s;
      gains[at + 1] = gain;
    }
    level.count = count;
    gains[0] = 0;
    for (let i = 0; i < count; i++) gains[i + 1] = gains[i]! + gains[i + 1]!;
  }

  private expand(parent: Level, from: number, covered: number, r: number): void {
    const { chosen, existence } = this;
    const level = this.levels[chosen.length + 1]!;
    this.fill(level, parent, from);
    const { services, gains, count } = level;
    if (count < r) return;
    // In an existence search a set must hold an unpriced service: count those left.
    let unpricedLeft = Infinity;
    if (existence && !chosen.some((s) => this.unpriced(s))) {
      unpricedLeft = 0;
      for (let i = 0; i < count; i++) if (this.unpriced(services[i]!)) unpricedLeft++;
    }
    for (let i = 0; i + r <= count; i++) {
      if (existence && this.best) return;
      const s = services[i]!;
      const gain = gains[i + 1]! - gains[i]!;
      const bound = covered + gains[i + r]! - gains[i]!;
      if (bound < (existence ? this.floor : (this.best?.covered ?? 0))) break;
      if (unpricedLeft === 0) break;
      if (this.unpriced(s)) unpricedLeft--;
      if (!existence && bound === this.best?.covered && !this.tieCanWin(s, i, r - 1)) continue;
      chosen.push(s);
      if (r === 1) {
        this.offer(covered + gain);
      } else {
        this.state.take(s);
        this.expand(level, i + 1, covered + gain, r - 1);
        this.state.putBack(s);
      }
      chosen.pop();
    }
  }

  private offer(covered: number): void {
    const { chosen, best, existence, floor } = this;
    if (existence && (covered < floor || !chosen.some((s) => this.unpriced(s)))) return;
    const facts = setFacts(this.problem.services, chosen);
    const better =
      !best ||
      covered > best.covered ||
      (covered === best.covered && compareTies(facts, best.facts, this.query.byPrice) < 0);
    if (better) this.best = { set: [...chosen], covered, facts };
  }

  /**
   * Whether `chosen` + s + r more of the candidates after i could beat the best set at equal
   * coverage: cheapest prices, most owned and lowest ids, each taken on its own.
   */
  private tieCanWin(s: number, i: number, r: number): boolean {
    const best = this.best!;
    const { services } = this.problem;
    const level = this.levels[this.chosen.length + 1]!;
    const facts = setFacts(services, [...this.chosen, s]);
    const rest = level.services.subarray(i + 1, level.count);
    const values = this.scratch.subarray(0, rest.length);
    if (this.query.byPrice) {
      rest.forEach((other, at) => (values[at] = services[other]!.price!));
      values.sort();
      let lowest = facts.price!;
      for (let at = 0; at < r; at++) lowest += values[at]!;
      const price = comparePrice(lowest, best.facts.price!);
      if (price !== 0) return price < 0;
    }
    let owned = 0;
    for (const other of rest) if (services[other]!.owned) owned++;
    owned = facts.owned + Math.min(r, owned);
    if (owned !== best.facts.owned) return owned > best.facts.owned;
    rest.forEach((other, at) => (values[at] = services[other]!.id));
    values.sort();
    const lowestIds = [...facts.ids, ...values.subarray(0, r)].sort((a, b) => a - b);
    return compareIds(lowestIds, best.facts.ids) < 0;
  }
}

function tieRanks(problem: CoverProblem, byPrice: boolean): Int32Array {
  const { services } = problem;
  const order = services.map((_, s) => s);
  const facts = services.map((_, s) => setFacts(services, [s]));
  order.sort((a, b) => compareTies(facts[a]!, facts[b]!, byPrice));
  const rank = new Int32Array(services.length);
  order.forEach((s, place) => (rank[s] = place));
  return rank;
}
