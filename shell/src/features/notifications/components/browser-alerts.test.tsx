import { act, screen, waitFor } from '@testing-library/react';
import {
  alertRow,
  installFakeBackend,
  LocationProbe,
  noContent,
  renderWithProviders,
  storeFor,
  type FakeBackend,
} from 'dev-harness/testing';
import { profileLoaded, type Profile, type UserNotification } from 'shared-core';
import { BrowserAlerts } from './browser-alerts';

const COUNT = 'HEAD /rest/v1/notifications';
const LIST = 'GET /rest/v1/notifications';
const MARK_READ = 'PATCH /rest/v1/notifications';

const alert = (id: string, title: string, overrides: Partial<UserNotification> = {}) =>
  alertRow({ id, title, poster_path: null, ...overrides });

/** The browser's Notification, recording what the page showed. */
class FakeNotification {
  static permission: NotificationPermission = 'granted';
  static shown: FakeNotification[] = [];
  onclick: (() => void) | null = null;
  close = jest.fn();
  constructor(
    public title: string,
    public options: NotificationOptions,
  ) {
    FakeNotification.shown.push(this);
  }
}

let backend: FakeBackend;
let alerts: ReturnType<typeof alert>[];

function start({ push = true } = {}) {
  const store = storeFor('free');
  store.dispatch(profileLoaded({ id: 'u1', push_notifications: push } as Profile));
  renderWithProviders(
    <>
      <BrowserAlerts />
      <LocationProbe />
    </>,
    { store, route: '/discover' },
  );
  return store;
}

/** A minute passes: the count is asked again, and the list when the count changed. */
const nextPoll = () =>
  act(async () => {
    jest.advanceTimersByTime(60_000);
  });

beforeEach(() => {
  jest.useFakeTimers();
  FakeNotification.permission = 'granted';
  FakeNotification.shown = [];
  Object.assign(globalThis, { Notification: FakeNotification });
  alerts = [alert('n1', 'Inception')];
  backend = installFakeBackend({
    [COUNT]: () => ({
      body: null,
      headers: { 'content-range': `*/${alerts.filter((a) => !a.read_at).length}` },
    }),
    [LIST]: () => ({ body: alerts }),
    [MARK_READ]: noContent,
  });
});

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { Notification?: unknown }).Notification;
});

describe('BrowserAlerts', () => {
  it('announces a new alert, not those already there, and opens its title when clicked', async () => {
    start();
    await act(async () => {});
    expect(backend.sentTo(LIST)).toHaveLength(1);

    alerts = [alert('n2', 'The Matrix'), ...alerts];
    await nextPoll();

    await waitFor(() => expect(FakeNotification.shown).toHaveLength(1));
    const [shown] = FakeNotification.shown;
    expect(shown!.title).toBe('The Matrix');
    expect(shown!.options).toMatchObject({
      body: 'The Matrix is now on Netflix (United States)',
      tag: 'n2',
    });

    const focus = jest.spyOn(window, 'focus').mockImplementation(() => undefined);
    await act(async () => shown!.onclick!());
    expect(focus).toHaveBeenCalled();
    expect(shown!.close).toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/movie/603',
    );
    expect(new URL(backend.sentTo(MARK_READ)[0]!.url).search).toContain('id=eq.n2');
  });

  it('does not announce anything again when the count only falls', async () => {
    alerts = [alert('n1', 'Inception'), alert('n2', 'The Matrix')];
    start();
    await act(async () => {});

    alerts = [alerts[0]!, { ...alerts[1]!, read_at: '2026-11-23T08:00:00Z' }];
    await nextPoll();

    await waitFor(() => expect(backend.sentTo(LIST)).toHaveLength(2));
    await act(async () => {});
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('stays quiet with Push notifications off', async () => {
    start({ push: false });
    await act(async () => {});
    alerts = [alert('n2', 'The Matrix'), ...alerts];
    await nextPoll();
    await act(async () => {});
    expect(backend.sentTo(LIST)).toHaveLength(0);
    expect(FakeNotification.shown).toHaveLength(0);
  });

  it('stays quiet until the browser allows notifications', async () => {
    FakeNotification.permission = 'default';
    start();
    await act(async () => {});
    alerts = [alert('n2', 'The Matrix'), ...alerts];
    await nextPoll();
    await act(async () => {});
    expect(FakeNotification.shown).toHaveLength(0);
    expect(backend.sentTo(LIST)).toHaveLength(0);
  });

  it('starts again from what is there when Push is turned back on', async () => {
    const store = start();
    await act(async () => {});
    act(() => {
      store.dispatch(profileLoaded({ id: 'u1', push_notifications: false } as Profile));
    });
    alerts = [alert('n2', 'The Matrix'), ...alerts];
    await nextPoll();
    act(() => {
      store.dispatch(profileLoaded({ id: 'u1', push_notifications: true } as Profile));
    });
    await act(async () => {});
    await nextPoll();
    expect(FakeNotification.shown).toHaveLength(0);

    alerts = [alert('n3', 'Dune'), ...alerts];
    await nextPoll();
    await waitFor(() =>
      expect(FakeNotification.shown.map((shown) => shown.title)).toEqual(['Dune']),
    );
  });

  it("reads no permission and asks the backend nothing on a guest's visit", async () => {
    const permissionRead = jest.fn(() => 'granted');
    Object.defineProperty(FakeNotification, 'permission', {
      get: permissionRead,
      configurable: true,
    });
    try {
      renderWithProviders(<BrowserAlerts />, { route: '/discover' });
      await nextPoll();
      expect(permissionRead).not.toHaveBeenCalled();
      expect(backend.requests).toEqual([]);
    } finally {
      Object.defineProperty(FakeNotification, 'permission', {
        value: 'granted',
        writable: true,
        configurable: true,
      });
    }
  });
});
