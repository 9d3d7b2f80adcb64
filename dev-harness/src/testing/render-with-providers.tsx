import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import {
  AuthContext,
  catalogApi,
  makeStore,
  WatchlistContext,
  type AppStore,
  type AuthActions,
  type WatchlistActions,
} from 'shared-core';
import { theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { fakeAuth, fakeWatchlist, storeFor } from './fake-auth';
import { LocationProbe } from './location-probe';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  route?: string;
  /** The auth actions the shell would provide; recording fakes unless given. */
  auth?: jest.Mocked<AuthActions>;
  /** The watchlist actions the shell would provide; recording fakes unless given. */
  watchlist?: jest.Mocked<WatchlistActions>;
}

const renderedStores = new Set<AppStore>();

// After each test: unmount, then drop cached queries, so no test sees another's cache.
afterEach(() => {
  cleanup();
  for (const store of renderedStores) store.dispatch(catalogApi.util.resetApiState());
  renderedStores.clear();
});

/**
 * For component tests: renders with the store, theme, router and auth and watchlist actions the
 * shell provides at run time. Returns the store and the (recording) actions for assertions.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    store = makeStore(),
    route = '/',
    auth = fakeAuth(),
    watchlist = fakeWatchlist(),
    ...options
  }: Options = {},
) {
  renderedStores.add(store);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <IntlProvider locale="en" defaultLocale="en">
        <ThemeProvider theme={theme}>
          <AuthContext.Provider value={auth}>
            <WatchlistContext.Provider value={watchlist}>
              <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
            </WatchlistContext.Provider>
          </AuthContext.Provider>
        </ThemeProvider>
      </IntlProvider>
    </Provider>
  );
  return { store, auth, watchlist, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/**
 * Renders `screen` at `route` (its path pattern is the route without the query; other paths render
 * nothing), with the LocationProbe showing where it navigates. A guest visits unless `store` says.
 */
export function renderAt(
  route: string,
  screen: ReactElement,
  { store = storeFor('guest'), ...options }: Omit<Options, 'route'> = {},
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={route.split('?')[0]} element={screen} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </>,
    { route, store, ...options },
  );
}
