import type { TmdbWatchProvider, WatchProvidersResponse } from 'shared-core';

/** Test data in TMDB's watch-providers shape. */
export const provider = (provider_id: number, provider_name: string): TmdbWatchProvider => ({
  provider_id,
  provider_name,
  logo_path: `/l${provider_id}.svg`,
});

export const netflix = provider(8, 'Netflix');
export const primeUs = provider(9, 'Amazon Prime Video');
export const primeCa = provider(119, 'Amazon Prime Video');
export const appleTv = provider(2, 'Apple TV');
export const tubi = provider(73, 'Tubi TV');
export const stan = provider(21, 'Stan');

export const providersResponse: WatchProvidersResponse = {
  id: 1,
  results: {
    US: {
      link: 'https://www.justwatch.com/us',
      flatrate: [primeUs],
      rent: [appleTv],
      buy: [appleTv],
      free: [tubi],
    },
    CA: { flatrate: [primeCa, netflix], rent: [appleTv] },
    GB: { flatrate: [netflix], buy: [appleTv] },
    AU: { flatrate: [stan, netflix] },
    FR: { ads: [tubi] },
  },
};
