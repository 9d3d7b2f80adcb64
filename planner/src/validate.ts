import { isDay } from './days.ts';
import type { Day, PlanMonth, PlanService, PlanTitle } from './types.ts';

function fail(message: string): never {
  throw new RangeError(message);
}

export function checkDay(day: unknown, what: string): asserts day is Day {
  if (!isDay(day)) fail(`${what} must be a day written YYYY-MM-DD, got ${String(day)}`);
}

/** Checks ids, prices and titles; returns the services by id. */
export function checkServices(services: PlanService[]): Map<number, PlanService> {
  const byId = new Map<number, PlanService>();
  for (const service of services) {
    if (!Number.isSafeInteger(service.id)) fail(`service id ${service.id} is not an integer`);
    if (byId.has(service.id)) fail(`service ${service.id} is listed twice`);
    const { price } = service;
    if (price !== null && !(Number.isFinite(price) && price >= 0)) {
      fail(`service ${service.id} has price ${price}: a price is a finite number ≥ 0, or null`);
    }
    byId.set(service.id, service);
  }
  return byId;
}

export function checkTitles(titles: PlanTitle[], services: Map<number, PlanService>): void {
  const keys = new Set<string>();
  for (const title of titles) {
    if (typeof title.key !== 'string' || keys.has(title.key)) {
      fail(`title key ${String(title.key)} is missing or listed twice`);
    }
    keys.add(title.key);
    if (!(Number.isFinite(title.minutes) && title.minutes >= 0)) {
      fail(`title ${title.key} has ${title.minutes} minutes: minutes are a finite number ≥ 0`);
    }
    for (const offer of title.offers) {
      if (!services.has(offer.serviceId)) {
        fail(`title ${title.key} has an offer on service ${offer.serviceId}, not in services`);
      }
      if (offer.from !== null) checkDay(offer.from, `title ${title.key}: offer from`);
      if (offer.until !== null) checkDay(offer.until, `title ${title.key}: offer until`);
      if (offer.from !== null && offer.until !== null && offer.from > offer.until) {
        fail(`title ${title.key} has an offer from ${offer.from} until ${offer.until}`);
      }
    }
  }
}

/** 1 to 12 months, each starting no later than it ends, in order and not overlapping. */
export function checkMonths(months: PlanMonth[]): void {
  if (months.length < 1 || months.length > 12) {
    fail(`a rotation plans 1 to 12 months, got ${months.length}`);
  }
  months.forEach((month, index) => {
    checkDay(month.start, `month ${index + 1} start`);
    checkDay(month.end, `month ${index + 1} end`);
    if (month.start > month.end) fail(`month ${index + 1} ends before it starts`);
    const previous = months[index - 1];
    if (previous && previous.end >= month.start) {
      fail(`month ${index + 1} starts before month ${index} ends: months must be in order`);
    }
  });
}

export function checkMinutes(minutes: number, what: string): void {
  if (!(Number.isFinite(minutes) && minutes >= 0)) {
    fail(`${what} is ${minutes}: it must be a finite number ≥ 0`);
  }
}
