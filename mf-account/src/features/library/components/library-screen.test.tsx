import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImageBaseUrl, watchlistLoaded, type WatchlistEntry } from 'shared-core';
import { currentLocation, fakeWatchlist, renderAt, storeFor } from 'dev-harness/testing';
import { LibraryScreen } from './library-screen';

jest.mock('shared-core', () => ({
  ...jest.requireActual('shared-core'),
  useImageBaseUrl: jest.fn(),
}));

beforeEach(() => {
  jest.mocked(useImageBaseUrl).mockReturnValue({
    imageBaseUrl: 'https://img.example/t/p/',
    isError: false,
    refetch: jest.fn(),
  });
});

const user = () => userEvent.setup();
const ENTRIES: WatchlistEntry[] = [
  {
    tmdb_id: 27205,
    media_type: 'movie',
    title: 'Inception',
    poster_path: '/p1.svg',
    release_year: 2010,
  },
  { tmdb_id: 1396, media_type: 'tv', title: 'Breaking Bad', poster_path: null, release_year: 2008 },
];

function signedInWith(entries: WatchlistEntry[]) {
  const store = storeFor('signedIn');
  store.dispatch(watchlistLoaded(entries));
  return store;
}

describe('LibraryScreen', () => {
  it("asks a visitor to sign in: 'Sign in to access your library' with Sign In to /auth", async () => {
    renderAt('/library', <LibraryScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toBeVisible();
    expect(screen.getByText('Sign in to access your library')).toBeVisible();
    await user().click(screen.getByRole('link', { name: 'Sign In' }));
    expect(currentLocation()).toBe('/auth?redirect=library');
  });

  it("shows 'Your library is empty' with Browse content to /discover", async () => {
    renderAt('/library', <LibraryScreen />, { store: signedInWith([]) });
    expect(screen.getByText('Your library is empty')).toBeVisible();
    await user().click(screen.getByRole('link', { name: 'Browse content' }));
    expect(currentLocation()).toBe('/discover');
  });

  it('shows placeholders while the saved titles load', () => {
    renderAt('/library', <LibraryScreen />, { store: storeFor('signedIn') });
    expect(screen.getByText('Loading…')).toBeInTheDocument();
  });

  it('lists the saved titles, each opening its detail page', () => {
    renderAt('/library', <LibraryScreen />, { store: signedInWith(ENTRIES) });
    expect(screen.getByText('2 titles saved')).toBeVisible();
    expect(screen.getByRole('link', { name: /Inception/ })).toHaveAttribute('href', '/movie/27205');
    expect(screen.getByRole('link', { name: /Inception/ }).querySelector('img')).toHaveAttribute(
      'src',
      'https://img.example/t/p/w500/p1.svg',
    );
    expect(screen.getByRole('link', { name: /Breaking Bad/ })).toHaveAttribute(
      'href',
      '/movie/tv_1396',
    );
  });

  it('removes one title', async () => {
    const watchlist = fakeWatchlist();
    renderAt('/library', <LibraryScreen />, { store: signedInWith(ENTRIES), watchlist });
    await user().click(
      screen.getByRole('button', { name: 'Remove Breaking Bad from your watchlist' }),
    );
    expect(watchlist.remove).toHaveBeenCalledWith(ENTRIES[1]);
  });

  it('clears everything only after confirmation', async () => {
    const watchlist = fakeWatchlist();
    renderAt('/library', <LibraryScreen />, { store: signedInWith(ENTRIES), watchlist });

    await user().click(screen.getByRole('button', { name: 'Clear all' }));
    let dialog = screen.getByRole('dialog', { name: 'Clear your watchlist?' });
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(watchlist.clear).not.toHaveBeenCalled();

    await user().click(screen.getByRole('button', { name: 'Clear all' }));
    dialog = screen.getByRole('dialog', { name: 'Clear your watchlist?' });
    await user().click(within(dialog).getByRole('button', { name: 'Clear all' }));
    expect(watchlist.clear).toHaveBeenCalledTimes(1);
  });
});
