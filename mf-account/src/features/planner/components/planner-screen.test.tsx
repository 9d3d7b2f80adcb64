import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchlistLoaded, type MonetizationType, type WatchlistEntry } from 'shared-core';
import { installFakeBackend, renderAt, storeFor, type FakeRoutes } from 'dev-harness/testing';
import type { PlanOfferRow, PlanOffersTitle } from '../api/get-plan-offers';
import { PlannerScreen } from './planner-screen';

const TODAY = '2026-12-02';

const offer = (
  provider_id: number,
  provider_name: string,
  monetization: MonetizationType = 'flatrate',
): PlanOfferRow => ({
  provider_id,
  provider_name,
  monetization,
  from: '2026-01-01',
  until: null,
});

const title = (id: number, name: string, offers: PlanOffersTitle['offers']): PlanOffersTitle => ({
  media_type: 'movie',
  id,
  title: name,
  poster_path: null,
  release_year: 2000,
  runtime_minutes: 100,
  episode_count: null,
  episode_runtime_minutes: null,
  offers,
});

// Netflix streams two titles, Hulu one; the fourth is only to rent.
const TITLES = [
  title(1, 'Alpha', [offer(8, 'Netflix')]),
  title(2, 'Bravo', [offer(8, 'Netflix'), offer(15, 'Hulu')]),
  title(3, 'Charlie', [offer(15, 'Hulu')]),
  title(4, 'Delta', [offer(2, 'Apple TV', 'rent')]),
];

const ENTRIES: WatchlistEntry[] = TITLES.map((entry) => ({
  tmdb_id: entry.id,
  media_type: 'movie',
  title: entry.title,
  poster_path: null,
  release_year: 2000,
}));

const routes = (results: PlanOffersTitle[]): FakeRoutes => ({
  'GET /ww/offers': {
    body: { region: 'US', from: TODAY, to: '2027-12-02', known_ahead: true, results, missing: [] },
  },
  'GET /rest/v1/notify_requests': { body: [] },
  'GET /rest/v1/price_currencies': { body: { currency: 'USD', monthly_ceiling: 1000 } },
  'GET /rest/v1/service_prices': { body: [] },
  'GET /rest/v1/saved_plans': { body: null },
});

function memberWith(visitor: 'free' | 'premium', entries: WatchlistEntry[]) {
  const store = storeFor(visitor);
  store.dispatch(watchlistLoaded(entries));
  return store;
}

