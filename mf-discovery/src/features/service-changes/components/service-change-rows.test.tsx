import { screen, waitFor, within } from '@testing-library/react';
import {
  changeRow,
  changes,
  configuration,
  installFakeBackend,
  renderWithProviders,
  storeFor,
  type FakeBackend,
} from 'dev-harness/testing';
import { servicesSaved } from 'shared-core';
import { ServiceChangeRows } from './service-change-rows';

const provider = (provider_id: number, provider_name: string, US: number) => ({
  provider_id,
  provider_name,
  logo_path: null,
  display_priority: US,
  display_priorities: { US },
});

const providerList = {
  body: {
    results: [
      provider(8, 'Netflix', 0),
      provider(9, 'Amazon Prime Video', 1),
      provider(337, 'Disney Plus', 2),
      provider(15, 'Hulu', 3),
      provider(1899, 'HBO Max', 4),
    ],
  },
};

const rows = [
  changeRow({ id: 1, title: 'Quiet Arrival', popularity: 5, date: '2026-11-17' }),
  changeRow({ id: 2, title: 'Rented Only', popularity: 99, monetization: 'rent' }),
  changeRow({
    id: 3,
    title: 'Big Arrival',
    popularity: 80,
    provider_id: 15,
    provider_name: 'Hulu',
  }),
  changeRow({ id: 3, title: 'Big Arrival', popularity: 80, date: '2026-11-22' }),
  changeRow({
    id: 4,
    title: 'On HBO Only',
    popularity: 90,
    provider_id: 1899,
    provider_name: 'HBO Max',
  }),
  changeRow({
    id: 5,
    title: 'Soon Gone',
    change: 'departure',
    date: '2026-12-04',
    provider_id: 337,
    provider_name: 'Disney Plus',
  }),
];

const routes = (changeRows = rows) => ({
  'GET /3/configuration': configuration,
  'GET /3/watch/providers/movie': providerList,
  'GET /ww/today': { body: { today: '2026-11-23' } },
  'GET /ww/changes': changes(changeRows),
});

const queries = (backend: FakeBackend) =>
  backend.sentTo('GET /ww/changes').map((request) => {
    const query = new URL(request.url).searchParams;
    return [
      query.get('change'),
      query.get('from'),
      query.get('to'),
      query.get('with_watch_providers'),
      query.get('page'),
    ].join(' ');
  });

const row = async (name: string) => within(await screen.findByRole('region', { name }));

beforeEach(() => localStorage.clear());

describe('ServiceChangeRows', () => {
  it("shows a guest the country's biggest services: new this week and leaving in two weeks, by the catalog's day", async () => {
    const backend = installFakeBackend(routes());
    renderWithProviders(<ServiceChangeRows country="US" />, { store: storeFor('guest') });

    const arrivals = await row('New on your services');
    expect(await arrivals.findByRole('link', { name: /Big Arrival/ })).toHaveTextContent(
      'Hulu · Added Nov 20',
    );
    // Most popular first, one card a title, a rental is not "on your services", HBO Max is not in the top four.
    expect(arrivals.getAllByRole('link').map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Big Arrival.*Hulu · Added Nov 20$/),
      expect.stringMatching(/^Quiet Arrival.*Netflix · Added Nov 17$/),
    ]);
    expect(arrivals.getByText('Top services (United States)')).toBeVisible();

    const departures = await row('Leaving soon');
    expect(await departures.findByRole('link', { name: /Soon Gone/ })).toHaveTextContent(
      'Disney Plus · Leaves Dec 4',
    );
    expect(queries(backend).sort()).toEqual([
      'arrival 2026-11-17 2026-11-23 8|9|337|15 1',
      'departure 2026-11-24 2026-12-07 8|9|337|15 1',
    ]);
  });

  it('follows the services the user chose and says so when a row is empty', async () => {
    const backend = installFakeBackend(routes());
    const store = storeFor('guest');
    store.dispatch(servicesSaved(['hbo']));
    renderWithProviders(<ServiceChangeRows country="US" />, { store });

    const arrivals = await row('New on your services');
    expect(await arrivals.findByRole('link', { name: /On HBO Only/ })).toHaveTextContent(
      'HBO Max · Added Nov 20',
    );
    expect(arrivals.getAllByRole('link')).toHaveLength(1);
    expect(arrivals.getByText('HBO Max (United States)')).toBeVisible();
    const departures = await row('Leaving soon');
    expect(
      await departures.findByText('Nothing leaves HBO Max (United States) in the next 14 days.'),
    ).toBeVisible();
    expect(queries(backend)).toContain('arrival 2026-11-17 2026-11-23 1899|384 1');
  });

  it('reads every page, so the most popular title of the week leads even when it came early', async () => {
    const many = Array.from({ length: 45 }, (_, index) =>
      changeRow({ id: 100 + index, title: `Title ${index}`, popularity: index === 44 ? 500 : 10 }),
    );
    const backend = installFakeBackend(routes(many));
    renderWithProviders(<ServiceChangeRows country="US" />, { store: storeFor('guest') });
    const arrivals = await row('New on your services');
    expect((await arrivals.findAllByRole('link'))[0]).toHaveAccessibleName(/Title 44/);
    expect(queries(backend).filter((query) => query.startsWith('arrival'))).toHaveLength(3);
  });

  it('steps aside when the catalog has no calendar of changes', async () => {
    const backend = installFakeBackend({
      ...routes(),
      'GET /ww/changes': { status: 404, body: { status_code: 34 } },
    });
    renderWithProviders(<ServiceChangeRows country="US" />, { store: storeFor('guest') });
    await waitFor(() => expect(backend.sentTo('GET /ww/changes').length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.queryByText(/Nothing/)).toBeNull();
  });
});
