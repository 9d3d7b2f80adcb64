import { countryServiceOptions, isServiceInCountry } from './country-services';
import type { WatchProviderListEntry } from './get-watch-provider-list';

const entry = (
  provider_id: number,
  provider_name: string,
  display_priorities: Record<string, number>,
): WatchProviderListEntry => ({
  provider_id,
  provider_name,
  logo_path: null,
  display_priority: Math.min(...Object.values(display_priorities)),
  display_priorities,
});

const providers = [
  entry(8, 'Netflix', { US: 0, GB: 0 }),
  entry(9, 'Amazon Prime Video', { US: 1, GB: 1 }),
  entry(119, 'Amazon Prime Video', { GB: 5, CA: 1 }),
  entry(15, 'Hulu', { US: 3 }),
  entry(39, 'NOW', { GB: 3 }),
  entry(38, 'BBC iPlayer', { GB: 4 }),
  entry(337, 'Disney Plus', { US: 2, GB: 2 }),
];

const values = (options: { value: string }[]) => options.map((option) => option.value);

describe('countryServiceOptions', () => {
  it("offers the country's services by priority, named platforms once under their name", () => {
    const gb = countryServiceOptions(providers, 'GB', []);
    expect(gb).toEqual([
      { value: 'netflix', name: 'Netflix' },
      { value: 'amazon', name: 'Amazon Prime' },
      { value: 'disney', name: 'Disney+' },
      { value: 'now', name: 'NOW' },
      { value: 'bbc-iplayer', name: 'BBC iPlayer' },
    ]);
    expect(values(countryServiceOptions(providers, 'US', []))).toEqual([
      'netflix',
      'amazon',
      'disney',
      'hulu',
    ]);
  });

  it("puts the user's own services first and never cuts them; others fill up to the limit", () => {
    expect(values(countryServiceOptions(providers, 'GB', ['bbc-iplayer', 'disney'], 3))).toEqual([
      'disney',
      'bbc-iplayer',
      'netflix',
    ]);
    expect(values(countryServiceOptions(providers, 'GB', ['bbc-iplayer', 'now'], 1))).toEqual([
      'now',
      'bbc-iplayer',
    ]);
  });

  it("leaves out the user's services that do not exist in the country", () => {
    expect(values(countryServiceOptions(providers, 'GB', ['hulu']))).not.toContain('hulu');
  });

  it('falls back to the seven named platforms when the list could not be read', () => {
    expect(values(countryServiceOptions(null, 'GB', ['hulu'], 6))).toEqual([
      'hulu',
      'netflix',
      'amazon',
      'disney',
      'hbo',
      'apple',
    ]);
  });
});

describe('isServiceInCountry', () => {
  it('answers by any of the catalog ids a service has', () => {
    expect(isServiceInCountry('amazon', providers, 'CA')).toBe(true);
    expect(isServiceInCountry('hulu', providers, 'GB')).toBe(false);
    expect(isServiceInCountry('bbc-iplayer', providers, 'GB')).toBe(true);
    expect(isServiceInCountry('bbc-iplayer', providers, 'US')).toBe(false);
    expect(isServiceInCountry('unknown-service', providers, 'US')).toBe(false);
  });
});
