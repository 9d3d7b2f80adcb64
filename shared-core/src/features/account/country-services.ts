import type { WatchProviderListEntry } from './get-watch-provider-list';
import { NAMED_PLATFORMS, namedPlatformOf, serviceSlug } from './streaming-services';
import { chosenServiceIds } from './user-services';

/** A service the filters offer: its stored value (a slug) and the name people know it by. */
export interface ServiceOption {
  value: string;
  name: string;
}

/** How many of a country's services the platform filter offers (the user's own come on top). */
export const FILTER_SERVICES_PER_COUNTRY = 16;

const priorityIn = (provider: WatchProviderListEntry, country: string) =>
  provider.display_priorities?.[country];

/** The option a catalog service is offered as: a named platform under its name, else its own. */
function optionOf(provider: WatchProviderListEntry): ServiceOption {
  const named = namedPlatformOf(provider.provider_id);
  return named
    ? { value: named.value, name: named.name }
    : { value: serviceSlug(provider.provider_name), name: provider.provider_name };
}

/**
 * The services that exist in `country` (those with a display priority there), one option per
 * service: the user's own first, then the country's biggest, up to `limit` in all (the user's own
 * are never cut). Without the catalog's list (it failed): the seven named platforms, own first.
 */
export function countryServiceOptions(
  providers: readonly WatchProviderListEntry[] | null,
  country: string,
  selected: readonly string[],
  limit = FILTER_SERVICES_PER_COUNTRY,
): ServiceOption[] {
  const options = new Map<string, ServiceOption>();
  if (providers === null) {
    NAMED_PLATFORMS.forEach(({ value, name }) => options.set(value, { value, name }));
  } else {
    providers
      .filter((provider) => priorityIn(provider, country) !== undefined)
      .sort((a, b) => priorityIn(a, country)! - priorityIn(b, country)!)
      .map(optionOf)
      .forEach((option) => options.has(option.value) || options.set(option.value, option));
  }
  const all = [...options.values()];
  const own = all.filter((option) => selected.includes(option.value));
  const others = all.filter((option) => !selected.includes(option.value));
  return [...own, ...others.slice(0, Math.max(0, limit - own.length))];
}

/** Whether a service (by its stored value) exists in `country`, by the catalog's list. */
export function isServiceInCountry(
  value: string,
  providers: readonly WatchProviderListEntry[],
  country: string,
): boolean {
  const ids = chosenServiceIds([value], providers);
  return providers.some(
    (provider) => ids.includes(provider.provider_id) && priorityIn(provider, country) !== undefined,
  );
}
