import type { MonetizationType } from '../title/title-types';
import type { WatchProviderListEntry } from './get-watch-provider-list';
import { NAMED_PLATFORMS, serviceSlug } from './streaming-services';

/** A catalog service as an offer or a change names it. */
export interface CatalogService {
  provider_id: number;
  provider_name: string;
}

/** The ways of watching that come with a service someone has (renting or buying a title does not). */
export const STREAMING_MONETIZATIONS: readonly MonetizationType[] = ['flatrate', 'free', 'ads'];

/**
 * Whether a catalog service is one the user chose (their stored service values): the seven named
 * platforms by their catalog ids, any other service by the value onboarding gives its name.
 */
export function isChosenService(service: CatalogService, selected: readonly string[]): boolean {
  if (selected.includes(serviceSlug(service.provider_name))) return true;
  return NAMED_PLATFORMS.some(
    (platform) =>
      selected.includes(platform.value) &&
      (platform.providerIds as readonly number[]).includes(service.provider_id),
  );
}

/** The catalog ids of the services a user chose, for `with_watch_providers`. */
export function chosenServiceIds(
  selected: readonly string[],
  providers: readonly WatchProviderListEntry[],
): number[] {
  const ids = new Set<number>();
  for (const platform of NAMED_PLATFORMS) {
    if (selected.includes(platform.value)) platform.providerIds.forEach((id) => ids.add(id));
  }
  for (const provider of providers) {
    if (isChosenService(provider, selected)) ids.add(provider.provider_id);
  }
  return [...ids];
}

/** The name a stored service value stands for ("hulu" → "Hulu", "bbc-iplayer" → "BBC iPlayer"). */
export function serviceName(value: string, providers: readonly WatchProviderListEntry[]): string {
  return (
    NAMED_PLATFORMS.find((platform) => platform.value === value)?.name ??
    providers.find((provider) => serviceSlug(provider.provider_name) === value)?.provider_name ??
    value
  );
}

/** The names of the services a user chose, as the app writes them ("Netflix", "Peacock Premium"). */
export function chosenServiceNames(
  selected: readonly string[],
  providers: readonly WatchProviderListEntry[],
): string[] {
  return selected.map((value) => serviceName(value, providers));
}

/** Whether naming these services needs the catalog's list (only the seven named ones do not). */
export const needsServiceList = (selected: readonly string[]) =>
  selected.some((value) => !NAMED_PLATFORMS.some((platform) => platform.value === value));
