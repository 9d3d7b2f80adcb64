import type { WatchProviderListEntry } from './get-watch-provider-list';
import { biggestServices } from './streaming-services';
import {
  chosenServiceIds,
  chosenServiceNames,
  isChosenService,
  needsServiceList,
} from './user-services';

const providers: WatchProviderListEntry[] = [
  {
    provider_id: 8,
    provider_name: 'Netflix',
    logo_path: null,
    display_priority: 0,
    display_priorities: { US: 0, GB: 1 },
  },
  {
    provider_id: 386,
    provider_name: 'Peacock Premium',
    logo_path: null,
    display_priority: 7,
    display_priorities: { US: 7 },
  },
  {
    provider_id: 39,
    provider_name: 'NOW',
    logo_path: null,
    display_priority: 3,
    display_priorities: { GB: 0 },
  },
  {
    provider_id: 337,
    provider_name: 'Disney Plus',
    logo_path: null,
    display_priority: 2,
    display_priorities: { US: 2, GB: 2 },
  },
];

describe('the services a user chose, as catalog services', () => {
  it('matches the named platforms by id and other services by the value of their name', () => {
    expect(
      isChosenService({ provider_id: 119, provider_name: 'Amazon Prime Video' }, ['amazon']),
    ).toBe(true);
    expect(
      isChosenService({ provider_id: 386, provider_name: 'Peacock Premium' }, ['peacock-premium']),
    ).toBe(true);
    expect(isChosenService({ provider_id: 8, provider_name: 'Netflix' }, ['hulu'])).toBe(false);
    expect(isChosenService({ provider_id: 8, provider_name: 'Netflix' }, [])).toBe(false);
  });

  it('gives every catalog id that stands for the chosen services', () => {
    expect(
      chosenServiceIds(['netflix', 'amazon', 'peacock-premium'], providers).sort((a, b) => a - b),
    ).toEqual([8, 9, 119, 386]);
    expect(chosenServiceIds([], providers)).toEqual([]);
    // A named platform needs no catalog list; an unknown value gives nothing.
    expect(chosenServiceIds(['hbo', 'unknown-service'], [])).toEqual([1899, 384]);
  });

  it("orders a country's biggest services by the catalog's priority there", () => {
    expect(biggestServices(providers, 'US', 2).map((p) => p.provider_id)).toEqual([8, 337]);
    expect(biggestServices(providers, 'GB', 4).map((p) => p.provider_id)).toEqual([39, 8, 337]);
    expect(biggestServices(providers, 'JP', 4)).toEqual([]);
  });

  it('names the chosen services, from the catalog list when they are not named platforms', () => {
    expect(chosenServiceNames(['netflix', 'peacock-premium', 'gone'], providers)).toEqual([
      'Netflix',
      'Peacock Premium',
      'gone',
    ]);
    expect(needsServiceList(['netflix', 'hbo'])).toBe(false);
    expect(needsServiceList(['netflix', 'peacock-premium'])).toBe(true);
  });
});
