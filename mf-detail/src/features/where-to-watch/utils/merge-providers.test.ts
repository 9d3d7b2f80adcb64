import { mergeProviders } from './merge-providers';
import { providersResponse } from './test-providers';

const all = Object.keys(providersResponse.results);

describe('mergeProviders', () => {
  it('merges one service across countries and ids, by name', () => {
    const prime = mergeProviders(providersResponse, all).find(
      (provider) => provider.name === 'Amazon Prime Video',
    );
    expect(prime).toEqual({
      name: 'Amazon Prime Video',
      providerIds: [9, 119],
      logoPath: '/l9.svg',
      countries: [
        { code: 'US', types: ['flatrate'], link: 'https://www.justwatch.com/us' },
        { code: 'CA', types: ['flatrate'], link: undefined },
      ],
    });
  });

  it("gives 'both' where a provider rents and sells, rent or buy otherwise", () => {
    const apple = mergeProviders(providersResponse, all).find(
      (provider) => provider.name === 'Apple TV',
    );
    expect(apple?.countries.map(({ code, types }) => [code, types])).toEqual([
      ['US', ['both']],
      ['CA', ['rent']],
      ['GB', ['buy']],
    ]);
  });

  it('keeps free and ad-supported offers apart', () => {
    const tubi = mergeProviders(providersResponse, all).find(
      (provider) => provider.name === 'Tubi TV',
    );
    expect(tubi?.countries.map(({ code, types }) => [code, types])).toEqual([
      ['US', ['free']],
      ['FR', ['ads']],
    ]);
  });

  it('reads only the countries asked for, and skips countries without data', () => {
    const names = mergeProviders(providersResponse, ['GB', 'XX']).map((provider) => provider.name);
    expect(names).toEqual(['Netflix', 'Apple TV']);
    expect(mergeProviders({ id: 1, results: {} }, ['US'])).toEqual([]);
  });
});
