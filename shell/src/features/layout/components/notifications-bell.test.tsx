import { act, screen } from '@testing-library/react';
import {
  installFakeBackend,
  mockViewport,
  renderWithProviders,
  storeFor,
  type FakeBackend,
  type Reply,
} from 'dev-harness/testing';
import { listenToWindowEvents, useGetNotifyRequestsQuery } from 'shared-core';
import { Header } from './header';
import { MobileTopBar } from './mobile-top-bar';

const COUNT = 'HEAD /rest/v1/notifications';
const REQUESTS = 'GET /rest/v1/notify_requests';
let backend: FakeBackend;
const unread = (count: number): Reply => ({
  body: null,
  headers: { 'content-range': `*/${count}` },
});

beforeEach(() => {
  backend = installFakeBackend({ [COUNT]: unread(3), [REQUESTS]: { body: [] } });
});

afterEach(() => jest.useRealTimers());

describe('the notifications bell', () => {
  it('is not there for a guest, who has no alerts', async () => {
    mockViewport('desktop');
    renderWithProviders(<Header />, { store: storeFor('guest') });
    await act(async () => {});
    expect(screen.queryByRole('link', { name: /Notifications/ })).toBeNull();
    expect(backend.sentTo(COUNT)).toHaveLength(0);
  });

  it('says how many alerts are unread, in its name and its badge, and opens /notifications', async () => {
    mockViewport('desktop');
    renderWithProviders(<Header />, { store: storeFor('free') });

    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('3');
  });

  it('shows no badge when everything is read', async () => {
    mockViewport('desktop');
    backend.routes[COUNT] = unread(0);
    renderWithProviders(<Header />, { store: storeFor('free') });
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeVisible();
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });

  it('is in the phone top bar too, with 99+ past 99', async () => {
    mockViewport('mobile');
    backend.routes[COUNT] = unread(120);
    renderWithProviders(<MobileTopBar />, { store: storeFor('free') });
    expect(await screen.findByRole('link', { name: 'Notifications, 120 unread' })).toBeVisible();
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('asks again every minute', async () => {
    jest.useFakeTimers();
    mockViewport('desktop');
    renderWithProviders(<Header />, { store: storeFor('free') });
    await act(async () => {});
    expect(backend.sentTo(COUNT)).toHaveLength(1);

    backend.routes[COUNT] = unread(4);
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });

    expect(backend.sentTo(COUNT)).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();
  });

  it('asks again when the tab regains focus, while other queries do not', async () => {
    mockViewport('desktop');
    const store = storeFor('free');
    const stopListening = listenToWindowEvents(store.dispatch);
    function OtherQuery() {
      useGetNotifyRequestsQuery('u1');
      return null;
    }
    renderWithProviders(
      <>
        <Header />
        <OtherQuery />
      </>,
      { store },
    );
    await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(backend.sentTo(REQUESTS)).toHaveLength(1);

    backend.routes[COUNT] = unread(5);
    await act(async () => {
      window.dispatchEvent(new Event('visibilitychange'));
      window.dispatchEvent(new Event('focus'));
    });

    expect(await screen.findByRole('link', { name: 'Notifications, 5 unread' })).toBeVisible();
    expect(backend.sentTo(COUNT)).toHaveLength(2);
    expect(backend.sentTo(REQUESTS)).toHaveLength(1);
    stopListening();
  });
});
