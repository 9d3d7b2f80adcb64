import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Outlet, useNavigate, useRoutes } from 'react-router';
import {
  createAppIntl,
  makeStore,
  parseRuntimeConfig,
  setRuntimeConfig,
  useSignInPath,
} from 'shared-core';
import { GlobalStyle, loadSharedUiMessages, theme } from 'shared-ui';
import {
  AppToaster,
  AuthProvider,
  loadAppProvidersMessages,
  WatchlistProvider,
} from 'app-providers';
import { ThemeProvider } from 'styled-components';

export interface DevHarnessPage {
  path: string;
  Page: ComponentType;
}

function HarnessLayout({ name, pages }: { name: string; pages: DevHarnessPage[] }) {
  return (
    <>
      <nav aria-label={`${name} pages`} style={{ display: 'flex', gap: 16, padding: 12 }}>
        <strong>{name} (standalone)</strong>
        {pages.map(({ path }) => (
          <Link key={path} to={path.replace(':id', '27205')}>
            {path}
          </Link>
        ))}
      </nav>
      <Outlet />
    </>
  );
}

function HarnessRoutes({ name, pages }: { name: string; pages: DevHarnessPage[] }) {
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const routes = useRoutes([
    {
      element: <HarnessLayout name={name} pages={pages} />,
      children: pages.map(({ path, Page }) => ({ path, element: <Page /> })),
    },
  ]);
  return (
    <AuthProvider>
      <WatchlistProvider goToSignIn={() => void navigate(signInPath)}>{routes}</WatchlistProvider>
    </AuthProvider>
  );
}

const { AppIntlProvider: HarnessIntlProvider } = createAppIntl(
  loadSharedUiMessages,
  loadAppProvidersMessages,
);

/**
 * Renders a remote's pages without the shell's chrome, with the same store, theme, router, auth and
 * watchlist providers and toaster the shell provides, and the runtime config of the local backend
 * (served by the dev server at /config.json).
 */
export async function renderDevHarness(name: string, pages: DevHarnessPage[]): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const response = await fetch('/config.json');
    setRuntimeConfig(parseRuntimeConfig(await response.json()));
  } catch (error) {
    root.render(
      <p role="alert">
        {name} could not read /config.json ({String(error)}). Start it with{' '}
        <code>pnpm --filter &lt;package&gt; dev</code>, which serves it.
      </p>,
    );
    return;
  }
  root.render(
    <Provider store={makeStore()}>
      {/* The providers' and the toaster's words, as the shell has them (each page has its own). */}
      <HarnessIntlProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <BrowserRouter>
            <HarnessRoutes name={name} pages={pages} />
          </BrowserRouter>
          <AppToaster />
        </ThemeProvider>
      </HarnessIntlProvider>
    </Provider>,
  );
}
