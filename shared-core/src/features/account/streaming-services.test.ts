import type { WatchProviderListEntry } from './get-watch-provider-list';
import { buildStreamingServices, serviceSlug, NAMED_PLATFORMS } from './streaming-services';

const provider = (
  provider_id: number,
  provider_name: string,
  display_priorities: Record<string, number>,
): WatchProviderListEntry => ({
  provider_id,
  provider_name,
  logo_path: `/l${provider_id}.svg`,
  display_priority: 0,
  display_priorities,
});

const providers = [
  provider(8, 'Netflix', { US: 0, GB: 0 }),
  provider(119, 'Amazon Prime Video', { CA: 1 }),
  provider(15, 'Hulu', { US: 1 }),
  provider(337, 'Disney Plus', { US: 2 }),
  provider(1899, 'HBO Max', { US: 3 }),
  provider(350, 'Apple TV Plus', { US: 4 }),
  provider(531, 'Paramount Plus', { US: 5 }),
  provider(386, 'Peacock Premium', { US: 7 }),
  provider(39, 'NOW', { GB: 3 }),
  provider(283, 'Crunchyroll', { US: 6, GB: 7 }),
  provider(2, 'Apple TV', { US: 12 }),
];

describe('buildStreamingServices', () => {
  it('always offers the seven named platforms first, with their fixed names and values', () => {
    const services = buildStreamingServices([], undefined);
    expect(services.map(({ name, value }) => ({ name, value }))).toEqual(
      NAMED_PLATFORMS.map(({ name, value }) => ({ name, value })),
    );
    expect(services.every((service) => service.logoUrl === null)).toBe(true);
  });

  it('uses the catalog logo of a named platform, whichever of its ids the catalog lists', () => {
    const services = buildStreamingServices(providers, 'https://cdn.example/img/');
    expect(services.find((service) => service.value === 'netflix')?.logoUrl).toBe(
      'https://cdn.example/img/w154/l8.svg',
    );
    expect(services.find((service) => service.value === 'amazon')?.logoUrl).toBe(
      'https://cdn.example/img/w154/l119.svg',
    );
  });

  it("adds each onboarding country's other major services, the most widespread first", () => {
    const extras = buildStreamingServices(providers, 'https://cdn.example/img').slice(7);
    expect(extras.map((service) => service.value)).toEqual([
      'crunchyroll',
      'now',
      'peacock-premium',
    ]);
    // Apple TV (the store) comes after eight others in the US: not one of its major services.
    expect(extras.some((service) => service.name === 'Apple TV')).toBe(false);
  });

  it('gives stable storage values to names with symbols', () => {
    expect(serviceSlug('AMC+')).toBe('amc-plus');
    expect(serviceSlug('Canal+')).toBe('canal-plus');
    expect(serviceSlug(' Sky Go ')).toBe('sky-go');
  });
});
