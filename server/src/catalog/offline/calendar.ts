import type { CatalogTitle } from '../catalog-types.js';
import { dayNumber } from '../clock.js';
import { REGION_SERVICES } from '../constants/providers.js';
import { isRegionCode, REGION_CODES } from '../constants/regions.js';
import { hashString } from '../seeded.js';

/** What a title offers on one day: region → provider id → monetisation codes ("f", "rb"). */
export type Offers = Map<string, Map<number, string>>;

export interface OfferChange {
  title: CatalogTitle;
  region: string;
  providerId: number;
  code: string;
  change: 'arrival' | 'departure';
  /** Day number (days since 1970-01-01, UTC). */
  day: number;
}

/** The services whose catalogue rotates: every country's big subscription services. */
export const ROTATING_SERVICES = new Set([8, 9, 119, 337, 15, 350, 531, 1899]);
/** A visiting title comes back every 12 weeks and stays 4: one arrives and one leaves each day. */
export const VISIT_PERIOD_DAYS = 84;
export const VISIT_LENGTH_DAYS = 28;
/** Sample starts of long-lived offers fall between these days (never before the title's own date). */
const EARLIEST_START = dayNumber('2008-01-01');
const LATEST_START = dayNumber('2025-10-31');
/** Titles dated before this may visit a service they are not otherwise on. */
const VISITORS_DATED_BEFORE = '2025-01-01';

/** One offer's stay: its first day and its last (null: no end scheduled), as day numbers. */
export interface OfferSpan {
  providerId: number;
  /** One monetisation code ("f", "r"…). */
  code: string;
  first: number;
  last: number | null;
}

interface BaseOffer {
  title: CatalogTitle;
  providerId: number;
  codes: string;
  start: number;
}

interface Visit {
  title: CatalogTitle;
  region: string;
  providerId: number;
  /** It arrives on days where (day − phase) mod period is 0 and leaves 28 days later. */
  phase: number;
}

const modulo = (value: number, period: number) => ((value % period) + period) % period;

/**
 * Availability over time in the offline catalog (sample data). Every offer in the catalog file is
 * long-lived: it starts on its anime listing's real first day where bangumi-data gives one, otherwise
 * on a day hashed from the title, provider and country, and never ends. On top of that each big
 * service in each country has 84 visiting titles on a rolling 12-week calendar keyed to the day
 * number: on any day one of them arrives and one leaves, so every window has arrivals and departures.
 * Nothing here reads the clock: the same day always gives the same answer.
 */
export class AvailabilityCalendar {
  private readonly baseByTitle = new Map<CatalogTitle, Map<string, BaseOffer[]>>();
  private readonly visitsByTitle = new Map<CatalogTitle, Visit[]>();
  private readonly visitsByRegion = new Map<string, Visit[]>();
  private readonly lastAnswer = new WeakMap<CatalogTitle, { day: number; offers: Offers }>();

  constructor(private readonly titles: readonly CatalogTitle[]) {
    for (const title of titles) this.baseByTitle.set(title, baseOffersOf(title));
    for (const region of REGION_CODES) {
      const visits = REGION_SERVICES[region].subscription
        .filter((providerId) => ROTATING_SERVICES.has(providerId))
        .flatMap((providerId) => this.visitorsOf(region, providerId));
      this.visitsByRegion.set(region, visits);
      for (const visit of visits) {
        this.visitsByTitle.set(visit.title, [
          ...(this.visitsByTitle.get(visit.title) ?? []),
          visit,
        ]);
      }
    }
  }

  /** The title's offers on a day (parsed once per title and day asked last). */
  offersOn(title: CatalogTitle, day: number): Offers {
    const last = this.lastAnswer.get(title);
    if (last?.day === day) return last.offers;
    const offers: Offers = new Map();
    for (const [region, base] of this.baseByTitle.get(title) ?? []) {
      const providers = new Map<number, string>();
      for (const offer of base)
        if (offer.start <= day) providers.set(offer.providerId, offer.codes);
      offers.set(region, providers);
    }
    for (const visit of this.visitsByTitle.get(title) ?? []) {
      if (modulo(day - visit.phase, VISIT_PERIOD_DAYS) >= VISIT_LENGTH_DAYS) continue;
      if (!offers.has(visit.region)) offers.set(visit.region, new Map());
      offers.get(visit.region)?.set(visit.providerId, 'f');
    }
    this.lastAnswer.set(title, { day, offers });
    return offers;
  }

