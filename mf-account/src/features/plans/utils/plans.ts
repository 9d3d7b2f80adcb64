import { PLUS_PRICES } from '../../../lib/plus-prices';

/** The two ways to pay for Plus, as the spec prices them. */
export type PlanId = 'monthly' | 'yearly';

export interface Plan {
  id: PlanId;
  /** What one payment costs, in US dollars. */
  amount: number;
}

/** Its words (name, price, term) are `usePlanWords`'s. */
export const PLANS: readonly Plan[] = [
  { id: 'monthly', amount: PLUS_PRICES.monthly },
  { id: 'yearly', amount: PLUS_PRICES.yearly },
];

/** The plan a `plan` query parameter names, else monthly. */
export const planFor = (id: string | null): Plan =>
  PLANS.find((plan) => plan.id === id) ?? PLANS[0]!;

/** Where the deployment's own checkout page takes over: its address with `plan=<id>` added. */
export function externalCheckoutUrl(url: string, plan: PlanId): string {
  const target = new URL(url);
  target.searchParams.set('plan', plan);
  return target.href;
}
