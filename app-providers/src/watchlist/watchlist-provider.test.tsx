import { createIntl } from 'react-intl';
import { act, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import {
  authStateChanged,
  formatToast,
  makeStore,
  selectToasts,
  selectWatchlist,
  useWatchlist,
  type WatchlistActions,
  type WatchlistEntry,
} from 'shared-core';
import { WatchlistProvider } from './watchlist-provider';
import {
  configureLocalSupabase,
  stubSupabaseFetch,
  type LocalSupabase,
} from '../testing/local-supabase';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

const SAVED: WatchlistEntry = {
  tmdb_id: 603,
  media_type: 'movie',
  title: 'The Matrix',
  poster_path: '/m.jpg',
  release_year: 1999,
};
const NEW: WatchlistEntry = { ...SAVED, tmdb_id: 27205, title: 'Inception' };

let backend: LocalSupabase;

beforeEach(() => {
  configureLocalSupabase();
  backend = stubSupabaseFetch({
    'GET /rest/v1/watchlist': { body: [SAVED] },
    'POST /rest/v1/watchlist': { status: 201, body: NEW },
    'DELETE /rest/v1/watchlist': { status: 204 },
  });
});

/** Renders the provider for `user` (a guest when null) and hands back `useWatchlist()`. */
function renderProvider(user: { id: string; email: string } | null, goToSignIn = jest.fn()) {
  const store = makeStore();
  store.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user }));
  let watchlist: WatchlistActions | undefined;
  function Consumer() {
    watchlist = useWatchlist();
    return null;
  }
  render(
    <Provider store={store}>
      <WatchlistProvider goToSignIn={goToSignIn}>
        <Consumer />
      </WatchlistProvider>
    </Provider>,
  );
  return { store, watchlist: watchlist! };
}

const lastToast = (store: ReturnType<typeof makeStore>) => {
  const toast = selectToasts(store.getState()).at(-1);
  return toast && formatToast(toast, english).title;
};

describe('WatchlistProvider', () => {
  it("loads a signed-in user's watchlist, then adds, removes and clears with a toast each", async () => {
    const { store, watchlist } = renderProvider({ id: 'u1', email: 'ada@example.com' });
    await waitFor(() => expect(selectWatchlist(store.getState())).toEqual([SAVED]));

    await watchlist.add(NEW);
    expect(selectWatchlist(store.getState())).toEqual([NEW, SAVED]);
    expect(lastToast(store)).toBe('Added "Inception" to your watchlist');

    await watchlist.add(SAVED);
    expect(backend.sent.filter((route) => route === 'POST /rest/v1/watchlist')).toHaveLength(1);
    expect(lastToast(store)).toMatch(/already in your watchlist/i);

    await watchlist.remove(NEW);
    expect(selectWatchlist(store.getState())).toEqual([SAVED]);
    expect(lastToast(store)).toBe('Removed "Inception" from your watchlist');

    await watchlist.clear();
    expect(selectWatchlist(store.getState())).toEqual([]);
    expect(lastToast(store)).toBe('Watchlist cleared');
    // Only the removed title, then only this user's rows (RLS would stop more, but the app asks for no more).
    const deletes = backend.sent.flatMap((route, index) =>
      route === 'DELETE /rest/v1/watchlist' ? [backend.queries[index]] : [],
    );
    expect(deletes).toEqual(['?media_type=eq.movie&tmdb_id=eq.27205', '?user_id=eq.u1']);
  });

  it('undoes a clear: the titles are saved again, in their order, and the toast says so', async () => {
    const OLDER = { ...NEW, added_at: '2026-01-01T00:00:00Z' };
    const NEWER = { ...SAVED, added_at: '2026-02-01T00:00:00Z' };
    backend.replies['GET /rest/v1/watchlist'] = { body: [NEWER, OLDER] };
    const { store, watchlist } = renderProvider({ id: 'u1', email: 'ada@example.com' });
    await waitFor(() => expect(selectWatchlist(store.getState())).toEqual([NEWER, OLDER]));

    await watchlist.clear();
    const cleared = selectToasts(store.getState()).at(-1);
    expect(formatToast(cleared!, english)).toMatchObject({
      title: 'Watchlist cleared',
      action: { label: 'Undo' },
    });

    backend.replies['POST /rest/v1/watchlist'] = { status: 201, body: [OLDER, NEWER] };
    act(() => cleared!.action!.onClick());
    await waitFor(() => expect(selectWatchlist(store.getState())).toEqual([NEWER, OLDER]));
    expect(lastToast(store)).toBe('Watchlist restored');
    expect(backend.sent.at(-1)).toBe('POST /rest/v1/watchlist');
  });

  it('offers a guest sign-in instead of saving', async () => {
    const goToSignIn = jest.fn();
    const { store, watchlist } = renderProvider(null, goToSignIn);

    await watchlist.add(NEW);

    expect(backend.sent).toEqual([]);
    expect(selectToasts(store.getState())[0]?.action?.onClick).toBe(goToSignIn);
  });
});
