import type { PlanOfferRow, PlanOffersTitle } from '../api/get-plan-offers';
import { freeServiceIds, planServices, servicesOf } from './plan-input';

const offer = (
  provider_id: number,
  provider_name: string,
  monetization: PlanOfferRow['monetization'],
) => ({ provider_id, provider_name, monetization, from: null, until: null }) satisfies PlanOfferRow;

const title = (id: number, ...offers: PlanOfferRow[]): PlanOffersTitle => ({
  media_type: 'movie',
  id,
  title: `Title ${id}`,
  poster_path: null,
  release_year: 2000,
  runtime_minutes: 100,
  episode_count: null,
  episode_runtime_minutes: null,
  offers,
});

const TITLES = [
  title(1, offer(8, 'Netflix', 'flatrate'), offer(300, 'Pluto TV', 'ads')),
  title(2, offer(300, 'Pluto TV', 'ads'), offer(15, 'Hulu', 'flatrate')),
  // Free with ads for one title and by subscription for another: a paid service.
  title(
    3,
    offer(15, 'Hulu', 'ads'),
    offer(73, 'Tubi TV', 'free'),
    offer(10, 'Amazon Video', 'rent'),
  ),
];

it('a service that streams the titles only for free or with ads is free; one paid anywhere is not', () => {
  expect([...freeServiceIds(TITLES)].sort((a, b) => a - b)).toEqual([73, 300]);
});

it('free services plan at 0 whatever was entered; others at the member’s price, or none', () => {
  const services = planServices(
    servicesOf(TITLES),
    { 8: 15.49, 300: 4 },
    [],
    freeServiceIds(TITLES),
  );
  expect(services.map(({ id, price }) => [id, price])).toEqual([
    [8, 15.49],
    [300, 0],
    [15, null],
    [73, 0],
  ]);
});
