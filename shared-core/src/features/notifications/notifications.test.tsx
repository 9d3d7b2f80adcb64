import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { failureReason as failureMessage } from '../../api/backend-error';
import { makeStore, type AppStore } from '../../app/store';
import { setTestRuntimeConfig } from '../../testing/fake-catalog';
import { useRemoveNotifyRequestMutation } from '../title/api/remove-notify-request';
import { useGetNotificationsQuery } from './api/get-notifications';
import { useGetNotifyRequestsQuery } from './api/get-notify-requests';
import { useGetUnreadNotificationCountQuery } from './api/get-unread-notification-count';
import { useMarkNotificationReadMutation } from './api/mark-notification-read';
import type { UserNotification } from './notification-types';

interface Reply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Supabase at the fetch level: the real supabase-js client runs against these answers. */
let replies: Record<string, Reply | (() => Reply)> = {};
let sent: Request[] = [];
const sentTo = (route: string) =>
  sent.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);
const queryOf = (request: Request) => decodeURIComponent(new URL(request.url).search);

beforeAll(() => {
  setTestRuntimeConfig();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    const answer = replies[`${request.method} ${new URL(request.url).pathname}`];
    const {
      status = 200,
      body = null,
      headers = {},
    } = (typeof answer === 'function' ? answer() : answer) ?? { status: 404 };
    const empty = status === 204 || request.method === 'HEAD';
    return new Response(empty ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
    });
  }) as typeof fetch;
});

beforeEach(() => {
  replies = {};
  sent = [];
});

const USER = 'u1';
const NOTIFICATIONS = '/rest/v1/notifications';

const alert = (overrides: Partial<UserNotification> = {}): UserNotification => ({
  id: 'n1',
  kind: 'available',
  media_type: 'movie',
  tmdb_id: 603,
  title: 'The Matrix',
  poster_path: '/matrix.jpg',
  provider_id: 8,
  provider_name: 'Netflix',
  region: 'US',
  event_date: '2026-11-23',
  created_at: '2026-11-23T06:00:00Z',
  read_at: null,
  ...overrides,
});

function withStore(store: AppStore = makeStore()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, wrapper };
}

/** The unread count as the bell reads it: a HEAD request whose Content-Range carries the total. */
const unreadCount = (count: number): Reply => ({ headers: { 'content-range': `*/${count}` } });

describe('notifications', () => {
  it("lists the user's newest 100 alerts, newest first", async () => {
    replies[`GET ${NOTIFICATIONS}`] = { body: [alert(), alert({ id: 'n2', read_at: 'x' })] };
    const { result } = renderHook(() => useGetNotificationsQuery(USER), withStore());

    await waitFor(() => expect(result.current.data).toHaveLength(2));
    const query = queryOf(sentTo(`GET ${NOTIFICATIONS}`)[0]!);
    expect(query).toContain('order=created_at.desc,id.asc');
    expect(query).toContain('limit=100');
    expect(query).toContain('select=id,kind,media_type,tmdb_id,title,poster_path');
  });

  it('counts the unread ones with a HEAD request, no rows sent', async () => {
    replies[`HEAD ${NOTIFICATIONS}`] = unreadCount(3);
    const { result } = renderHook(() => useGetUnreadNotificationCountQuery(USER), withStore());

    await waitFor(() => expect(result.current.data).toBe(3));
    const [request] = sentTo(`HEAD ${NOTIFICATIONS}`);
    expect(queryOf(request!)).toContain('read_at=is.null');
    expect(request!.headers.get('prefer')).toContain('count=exact');
  });

  it('marks one alert read, and the bell and the list ask again', async () => {
    let unread = 2;
    replies[`HEAD ${NOTIFICATIONS}`] = () => unreadCount(unread);
    replies[`GET ${NOTIFICATIONS}`] = () => ({ body: [alert({ read_at: unread ? null : 'now' })] });
    replies[`PATCH ${NOTIFICATIONS}`] = () => {
      unread -= 1;
      return { status: 204 };
    };
    const { result } = renderHook(
      () => ({
        count: useGetUnreadNotificationCountQuery(USER),
        list: useGetNotificationsQuery(USER),
        markRead: useMarkNotificationReadMutation()[0],
      }),
      withStore(),
    );
    await waitFor(() => expect(result.current.count.data).toBe(2));

    await act(async () => {
      expect(failureMessage(await result.current.markRead({ id: 'n1' }))).toBeNull();
    });

    await waitFor(() => expect(result.current.count.data).toBe(1));
    const [patch] = sentTo(`PATCH ${NOTIFICATIONS}`);
    expect(queryOf(patch!)).toContain('id=eq.n1');
    // An alert read before keeps the time it was first read.
    expect(queryOf(patch!)).toContain('read_at=is.null');
    expect(Object.keys(await patch!.json())).toEqual(['read_at']);
    expect(sentTo(`GET ${NOTIFICATIONS}`)).toHaveLength(2);
  });

  it('reports a failure with its message and leaves the cache alone', async () => {
    replies[`HEAD ${NOTIFICATIONS}`] = unreadCount(1);
    replies[`PATCH ${NOTIFICATIONS}`] = {
      status: 401,
      body: { code: 'PGRST301', message: 'JWT expired' },
    };
    const { result } = renderHook(
      () => ({
        count: useGetUnreadNotificationCountQuery(USER),
        markRead: useMarkNotificationReadMutation()[0],
      }),
      withStore(),
    );
    await waitFor(() => expect(result.current.count.data).toBe(1));

    let message: string | null = null;
    await act(async () => {
      message = failureMessage(await result.current.markRead({ id: 'n1' }));
    });

    expect(message).toBe('JWT expired');
    expect(sentTo(`HEAD ${NOTIFICATIONS}`)).toHaveLength(1);
  });
});

describe('the Watching list (notify requests)', () => {
  const REQUESTS = '/rest/v1/notify_requests';
  const matrix = {
    id: 'r1',
    media_type: 'movie',
    tmdb_id: 603,
    title: 'The Matrix',
    created_at: '2026-11-20T10:00:00Z',
  };
  const breakingBad = {
    ...matrix,
    id: 'r2',
    media_type: 'tv',
    tmdb_id: 1396,
    title: 'Breaking Bad',
  };

  it('lists the titles, newest first, and drops one the user removes', async () => {
    let rows = [breakingBad, matrix];
    replies[`GET ${REQUESTS}`] = () => ({ body: rows });
    replies[`DELETE ${REQUESTS}`] = () => {
      rows = [breakingBad];
      return { status: 204 };
    };
    const { result } = renderHook(
      () => ({
        list: useGetNotifyRequestsQuery(USER),
        remove: useRemoveNotifyRequestMutation()[0],
      }),
      withStore(),
    );
    await waitFor(() => expect(result.current.list.data).toHaveLength(2));
    expect(queryOf(sentTo(`GET ${REQUESTS}`)[0]!)).toContain('order=created_at.desc,id.asc');

    await act(
      async () =>
        void (await result.current.remove({
          userId: USER,
          title: { id: 603, media_type: 'movie' },
        })),
    );

    await waitFor(() => expect(result.current.list.data).toEqual([breakingBad]));
    expect(queryOf(sentTo(`DELETE ${REQUESTS}`)[0]!)).toContain('tmdb_id=eq.603');
  });
});
