import { compareNames } from '../content/compare-names';
import type { WatchProviderListEntry } from './get-watch-provider-list';
import { ONBOARDING_COUNTRIES } from './onboarding-countries';

/** A service a user can say they have: `value` is what browser storage and the profile keep. */
export interface StreamingService {
  value: string;
  name: string;
  logoUrl: string | null;
}

/** The seven platforms the app offers by name, with the catalog ids that stand for each. */
export const NAMED_PLATFORMS = [
  { name: 'Netflix', value: 'netflix', providerIds: [8] },
  { name: 'Amazon Prime', value: 'amazon', providerIds: [9, 119] },
  { name: 'Disney+', value: 'disney', providerIds: [337] },
  { name: 'Hulu', value: 'hulu', providerIds: [15] },
  { name: 'HBO Max', value: 'hbo', providerIds: [1899, 384] },
  { name: 'Apple TV+', value: 'apple', providerIds: [350] },
  { name: 'Paramount+', value: 'paramount', providerIds: [531] },
] as const;

/** How many of each country's services (by the catalog's display priority) count as "major". */
const MAJOR_SERVICES_PER_COUNTRY = 8;
const LOGO_SIZE = 'w154';

const logoUrl = (imageBaseUrl: string | undefined, path: string | null | undefined) => {
  if (!imageBaseUrl || !path) return null;
  if (/^https?:/.test(path)) return path;
  return `${imageBaseUrl.replace(/\/?$/, '/')}${LOGO_SIZE}${path.startsWith('/') ? path : `/${path}`}`;
};

/**
 * A stable storage value for a service outside the seven named platforms, e.g. "Peacock Premium" →
 * "peacock-premium".
 */
export const serviceSlug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\+/g, ' plus')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Which of the seven named platforms a catalog id stands for, if any. */
export const namedPlatformOf = (providerId: number) =>
  NAMED_PLATFORMS.find((platform) =>
    (platform.providerIds as readonly number[]).includes(providerId),
  );

/** A country's biggest services, by the catalog's display priority there (the biggest first). */
export function biggestServices(
  providers: readonly WatchProviderListEntry[],
  country: string,
  count: number,
): WatchProviderListEntry[] {
  return providers
    .filter((provider) => provider.display_priorities?.[country] !== undefined)
    .sort((a, b) => a.display_priorities![country]! - b.display_priorities![country]!)
    .slice(0, count);
}

function majorProvidersByCountry(providers: WatchProviderListEntry[]) {
  return ONBOARDING_COUNTRIES.map(({ code }) =>
    biggestServices(providers, code, MAJOR_SERVICES_PER_COUNTRY),
  );
}

/**
 * The onboarding grid: the seven named platforms first (always, logos when the catalog has them),
 * then the other major services of the onboarding countries, the most widespread first.
 */
export function buildStreamingServices(
  providers: WatchProviderListEntry[],
  imageBaseUrl: string | undefined,
): StreamingService[] {
  const logo = (provider: WatchProviderListEntry | undefined) =>
    logoUrl(imageBaseUrl, provider?.logo_path);
  const named = NAMED_PLATFORMS.map((platform) => ({
    value: platform.value,
    name: platform.name,
    logoUrl: logo(providers.find((provider) => namedPlatformOf(provider.provider_id) === platform)),
  }));

  const extras = new Map<string, StreamingService & { countries: number; priority: number }>();
  for (const countryProviders of majorProvidersByCountry(providers)) {
    countryProviders.forEach((provider, priority) => {
      if (namedPlatformOf(provider.provider_id)) return;
      const value = serviceSlug(provider.provider_name);
      const known = extras.get(value);
      if (known) {
        known.countries += 1;
        known.priority = Math.min(known.priority, priority);
      } else {
        extras.set(value, {
          value,
          name: provider.provider_name,
          logoUrl: logo(provider),
          countries: 1,
          priority,
        });
      }
    });
  }
  const others = [...extras.values()]
    .sort(
      (a, b) =>
        b.countries - a.countries || a.priority - b.priority || compareNames(a.name, b.name),
    )
    .map(({ value, name, logoUrl }) => ({ value, name, logoUrl }));
  return [...named, ...others];
}
