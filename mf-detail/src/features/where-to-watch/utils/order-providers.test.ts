import { mergeProviders } from './merge-providers';
import { orderProviders } from './order-providers';
import { providersResponse } from './test-providers';

const merged = mergeProviders(providersResponse, Object.keys(providersResponse.results));

describe('orderProviders', () => {
  it('sorts by number of countries, descending, when nothing is the user’s', () => {
    const ordered = orderProviders(merged, { country: 'JP', services: [] });
    expect(ordered.map((provider) => [provider.name, provider.countries.length])).toEqual([
      ['Netflix', 3],
      ['Apple TV', 3],
      ['Amazon Prime Video', 2],
      ['Tubi TV', 2],
      ['Stan', 1],
    ]);
  });

  it("puts the user's services first, then every provider by number of countries", () => {
    const ordered = orderProviders(merged, { country: 'US', services: ['amazon'] });
    expect(ordered.map((provider) => provider.name)).toEqual([
      'Amazon Prime Video',
      'Netflix',
      'Apple TV',
      'Tubi TV',
      'Stan',
    ]);
    expect(ordered[0]).toMatchObject({ isUserService: true, inUserCountry: true });
    expect(ordered[1]).toMatchObject({ isUserService: false, inUserCountry: false });
  });

  it("leads with the user's service even where it does not offer the title in their country", () => {
    const ordered = orderProviders(merged, { country: 'US', services: ['netflix', 'amazon'] });
    expect(ordered.map((provider) => provider.name).slice(0, 2)).toEqual([
      'Amazon Prime Video',
      'Netflix',
    ]);
    expect(ordered[1]).toMatchObject({ isUserService: true, inUserCountry: false });
  });

  it("lists the user's country first in each card, then countries by name", () => {
    const netflix = orderProviders(merged, { country: 'GB', services: [] }).find(
      (provider) => provider.name === 'Netflix',
    );
    expect(netflix?.countries.map((offer) => offer.code)).toEqual(['GB', 'AU', 'CA']);
  });

  it('recognises services outside the seven named platforms by their storage value', () => {
    const stan = orderProviders(merged, { country: 'AU', services: ['stan'] })[0];
    expect(stan).toMatchObject({ name: 'Stan', isUserService: true });
  });
});

describe('orderProviders ties', () => {
  it('puts streaming before rent and buy among equals', () => {
    const ordered = orderProviders(mergeProviders(providersResponse, ['US']), {
      country: 'US',
      services: [],
    });
    expect(ordered.map((provider) => provider.name)).toEqual([
      'Amazon Prime Video',
      'Tubi TV',
      'Apple TV',
    ]);
  });
});
