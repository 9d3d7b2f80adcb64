import { catalogApi, backendError, toRouteId, type ContentKey } from 'shared-core';

interface ProviderEntry {
  provider_id: number;
}

type CountryOffers = Partial<Record<'flatrate' | 'free' | 'ads' | 'rent' | 'buy', ProviderEntry[]>>;

export interface AvailabilityArgs {
  titles: readonly ContentKey[];
  region: string;
  providerIds: readonly number[];
}

/** True when any of the services offers the title in the region, in any monetisation type. */
export function offeredBy(offers: CountryOffers | undefined, providerIds: readonly number[]) {
  if (!offers) return false;
  return Object.values(offers).some(
    (entries) =>
      Array.isArray(entries) && entries.some((entry) => providerIds.includes(entry.provider_id)),
  );
}

const availabilityApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Which of the titles (route ids) the services offer in the region, from each title's
     * `/watch/providers`. A title whose providers cannot be read counts as not offered; when none
     * can be read, the query fails.
     */
    getTitleAvailability: build.query<string[], AvailabilityArgs>({
      async queryFn({ titles, region, providerIds }, _api, _extra, baseQuery) {
        let failures = 0;
        const checks = await Promise.all(
          titles.map(async (title) => {
            const { data, error } = await baseQuery(
              `/3/${title.media_type}/${title.id}/watch/providers`,
            );
            if (error) failures += 1;
            const results = (data as { results?: Record<string, CountryOffers> } | undefined)
              ?.results;
            return offeredBy(results?.[region], providerIds) ? toRouteId(title) : null;
          }),
        );
        if (titles.length > 0 && failures === titles.length) {
          return backendError('Could not load streaming availability');
        }
        return { data: checks.filter((id): id is string => id !== null) };
      },
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetTitleAvailabilityQuery } = availabilityApi;
