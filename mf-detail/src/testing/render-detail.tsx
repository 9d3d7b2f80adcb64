import { Route, Routes } from 'react-router';
import { makeStore, WatchlistContext, type WatchlistActions } from 'shared-core';
import { renderWithProviders } from 'dev-harness/testing';
import DetailPage from '../pages/detail-page';

/** The detail route as the shell mounts it, with a recording watchlist. */
export function renderDetail(route: string, store = makeStore()) {
  const watchlist: jest.Mocked<WatchlistActions> = {
    add: jest.fn().mockResolvedValue(undefined),
    remove: jest.fn().mockResolvedValue(undefined),
    clear: jest.fn().mockResolvedValue(undefined),
  };
  const view = renderWithProviders(
    <WatchlistContext.Provider value={watchlist}>
      <Routes>
        <Route path="/movie/:id?" element={<DetailPage />} />
        <Route path="/auth" element={<p>Auth page</p>} />
      </Routes>
    </WatchlistContext.Provider>,
    { store, route },
  );
  return { ...view, watchlist };
}
