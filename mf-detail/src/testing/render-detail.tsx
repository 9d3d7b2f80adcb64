import { LocationProbe, renderWithProviders } from 'dev-harness/testing';
import { Route, Routes } from 'react-router';
import { makeStore } from 'shared-core';
import DetailPage from '../pages/detail-page';

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
