import type { MonetizationType, WatchProvidersResponse } from 'shared-core';

/** How a provider offers a title in one country: rent and buy together become 'both'. */
export type OfferType = 'flatrate' | 'free' | 'ads' | 'rent' | 'buy' | 'both';

export interface CountryOffer {
  code: string;
  types: OfferType[];
  link?: string;
}

export interface MergedProvider {
  /** Providers are merged by name: TMDB lists one service under several ids (Prime Video 9/119). */
  name: string;
  providerIds: number[];
  logoPath: string | null;
  countries: CountryOffer[];
}

const STREAMING: OfferType[] = ['flatrate', 'free', 'ads'];

/** Watching with the service itself (subscription, free or with ads), not renting or buying. */
export const isStreaming = (types: OfferType[]) => types.some((type) => STREAMING.includes(type));

const TYPE_ORDER: MonetizationType[] = ['flatrate', 'free', 'ads', 'rent', 'buy'];

function offerTypes(types: Set<MonetizationType>): OfferType[] {
  const ordered: OfferType[] = TYPE_ORDER.filter((type) => types.has(type));
  if (!types.has('rent') || !types.has('buy')) return ordered;
  return [...ordered.filter((type) => type !== 'rent' && type !== 'buy'), 'both'];
}

/** Every provider of the given countries, with the countries and offer types it has there. */
export function mergeProviders(
  response: WatchProvidersResponse,
  countryCodes: readonly string[],
): MergedProvider[] {
  const merged = new Map<string, MergedProvider>();
  for (const code of countryCodes) {
    const country = response.results[code];
    if (!country) continue;
    const typesByName = new Map<string, Set<MonetizationType>>();
    for (const type of TYPE_ORDER) {
      for (const provider of country[type] ?? []) {
        const entry = merged.get(provider.provider_name) ?? {
          name: provider.provider_name,
          providerIds: [],
          logoPath: provider.logo_path,
          countries: [],
        };
        if (!entry.providerIds.includes(provider.provider_id)) {
          entry.providerIds.push(provider.provider_id);
        }
        merged.set(provider.provider_name, entry);
        const types = typesByName.get(provider.provider_name) ?? new Set();
        typesByName.set(provider.provider_name, types.add(type));
      }
    }
    for (const [name, types] of typesByName) {
      merged.get(name)!.countries.push({ code, types: offerTypes(types), link: country.link });
    }
  }
  return [...merged.values()];
}