  /**
   * The title's offers in a country that can be watched on some day from `from` to `to` (both
   * included), each stay with its own days: a visitor's every stay in the window (unsorted).
   */
  spansBetween(title: CatalogTitle, region: string, from: number, to: number): OfferSpan[] {
    const spans: OfferSpan[] = [];
    for (const offer of this.baseByTitle.get(title)?.get(region) ?? []) {
      if (offer.start > to) continue;
      for (const code of offer.codes) {
        spans.push({ providerId: offer.providerId, code, first: offer.start, last: null });
      }
    }
    // A stay that arrived up to 27 days before `from` is still there on `from`.
    const earliest = from - VISIT_LENGTH_DAYS + 1;
    for (const visit of this.visitsByTitle.get(title) ?? []) {
      if (visit.region !== region) continue;
      for (
        let first = earliest + modulo(visit.phase - earliest, VISIT_PERIOD_DAYS);
        first <= to;
        first += VISIT_PERIOD_DAYS
      ) {
        const last = first + VISIT_LENGTH_DAYS - 1;
        spans.push({ providerId: visit.providerId, code: 'f', first, last });
      }
    }
    return spans;
  }

  /** Arrivals and departures in a country from day `from` to day `to`, both included (unsorted). */
  changes(region: string, from: number, to: number): OfferChange[] {
    if (!isRegionCode(region)) return [];
    const changes: OfferChange[] = [];
    for (const regions of this.baseByTitle.values()) {
      for (const offer of regions.get(region) ?? []) {
        if (offer.start < from || offer.start > to) continue;
        for (const code of offer.codes) {
          changes.push({ ...offerOf(offer, region, code), change: 'arrival', day: offer.start });
        }
      }
    }
    for (const visit of this.visitsByRegion.get(region) ?? []) {
      const offer = { title: visit.title, region, providerId: visit.providerId, code: 'f' };
      for (const [change, phase] of [
        ['arrival', visit.phase],
        ['departure', visit.phase + VISIT_LENGTH_DAYS],
      ] as const) {
        for (
          let day = from + modulo(phase - from, VISIT_PERIOD_DAYS);
          day <= to;
          day += VISIT_PERIOD_DAYS
        ) {
          changes.push({ ...offer, change, day });
        }
      }
    }
    return changes;
  }

  /**
   * The service's visitors in a country: 84 titles not otherwise on it there, in an order hashed
   * from the country and service, the k-th arriving on days k, k + 84, … of the day count.
   */
  private visitorsOf(region: string, providerId: number): Visit[] {
    const seed = hashString(`visit:${region}:${providerId}`);
    const ranked = (share: number) =>
      this.titles
        .map((title) => ({ title, rank: mix(this.titleSeed(title), seed) }))
        .filter(
          ({ title, rank }) => rank < share * 2 ** 32 && this.mayVisit(title, region, providerId),
        )
        .sort(
          (a, b) =>
            a.rank - b.rank || a.title.id - b.title.id || (a.title.type < b.title.type ? -1 : 1),
        );
    // A tenth of the catalog holds enough candidates; the whole of it is the fallback.
    const few = ranked(0.1);
    const candidates = few.length >= VISIT_PERIOD_DAYS ? few : ranked(1);
    return candidates
      .slice(0, VISIT_PERIOD_DAYS)
      .map(({ title }, phase) => ({ title, region, providerId, phase }));
  }

  private mayVisit(title: CatalogTitle, region: string, providerId: number): boolean {
    return (
      title.date < VISITORS_DATED_BEFORE &&
      !this.baseByTitle
        .get(title)
        ?.get(region)
        ?.some((offer) => offer.providerId === providerId)
    );
  }

  private readonly seeds = new Map<CatalogTitle, number>();
  private titleSeed(title: CatalogTitle): number {
    let seed = this.seeds.get(title);
    if (seed === undefined) {
      seed = hashString(`${title.type}:${title.id}`);
      this.seeds.set(title, seed);
    }
    return seed;
  }
}

/** Two 32-bit hashes mixed into one (murmur3's finaliser), spread evenly over 0 … 2^32 − 1. */
function mix(a: number, b: number): number {
  let h = (a ^ Math.imul(b, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function offerOf(offer: BaseOffer, region: string, code: string) {
  return { title: offer.title, region, providerId: offer.providerId, code };
}

/** The catalog file's compact entries ("8f", "2rb") with their start days, by region. */
function baseOffersOf(title: CatalogTitle): Map<string, BaseOffer[]> {
  const byRegion = new Map<string, BaseOffer[]>();
  for (const [region, entries] of Object.entries(title.watch)) {
    const offers: BaseOffer[] = [];
    for (const entry of entries ?? []) {
      const [, id, codes] = /^(\d+)([a-z]+)$/.exec(entry) ?? [];
      if (!id || !codes) continue;
      const providerId = Number(id);
      offers.push({ title, providerId, codes, start: startOf(title, region, providerId) });
    }
    byRegion.set(region, offers);
  }
  return byRegion;
}

/** A listing's real first day, else a sample day from the title's date (or 2008) to late 2025. */
function startOf(title: CatalogTitle, region: string, providerId: number): number {
  const listed = title.starts?.[providerId];
  if (listed) return dayNumber(listed);
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(title.date) ? dayNumber(title.date) : EARLIEST_START;
  const earliest = Math.max(EARLIEST_START, dated);
  if (earliest >= LATEST_START) return earliest;
  const hash = hashString(`start:${title.type}:${title.id}:${region}:${providerId}`);
  return earliest + (hash % (LATEST_START - earliest));
}