describe('PlannerScreen', () => {
  it('asks a visitor to sign in and brings them back to the planner', () => {
    installFakeBackend(routes([]));
    renderAt('/planner', <PlannerScreen />);
    expect(screen.getByRole('heading', { name: 'Sign in to plan your services' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?redirect=planner',
    );
  });

  it('tells a member with an empty list what to add', async () => {
    installFakeBackend(routes([]));
    renderAt('/planner', <PlannerScreen />, { store: memberWith('free', []) });
    expect(await screen.findByRole('heading', { name: 'Nothing to plan yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse content' })).toHaveAttribute(
      'href',
      '/discover',
    );
  });

  it('shows a free member the best single service, what no service streams, and Plus', async () => {
    installFakeBackend(routes(TITLES));
    renderAt('/planner', <PlannerScreen />, { store: memberWith('free', ENTRIES) });
    const best = await screen.findByRole('heading', { name: '1 service: Netflix' });
    const card = best.closest('article') as HTMLElement;
    expect(within(card).getByText('Covers 2 of 4 titles')).toBeVisible();
    expect(screen.queryByRole('heading', { name: /2 services/ })).toBeNull();
    expect(
      screen.getByText(/With Plus: the best set for every number of services up to 2,/),
    ).toBeVisible();
    const uncovered = screen.getByRole('region', { name: 'Not streaming today (1 title)' });
    expect(within(uncovered).getByRole('link', { name: 'Delta' })).toBeVisible();
    expect(within(uncovered).getByText('To rent or buy: Apple TV')).toBeVisible();
  });

  it('shows a Plus member every number of services and a price field for each', async () => {
    installFakeBackend(routes(TITLES));
    renderAt('/planner', <PlannerScreen />, { store: memberWith('premium', ENTRIES) });
    const two = await screen.findByRole('heading', { name: '2 services: Netflix + Hulu' });
    expect(
      within(two.closest('article') as HTMLElement).getByText('Covers 3 of 4 titles'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Netflix, monthly price' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Hulu, monthly price' })).toBeVisible();
    expect(screen.queryByText(/With Plus/)).toBeNull();
  });

  it("plans a Plus member's rotation month by month and saves it with its reminders", async () => {
    const saved: unknown[] = [];
    const backend = installFakeBackend({
      ...routes(TITLES),
      'POST /rest/v1/saved_plans': async (request) => {
        saved.push(await request.clone().json());
        return { status: 201, body: null };
      },
    });
    renderAt('/planner', <PlannerScreen />, { store: memberWith('premium', ENTRIES) });
    const rotation = await screen.findByRole('region', { name: 'Rotation' });
    const months = await within(rotation).findAllByRole('listitem');
    // Intl writes a range with thin spaces around its dash.
    const headings = months.map((month) => within(month).getByRole('heading').textContent);
    expect(headings.map((text) => text?.replace(/\s/g, ' '))).toEqual([
      'December 2 – 31, 2026',
      'January 1 – 31, 2027',
      'February 1 – 28, 2027',
    ]);
    // Three films of 100 minutes fit 20 hours a month: one month of both services is cheapest.
    expect(within(months[0]!).getByText('Hold: Netflix + Hulu')).toBeVisible();
    expect(within(months[1]!).getByText('No service needed this month')).toBeVisible();
    expect(
      within(rotation).getByText(/This plan: 2 service-months\. Keeping its services all along: 6/),
    ).toBeVisible();

    backend.routes['GET /rest/v1/saved_plans'] = () => ({
      body: {
        country: 'US',
        months: (saved[0] as { months: unknown }).months,
        updated_at: '2026-12-02T09:30:00.123+00:00',
      },
    });
    await userEvent.click(within(rotation).getByRole('button', { name: 'Save this plan' }));
    expect(await within(rotation).findByText('This is your saved plan.')).toBeVisible();
    expect(saved).toEqual([
      {
        country: 'US',
        months: [
          {
            month: '2026-12-01',
            services: [
              { provider_id: 8, name: 'Netflix' },
              { provider_id: 15, name: 'Hulu' },
            ],
          },
          { month: '2027-01-01', services: [] },
          { month: '2027-02-01', services: [] },
        ],
      },
    ]);
    const reminders = within(rotation).getByRole('region', { name: 'Your plan’s reminders' });
    expect(within(reminders).getByText('Cancel Netflix before January 1')).toBeVisible();
    // Saved on 2 December: the first month's start is that day, not the 1st, gone by.
    expect(within(reminders).getByText('Start Hulu on December 2')).toBeVisible();
  });
});

describe('PlannerScreen hours', () => {
  it('refuses hours that are not 1 to 300, with no plan to save until they are', async () => {
    installFakeBackend(routes(TITLES));
    renderAt('/planner', <PlannerScreen />, { store: memberWith('premium', ENTRIES) });
    const rotation = await screen.findByRole('region', { name: 'Rotation' });
    await within(rotation).findByRole('button', { name: 'Save this plan' });
    const hours = within(rotation).getByRole('spinbutton', { name: 'Hours you watch a month' });
    for (const wrong of ['0', '-5', '301']) {
      await userEvent.clear(hours);
      await userEvent.type(hours, wrong);
      expect(hours).toHaveAccessibleDescription(
        'Enter the hours you watch a month, from 1 to 300.',
      );
      expect(within(rotation).queryByRole('button', { name: 'Save this plan' })).toBeNull();
    }
    await userEvent.clear(hours);
    expect(within(rotation).queryByRole('button', { name: 'Save this plan' })).toBeNull();
    await userEvent.type(hours, '10');
    expect(await within(rotation).findByRole('button', { name: 'Save this plan' })).toBeVisible();
    expect(hours).not.toHaveAccessibleDescription(/Enter the hours/);
  });
});
