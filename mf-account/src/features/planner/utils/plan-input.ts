import type { PlanService, PlanTitle } from 'planner';
import { isChosenService, STREAMING_MONETIZATIONS, type CatalogService } from 'shared-core';
import type { PlanOffersTitle } from '../api/get-plan-offers';

/** What a title counts as when the catalog has no runtime for it: the page says so. */
export const ASSUMED_MINUTES = { movie: 120, tv: 600 } as const;

export const titleKey = (title: { media_type: string; id: number }) =>
  `${title.media_type}:${title.id}`;

/** The watching time of a title: its runtime, a series' episodes, else the stated assumption. */
export function watchMinutes(title: PlanOffersTitle): { minutes: number; assumed: boolean } {
  if (title.media_type === 'movie' && title.runtime_minutes) {
    return { minutes: title.runtime_minutes, assumed: false };
  }
  if (title.episode_count && title.episode_runtime_minutes) {
    return { minutes: title.episode_count * title.episode_runtime_minutes, assumed: false };
  }
  return { minutes: ASSUMED_MINUTES[title.media_type], assumed: true };
}

const isStreamable = (offer: PlanOffersTitle['offers'][number]) =>
  STREAMING_MONETIZATIONS.includes(offer.monetization);

/** The titles as the planner reads them: only offers that come with a service count. */
export function planTitles(titles: readonly PlanOffersTitle[]): PlanTitle[] {
  return titles.map((title) => ({
    key: titleKey(title),
    minutes: watchMinutes(title).minutes,
    offers: title.offers
      .filter(isStreamable)
      .map((offer) => ({ serviceId: offer.provider_id, from: offer.from, until: offer.until })),
  }));
}

/** Every service that streams one of the titles, by id, with its name. */
export function servicesOf(titles: readonly PlanOffersTitle[]): Map<number, CatalogService> {
  const services = new Map<number, CatalogService>();
  for (const title of titles) {
    for (const offer of title.offers.filter(isStreamable)) {
      services.set(offer.provider_id, {
        provider_id: offer.provider_id,
        provider_name: offer.provider_name,
      });
    }
  }
  return services;
}

const isPaid = (offer: PlanOffersTitle['offers'][number]) => offer.monetization === 'flatrate';

/**
 * The services that stream these titles only for free or with ads: the catalog says they cost
 * nothing, so the planner counts them at 0 and asks no price for them.
 */
export function freeServiceIds(titles: readonly PlanOffersTitle[]): Set<number> {
  const offers = titles.flatMap((title) => title.offers.filter(isStreamable));
  const paid = new Set(offers.filter(isPaid).map((offer) => offer.provider_id));
  return new Set(offers.map((offer) => offer.provider_id).filter((id) => !paid.has(id)));
}

/** The services with their price (the member's, or 0 when free) and whether the member has each. */
export function planServices(
  services: ReadonlyMap<number, CatalogService>,
  prices: Readonly<Record<number, number>>,
  selected: readonly string[],
  free: ReadonlySet<number>,
): PlanService[] {
  return [...services.values()].map((service) => ({
    id: service.provider_id,
    price: free.has(service.provider_id) ? 0 : (prices[service.provider_id] ?? null),
    owned: isChosenService(service, selected),
  }));
}
