/** The two ways to pay for Plus, as the spec prices them. */
export type PlanId = 'monthly' | 'yearly';

export interface Plan {
  id: PlanId;
  name: string;
  price: string;
  cadence: string;
  /** What one payment buys, for the checkout's summary. */
  term: string;
  note?: string;
}

export const PLANS: readonly Plan[] = [
  { id: 'monthly', name: 'Monthly', price: '$9.99', cadence: 'per month', term: '1 month' },
  {
    id: 'yearly',
    name: 'Yearly',
    price: '$99',
    cadence: 'per year',
    term: '1 year',
    note: 'Save 17% against paying monthly',
  },
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
