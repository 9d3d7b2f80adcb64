import type { Highs } from 'highs';

/** A calendar day, 'YYYY-MM-DD'. */
export type Day = string;

/** One way to stream a title: a service and the days it is there (null = unknown / open). */
export interface PlanOffer {
  serviceId: number;
  from: Day | null;
  until: Day | null;
}

export interface PlanTitle {
  key: string;
  minutes: number;
  offers: PlanOffer[];
}

export interface PlanService {
  id: number;
  price: number | null;
  owned: boolean;
}

export interface CoverageStep {
  k: number;
  serviceIds: number[];
  covered: string[];
  addedBy: { serviceId: number; titles: string[] }[];
  monthlyCost: number | null;
}

export interface CheapestStep {
  covered: number;
  serviceIds: number[];
  monthlyCost: number;
}

export interface ThisMonth {
  steps: CoverageStep[];
  uncovered: string[];
  /** Empty when no service has a price. */
  cheapest: CheapestStep[];
}

export interface ThisMonthInput {
  titles: PlanTitle[];
  services: PlanService[];
  today: Day;
}

export interface PlanMonth {
  start: Day;
  end: Day;
}

export interface RotationMonth {
  start: Day;
  serviceIds: number[];
  watch: { key: string; serviceId: number }[];
  minutes: number;
}

export interface Rotation {
  months: RotationMonth[];
  cost: number;
  keepAllCost: number;
  costUnit: 'price' | 'service-months';
  unwatched: { key: string; reason: 'not-streamable' | 'no-time' }[];
  optimal: boolean;
}

export interface RotationInput {
  titles: PlanTitle[];
  services: PlanService[];
  months: PlanMonth[];
  minutesPerMonth: number;
  solver: Highs;
  timeLimitSeconds?: number;
}
