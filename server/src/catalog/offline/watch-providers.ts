import { MONETIZATION_CODES, type CatalogTitle, type MonetizationType } from '../catalog-types.js';
import { displayPriority, providerById, type Provider } from '../constants/providers.js';
import { isRegionCode } from '../constants/regions.js';
import { logoPath } from '../images/image-paths.js';
import type { Offers } from './calendar.js';

export interface ProviderEntry {
  logo_path: string;
  provider_id: number;
  provider_name: string;
  display_priority: number;
}

export type CountryProviders = { link: string } & Partial<
  Record<MonetizationType, ProviderEntry[]>
>;

/** Real TMDB ids sit below this; the offline catalog's synthetic ids above it. */
const SYNTHETIC_ID_BASE = 90_000_000;

export function providerEntry(provider: Provider, priority: number): ProviderEntry {
  return {
    logo_path: logoPath(provider.id),
    provider_id: provider.id,
    provider_name: provider.name,
    display_priority: priority,
  };
}

/** TMDB's `watch/providers` results for one title from its offers on one day (`AvailabilityCalendar`). */
export function watchProvidersOf(
  title: CatalogTitle,
  offers: Offers,
): Record<string, CountryProviders> {
  const results: Record<string, CountryProviders> = {};
  for (const [region, providers] of offers) {
    if (!isRegionCode(region) || providers.size === 0) continue;
    const country: CountryProviders = { link: watchLink(title, region) };
    for (const [id, codes] of providers) {
      const provider = providerById(id);
      if (!provider) continue;
      const entryWithPriority = providerEntry(provider, displayPriority(region, provider.id) ?? 99);
      for (const code of codes) {
        const type = MONETIZATION_CODES[code as keyof typeof MONETIZATION_CODES];
        if (type) (country[type] ??= []).push(entryWithPriority);
      }
    }
    for (const type of Object.values(MONETIZATION_CODES)) {
      country[type]?.sort((a, b) => a.display_priority - b.display_priority);
    }
    results[region] = country;
  }
  return results;
}

/** Does the title offer this provider in the region (with one of the monetisation codes, if given)? */
export function offersProvider(
  offers: Offers,
  region: string,
  providerId: number,
  codes?: string,
): boolean {
  const offered = offers.get(region)?.get(providerId);
  return (
    offered !== undefined &&
    (codes === undefined || [...offered].some((code) => codes.includes(code)))
  );
}

export function offersAnyOfTypes(offers: Offers, region: string, codes: string): boolean {
  const providers = offers.get(region);
  return (
    providers !== undefined &&
    [...providers.values()].some((offered) => [...offered].some((code) => codes.includes(code)))
  );
}

/**
 * TMDB links to its own watch page; synthetic ids have none there, so those link to a JustWatch
 * search for the title in that country.
 */
function watchLink(title: CatalogTitle, region: string): string {
  if (title.id < SYNTHETIC_ID_BASE) {
    return `https://www.themoviedb.org/${title.type}/${title.id}/watch?locale=${region}`;
  }
  return `https://www.justwatch.com/${region.toLowerCase()}/search?q=${encodeURIComponent(title.title)}`;
}
