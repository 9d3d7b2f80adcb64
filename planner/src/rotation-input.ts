import { offerDuring } from './days.ts';
import type { PlanMonth, PlanService, PlanTitle, Rotation } from './types.ts';

/** A title the plan may watch: per month, the services it can be watched on then. */
export interface WatchableTitle {
  index: number;
  minutes: number;
  /** Per month: service indices (into `RotationInput.services`), empty when not streamable. */
  options: number[][];
}

export interface RotationProblem {
  months: PlanMonth[];
  services: PlanService[];
  /** Per service: what holding it for a month costs, in `costUnit`. */
  costs: number[];
  costUnit: Rotation['costUnit'];
  budget: number;
  watchable: WatchableTitle[];
  unwatched: Rotation['unwatched'];
}

/**
 * Which titles can be watched in which month on which service (an offer overlapping the month,
 * both ends inclusive), and the cost unit: prices when every service streaming something in
 * these months has one, otherwise service-months.
 */
export function rotationProblem(
  titles: readonly PlanTitle[],
  services: readonly PlanService[],
  months: readonly PlanMonth[],
  budget: number,
): RotationProblem {
  const indexOf = new Map(services.map((service, s) => [service.id, s]));
  const streaming = new Set<number>();
  const unwatched: Rotation['unwatched'] = [];
  const watchable: WatchableTitle[] = [];
  titles.forEach((title, index) => {
    const options = months.map((month) => {
      const during = title.offers.filter((offer) => offerDuring(offer, month.start, month.end));
      return [...new Set(during.map((offer) => indexOf.get(offer.serviceId)!))].sort(
        (a, b) => a - b,
      );
    });
    options.flat().forEach((s) => streaming.add(s));
    if (options.every((list) => list.length === 0)) {
      unwatched.push({ key: title.key, reason: 'not-streamable' });
    } else if (title.minutes > budget) {
      unwatched.push({ key: title.key, reason: 'no-time' });
    } else {
      watchable.push({ index, minutes: title.minutes, options });
    }
  });
  const priced = [...streaming].every((s) => services[s]!.price !== null);
  return {
    months: [...months],
    services: [...services],
    costs: services.map((service) => (priced ? (service.price ?? 0) : 1)),
    costUnit: priced ? 'price' : 'service-months',
    budget,
    watchable: withoutDominated(watchable, services, priced),
    unwatched,
  };
}

/**
 * In a month, a service whose titles another service streams too, at no more cost (ties to the
 * lower id), is never needed: any plan holding it can hold the other instead.
 */
function withoutDominated(
  watchable: WatchableTitle[],
  services: readonly PlanService[],
  priced: boolean,
): WatchableTitle[] {
  const cost = (s: number): number => (priced ? services[s]!.price! : 1);
  const monthCount = watchable[0]?.options.length ?? 0;
  const kept = Array.from({ length: monthCount }, (_, m) => {
    const titlesOf = new Map<number, Set<number>>();
    watchable.forEach((title, t) => {
      for (const s of title.options[m]!) {
        if (!titlesOf.has(s)) titlesOf.set(s, new Set());
        titlesOf.get(s)!.add(t);
      }
    });
    const beats = (b: number, a: number): boolean =>
      (cost(b) < cost(a) || (cost(b) === cost(a) && b < a)) &&
      [...titlesOf.get(a)!].every((t) => titlesOf.get(b)!.has(t));
    const all = [...titlesOf.keys()];
    return new Set(all.filter((a) => !all.some((b) => b !== a && beats(b, a))));
  });
  return watchable.map((title) => ({
    ...title,
    options: title.options.map((list, m) => list.filter((s) => kept[m]!.has(s))),
  }));
}
