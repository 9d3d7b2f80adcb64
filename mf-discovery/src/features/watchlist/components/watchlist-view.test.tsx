import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configuration, installFakeBackend, renderWithProviders } from 'dev-harness/testing';
import {
  makeStore,
  selectWatchlistViewOpen,
  watchlistLoaded,
  watchlistViewToggled,
} from 'shared-core';
import { WatchlistView } from './watchlist-view';

const renderView = (entries: Parameters<typeof watchlistLoaded>[0]) => {
  installFakeBackend({ 'GET /3/configuration': configuration });
  const store = makeStore();
  store.dispatch(watchlistLoaded(entries));
  store.dispatch(watchlistViewToggled());
  return renderWithProviders(<WatchlistView />, { store });
};

describe('WatchlistView', () => {
  it('shows the saved titles and clears them', async () => {
    const { watchlist } = renderView([
      {
        tmdb_id: 1396,
        media_type: 'tv',
        title: 'Breaking Bad',
        poster_path: null,
        release_year: 2008,
      },
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Watchlist' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Breaking Bad/ })).toHaveAttribute(
      'href',
      '/movie/tv_1396',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear watchlist' }));
    expect(watchlist.clear).toHaveBeenCalled();
  });

  it('empty: says so, and Browse content goes back to browsing', async () => {
    const { store } = renderView([]);
    expect(screen.getByText('Your watchlist is empty')).toBeVisible();
    expect(
      screen.getByText('Add movies and TV shows to keep track of what you want to watch'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear watchlist' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Browse content' }));
    expect(selectWatchlistViewOpen(store.getState())).toBe(false);
  });
});
