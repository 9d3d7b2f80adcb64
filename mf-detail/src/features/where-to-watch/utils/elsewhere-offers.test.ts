import { countryCount, elsewhereOffers } from './elsewhere-offers';
import { mergeProviders } from './merge-providers';
import { orderProviders } from './order-providers';
import { providersResponse } from './test-providers';

const ranked = (country: string, services: string[]) =>
  orderProviders(mergeProviders(providersResponse, Object.keys(providersResponse.results)), {
    country,
    services,
  });

describe('elsewhereOffers', () => {
  it("lists the other countries where the user's services stream it", () => {
    const offers = elsewhereOffers(ranked('US', ['netflix']), 'US');
    expect(offers).toEqual([
      { name: 'Netflix', logoPath: '/l8.svg', countries: ['AU', 'CA', 'GB'] },
    ]);
    expect(countryCount(offers)).toBe(3);
  });

  it("is empty when one of the user's services streams it at home", () => {
    expect(elsewhereOffers(ranked('US', ['netflix', 'amazon']), 'US')).toEqual([]);
  });

  it('ignores rent and buy offers, and users without services', () => {
    expect(elsewhereOffers(ranked('JP', ['apple-tv']), 'JP')).toEqual([]);
    expect(elsewhereOffers(ranked('US', []), 'US')).toEqual([]);
  });

  it('counts each country once across services', () => {
    const offers = elsewhereOffers(ranked('JP', ['netflix', 'amazon']), 'JP');
    expect(offers.map((offer) => offer.name)).toEqual(['Netflix', 'Amazon Prime Video']);
    expect(countryCount(offers)).toBe(4);
  });
});
