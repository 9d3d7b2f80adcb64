import type { PlanService } from 'planner';
import { useMemo } from 'react';
import { selectSelectedServices, useAppSelector, type CatalogService } from 'shared-core';
import type { PlanOffersTitle } from '../api/get-plan-offers';
import { freeServiceIds, planServices, servicesOf } from '../utils/plan-input';

/**
 * The services that stream the member's titles (by id, with their names), and as the planner
 * reads them: with their price (the member's, or 0 when free) and whether the member has each.
 */
export function usePlanServices(
  titles: readonly PlanOffersTitle[],
  prices: Readonly<Record<number, number>>,
): { services: Map<number, CatalogService>; planned: PlanService[] } {
  const selected = useAppSelector(selectSelectedServices);
  const services = useMemo(() => servicesOf(titles), [titles]);
  const planned = useMemo(
    () => planServices(services, prices, selected, freeServiceIds(titles)),
    [titles, services, prices, selected],
  );
  return { services, planned };
}
