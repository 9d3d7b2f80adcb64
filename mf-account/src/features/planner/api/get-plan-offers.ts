import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { catalogApi, type MediaType, type MonetizationType } from 'shared-core';

/** One offer of a title in the country, with its first and last days where the catalog knows them. */
export interface PlanOfferRow {
  provider_id: number;
  provider_name: string;
  monetization: MonetizationType;
  from: string | null;
  until: string | null;
}

export interface PlanOffersTitle {
  media_type: MediaType;
  id: number;
  title: string;
  poster_path: string | null;
  release_year: number | null;
  runtime_minutes: number | null;
  episode_count: number | null;
  episode_runtime_minutes: number | null;
  offers: PlanOfferRow[];
}

interface OffersAnswer {
  from: string;
  to: string;
  known_ahead: boolean;
  results: PlanOffersTitle[];
  missing: string[];
}

export interface PlanOffers {
  /** The catalog's today: the plan's first day. */
  today: string;
  /** Whether the catalog knows offers' days ahead (the offline catalog does; TMDB does not). */
  knownAhead: boolean;
  titles: PlanOffersTitle[];
}

export interface PlanOffersRequest {
  region: string;
  /** `movie:603`, `tv:1399`…: the titles to plan with. */
  titles: readonly string[];
}

/** The most titles the catalog answers for in one call. */
const TITLES_PER_CALL = 100;

const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

const getPlanOffersApi = catalogApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every title's offers in one country over the next year, a hundred titles a call. */
    getPlanOffers: build.query<PlanOffers, PlanOffersRequest>({
      async queryFn({ region, titles }, _api, _extra, baseQuery) {
        const answers = await Promise.all(
          chunks(titles, TITLES_PER_CALL).map((part) =>
            baseQuery({ url: '/ww/offers', params: { region, titles: part.join(',') } }),
          ),
        );
        const failed = answers.find((answer) => answer.error);
        if (failed?.error) return { error: failed.error as FetchBaseQueryError };
        const bodies = answers.map((answer) => answer.data as OffersAnswer);
        return {
          data: {
            today: bodies[0]?.from ?? '',
            knownAhead: bodies.every((body) => body.known_ahead),
            titles: bodies.flatMap((body) => body.results),
          },
        };
      },
    }),
  }),
});

export const { useGetPlanOffersQuery } = getPlanOffersApi;
