import { cleanup, render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { catalogApi, makeStore, type AppStore } from 'shared-core';
import { theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';

interface Options extends Omit<RenderOptions, 'wrapper'> {
  store?: AppStore;
  route?: string;
}

const renderedStores = new Set<AppStore>();

// After each test: unmount, then drop cached queries, so no test sees another's cache.
afterEach(() => {
  cleanup();
  for (const store of renderedStores) store.dispatch(catalogApi.util.resetApiState());
  renderedStores.clear();
});

/** For component tests: renders with the store, theme and router the shell provides at run time. */
export function renderWithProviders(
  ui: ReactElement,
  { store = makeStore(), route = '/', ...options }: Options = {},
) {
  renderedStores.add(store);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </ThemeProvider>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
