import type { CoverProblem } from './cover-problem.ts';

/**
 * The titles a growing set of services covers, and what each service would add to it, kept up to
 * date as services are taken and put back (a class has few services, so this beats recounting).
 */
export class CoverState {
  /** Per class: how many taken services cover it. */
  private readonly refs: Int32Array;
  /** Per service: the titles it would add. */
  readonly gains: Int32Array;

  constructor(private readonly problem: CoverProblem) {
    this.refs = new Int32Array(problem.weights.length);
    this.gains = Int32Array.from(problem.covers, (classes) =>
      classes.reduce((sum, c) => sum + problem.weights[c]!, 0),
    );
  }

  isCovered(c: number): boolean {
    return this.refs[c] !== 0;
  }

  take(s: number): void {
    const { covers, members, weights } = this.problem;
    for (const c of covers[s]!) {
      if (this.refs[c]!++ !== 0) continue;
      for (const other of members[c]!) this.gains[other]! -= weights[c]!;
    }
  }

  putBack(s: number): void {
    const { covers, members, weights } = this.problem;
    for (const c of covers[s]!) {
      if (--this.refs[c]! !== 0) continue;
      for (const other of members[c]!) this.gains[other]! += weights[c]!;
    }
  }
}
