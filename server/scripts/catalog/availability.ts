import { REGION_CODES, type RegionCode } from '../../src/catalog/constants/regions.js';
import { REGION_SERVICES } from '../../src/catalog/constants/providers.js';
import { pick, seededRandom } from '../../src/catalog/seeded.js';
import type { DraftTitle } from './draft.js';
import { HOME_SERVICES, STREAMER_ORIGINALS } from './families.js';

const CRUNCHYROLL = 283;
const ANIME_ONLY = new Set([CRUNCHYROLL, 85, 1860]);
/** bangumi-data site → the service it means, per country (empty: the site is Japan-only). */
const LISTING_SERVICES: Record<string, Partial<Record<RegionCode, number>>> = {
  netflix: Object.fromEntries(REGION_CODES.map((code) => [code, 8])),
  crunchyroll: { US: 283, GB: 283, CA: 283, AU: 283, DE: 283, FR: 283, IN: 283, BR: 283 },
  prime: { JP: 9, US: 9, GB: 9, DE: 9, CA: 119, AU: 119, FR: 119, IN: 119, BR: 119 },
  disneyplus: { JP: 337, KR: 337, US: 15, GB: 337, CA: 337, AU: 337, FR: 337, DE: 337, BR: 337 },
  unext: { JP: 84 },
  danime: { JP: 85 },
  abema: { JP: 1860 },
};

/**
 * Sample availability of a title in every country, as compact entries ("8f", "2rb"): a studio's titles
 * lean to its own service, rent/buy is wide for films, old films show up on free services, anime follows
 * its real listings, and some titles are nowhere at all.
 */
export function synthesiseWatch(draft: DraftTitle): Partial<Record<RegionCode, string[]>> {
  if (seededRandom(`${draft.key}:nowhere`)() < 0.05) return {};
  const watch: Partial<Record<RegionCode, string[]>> = {};
  for (const region of REGION_CODES) {
    const entries = regionEntries(draft, region);
    if (entries.length > 0) watch[region] = entries;
  }
  return watch;
}

/**
 * Real first days of anime listings, by the provider id the listing stands for (in any country where
 * the title has that provider): the offline calendar starts those offers there instead of a sample day.
 */
export function listingStarts(
  draft: DraftTitle,
  watch: Partial<Record<RegionCode, string[]>>,
): Record<string, string> | undefined {
  const starts: Record<string, string> = {};
  for (const [site, begin] of Object.entries(draft.listingBegins ?? {})) {
    for (const [region, entries] of Object.entries(watch)) {
      const provider = LISTING_SERVICES[site]?.[region as RegionCode];
      if (provider !== undefined && entries.some((entry) => parseInt(entry, 10) === provider)) {
        starts[provider] = begin;
      }
    }
  }
  return Object.keys(starts).length > 0 ? starts : undefined;
}

function regionEntries(draft: DraftTitle, region: RegionCode): string[] {
  const random = seededRandom(`${draft.key}:${region}`);
  if (random() < 0.08) return [];
  const services = REGION_SERVICES[region];
  const codes = new Map<number, string>();
  const add = (provider: number, code: string) =>
    codes.set(provider, (codes.get(provider) ?? '') + code);
  for (const provider of streamingServices(draft, region, random)) add(provider, 'f');
  const year = Number(draft.date.slice(0, 4));
  if (year < 2005 && random() < 0.22) {
    const freeOptions = [
      ...services.free.map((id) => [id, 'e'] as const),
      ...services.ads.map((id) => [id, 'a'] as const),
    ];
    if (freeOptions.length > 0) {
      const [provider, code] = pick(random, freeOptions);
      add(provider, code);
    }
  }
  const exclusive = STREAMER_ORIGINALS.has(draft.family) || draft.listings !== undefined;
  if (!exclusive && random() < (draft.type === 'movie' ? 0.88 : 0.5)) {
    const stores = services.stores.filter(() => random() < 0.65);
    for (const store of stores) {
      if (draft.type === 'movie' && random() < 0.85) add(store, 'r');
      add(store, 'b');
    }
  }
  return [...codes.entries()].map(([provider, code]) => `${provider}${code}`);
}

function streamingServices(draft: DraftTitle, region: RegionCode, random: () => number): number[] {
  if (draft.listings) return animeServices(draft.listings, region, random);
  const chosen = new Set<number>();
  const home = HOME_SERVICES[draft.family][region] ?? [];
  const original = STREAMER_ORIGINALS.has(draft.family);
  // Series stay on their network's service far more often than films stay with their studio's.
  const homeChance = original ? 0.97 : draft.type === 'tv' ? 0.85 : 0.6;
  for (const service of home) if (random() < homeChance) chosen.add(service);
  const others = REGION_SERVICES[region].subscription.filter((id) => !ANIME_ONLY.has(id));
  const extraChance = original ? 0.03 : draft.type === 'tv' ? 0.3 : 0.2;
  for (let slot = 0; slot < 2; slot++) {
    if (random() < extraChance) chosen.add(pickByPriority(random, others));
  }
  return [...chosen];
}

/** A service picked with weight 1/(position + 2): the country's big services come up most often. */
function pickByPriority(random: () => number, services: number[]): number {
  const weights = services.map((_, index) => 1 / (index + 2));
  let target = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) {
    target -= weight;
    if (target < 0) return services[index] ?? services[0] ?? 0;
  }
  return services.at(-1) ?? 0;
}

function animeServices(listings: string[], region: RegionCode, random: () => number): number[] {
  const chosen = new Set<number>();
  for (const listing of listings) {
    const service = LISTING_SERVICES[listing]?.[region];
    if (service !== undefined && random() < (region === 'JP' ? 0.95 : 0.75)) chosen.add(service);
  }
  const hasCrunchyroll = REGION_SERVICES[region].subscription.includes(CRUNCHYROLL);
  if (chosen.size === 0 && hasCrunchyroll && random() < 0.3) chosen.add(CRUNCHYROLL);
  if (region === 'JP' && chosen.size === 0 && random() < 0.5) chosen.add(84);
  return [...chosen];
}
