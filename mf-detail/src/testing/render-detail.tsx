import { LocationProbe, renderWithProviders } from 'dev-harness/testing';
import { Route, Routes } from 'react-router';
import { loadAllMessages, makeStore } from 'shared-core';
import DetailPage from '../pages/detail-page';

// The page's provider loads its catalogs as it first renders, and React suspends meanwhile; under
// jest a suspension that resolves outside `act` is never retried, so the first render of a test
// file would stay empty. Load them first, as the shell does before it renders a page.
beforeAll(() => loadAllMessages('en'));

/** The detail route as the shell mounts it, with a recording watchlist. */
export function renderDetail(route: string, store = makeStore()) {
  return renderWithProviders(
    <Routes>
      <Route path="/movie/:id?" element={<DetailPage />} />
      <Route
        path="/auth"
        element={
          <>
            <p>Auth page</p>
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { store, route },
  );
}
