import { createIntl } from 'react-intl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  alertRow,
  configuration,
  currentLocation,
  installFakeBackend,
  noContent,
  renderAt,
  storeFor,
  type FakeBackend,
  type Reply,
} from 'dev-harness/testing';
import { formatToast, selectToasts, type UserNotification } from 'shared-core';
import { NotificationsScreen } from './notifications-screen';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

const LIST = 'GET /rest/v1/notifications';
const COUNT = 'HEAD /rest/v1/notifications';
const MARK = 'PATCH /rest/v1/notifications';
const REQUESTS = 'GET /rest/v1/notify_requests';
const REMOVE = 'DELETE /rest/v1/notify_requests';

const ALERTS = [
  alertRow({}),
  alertRow({ id: 'n2', kind: 'new_on_service', tmdb_id: 27205, title: 'Inception' }),
  alertRow({
    id: 'n3',
    kind: 'leaving_soon',
    media_type: 'tv',
    tmdb_id: 1396,
    title: 'Breaking Bad',
    provider_id: 337,
    provider_name: 'Disney+',
    region: 'GB',
    event_date: '2026-12-04',
    read_at: '2026-11-23T07:00:00Z',
  }),
  alertRow({
    id: 'n4',
    kind: 'digest',
    media_type: null,
    tmdb_id: null,
    poster_path: null,
    provider_id: null,
    provider_name: null,
    title: 'Your week: 4 new on your services, 2 leaving in the next two weeks',
    read_at: '2026-11-23T07:00:00Z',
  }),
];

let backend: FakeBackend;
let alerts: UserNotification[];
let watched: {
  id: string;
  media_type: string;
  tmdb_id: number;
  title: string;
  created_at: string;
}[];

beforeEach(() => {
  alerts = ALERTS;
  watched = [
    { id: 'r1', media_type: 'movie', tmdb_id: 155, title: 'The Dark Knight', created_at: 'x' },
    { id: 'r2', media_type: 'tv', tmdb_id: 94605, title: 'Arcane', created_at: 'x' },
  ];
  backend = installFakeBackend({
    [LIST]: () => ({ body: alerts }),
    [COUNT]: (): Reply => ({
      body: null,
      headers: { 'content-range': `*/${alerts.filter((a) => !a.read_at).length}` },
    }),
    [MARK]: () => {
      alerts = alerts.map((a) => ({ ...a, read_at: a.read_at ?? '2026-11-23T09:00:00Z' }));
      return noContent;
    },
    [REQUESTS]: () => ({ body: watched }),
    [REMOVE]: () => {
      watched = watched.filter((title) => title.tmdb_id !== 155);
      return noContent;
    },
    'GET /3/configuration': configuration,
    'GET /3/watch/providers/movie': {
      body: { results: [{ provider_id: 8, provider_name: 'Netflix', logo_path: '/netflix.png' }] },
    },
  });
});

const alertList = () => within(screen.getByRole('region', { name: 'Alerts' }));
const watching = () => within(screen.getByRole('region', { name: 'Watching' }));

describe('NotificationsScreen', () => {
  it('sends a guest to sign in and back', () => {
    renderAt('/notifications', <NotificationsScreen />);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth?redirect=notifications',
    );
  });

  it('lists each alert as a plain sentence with its service, country and date', async () => {
    renderAt('/notifications', <NotificationsScreen />, { store: storeFor('free') });

    const links = await alertList().findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/movie/603',
      '/movie/27205',
      '/movie/tv_1396',
      '/',
    ]);
    expect(links[0]).toHaveTextContent(
      /^Unread: The Matrix is now on Netflix \(United States\).*November 23, 2026$/,
    );
    expect(links[1]).toHaveTextContent('New on Netflix (United States): Inception');
    expect(links[2]).toHaveTextContent(
      'Breaking Bad leaves Disney+ (United Kingdom) on December 4, 2026',
    );
    expect(links[2]).not.toHaveTextContent('Unread');
    expect(links[3]).toHaveTextContent(
      'Your week: 4 new on your services, 2 leaving in the next two weeks',
    );
    // The service's logo, once the catalog's list of services has come.
    await waitFor(() =>
      expect(within(links[0]!).getByAltText('Netflix')).toHaveAttribute(
        'src',
        expect.stringMatching(/w154\/netflix\.png$/),
      ),
    );
  });

  it('marks an alert read when it is opened, and opens its title', async () => {
    renderAt('/notifications', <NotificationsScreen />, { store: storeFor('free') });
    const [first] = await alertList().findAllByRole('link');

    await userEvent.click(first!);

    expect(currentLocation()).toBe('/movie/603');
    await waitFor(() => expect(backend.sentTo(MARK)).toHaveLength(1));
    expect(new URL(backend.sentTo(MARK)[0]!.url).searchParams.get('id')).toBe('eq.n1');
  });

  it('marks everything read at once, and then offers it no more', async () => {
    renderAt('/notifications', <NotificationsScreen />, { store: storeFor('free') });

    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));

    // While the request runs the button reads "Marking…", so wait on the list itself.
    await waitFor(() => expect(alertList().queryByText(/Unread/)).toBeNull());
    expect(new URL(backend.sentTo(MARK)[0]!.url).searchParams.get('user_id')).toBe('eq.u1');
    expect(screen.queryByRole('button', { name: /Mark all as read|Marking/ })).toBeNull();
  });

  it('explains what will appear, and where to choose services and alerts, when there is none', async () => {
    alerts = [];
    renderAt('/notifications', <NotificationsScreen />, { store: storeFor('free') });

    expect(await screen.findByText('No alerts yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose your services' })).toHaveAttribute(
      'href',
      '/onboarding/services?redirect=notifications',
    );
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/account?tab=notifications',
    );
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });

  it('lists the watched titles and removes one, with a toast', async () => {
    const { store } = renderAt('/notifications', <NotificationsScreen />, {
      store: storeFor('free'),
    });
    expect(await watching().findByRole('link', { name: 'The Dark Knight' })).toHaveAttribute(
      'href',
      '/movie/155',
    );

    await userEvent.click(
      watching().getByRole('button', { name: 'Stop watching The Dark Knight' }),
    );

    await waitFor(() => expect(watching().queryByText('The Dark Knight')).toBeNull());
    expect(watching().getByRole('link', { name: 'Arcane' })).toBeVisible();
    expect(new URL(backend.sentTo(REMOVE)[0]!.url).searchParams.get('tmdb_id')).toBe('eq.155');
    expect(formatToast(selectToasts(store.getState())[0]!, english)).toMatchObject({
      title: `You won't be notified about "The Dark Knight"`,
    });
  });
});
