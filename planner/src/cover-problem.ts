import { offerOn } from './days.ts';
import type { Day, PlanService, PlanTitle } from './types.ts';

/**
 * This month's titles collapsed into classes: titles covered by the same set of services are one
 * class, weighted by how many titles it holds. Only services that cover something take part.
 */
export interface CoverProblem {
  services: PlanService[];
  /** Per service (same index): the classes it covers. */
  covers: Int32Array[];
  /** Per class: how many titles it holds. */
  weights: Int32Array;
  /** Per class: the services that cover it. */
  members: Int32Array[];
  /** Per class: the indices of its titles in the input list. */
  classTitles: number[][];
  /** Per title of the input list: its class, or -1 when no service streams it today. */
  titleClass: Int32Array;
  total: number;
}

export function buildCoverProblem(
  titles: PlanTitle[],
  services: PlanService[],
  today: Day,
): { problem: CoverProblem; uncovered: number[] } {
  const coveringIds = titles.map(
    (title) =>
      new Set(title.offers.filter((offer) => offerOn(offer, today)).map((o) => o.serviceId)),
  );
  const used = new Set(coveringIds.flatMap((ids) => [...ids]));
  const candidates = services.filter((s) => used.has(s.id)).sort((a, b) => a.id - b.id);
  const indexOf = new Map(candidates.map((s, index) => [s.id, index]));

  const classOf = new Map<string, number>();
  const classTitles: number[][] = [];
  const classServices: number[][] = [];
  const uncovered: number[] = [];
  const titleClass = new Int32Array(titles.length).fill(-1);
  coveringIds.forEach((ids, titleIndex) => {
    if (ids.size === 0) return void uncovered.push(titleIndex);
    const members = [...ids].map((id) => indexOf.get(id) as number).sort((a, b) => a - b);
    const signature = members.join(',');
    let classIndex = classOf.get(signature);
    if (classIndex === undefined) {
      classIndex = classTitles.length;
      classOf.set(signature, classIndex);
      classTitles.push([]);
      classServices.push(members);
    }
    classTitles[classIndex]?.push(titleIndex);
    titleClass[titleIndex] = classIndex;
  });

  const covers = candidates.map(() => [] as number[]);
  classServices.forEach((members, classIndex) => {
    for (const s of members) covers[s]?.push(classIndex);
  });
  const weights = Int32Array.from(classTitles, (list) => list.length);
  const total = titles.length - uncovered.length;
  const problem = {
    services: candidates,
    covers: covers.map((list) => Int32Array.from(list)),
    weights,
    members: classServices.map((list) => Int32Array.from(list)),
    classTitles,
    titleClass,
    total,
  };
  return { problem, uncovered };
}

/** Titles the services cover together. */
export function coverageOf(problem: CoverProblem, set: readonly number[]): number {
  const seen = new Uint8Array(problem.weights.length);
  let covered = 0;
  for (const s of set) {
    for (const c of problem.covers[s] ?? []) {
      if (seen[c]) continue;
      seen[c] = 1;
      covered += problem.weights[c] ?? 0;
    }
  }
  return covered;
}
