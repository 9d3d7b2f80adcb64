import { useCallback, useEffect, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router';
import {
  localeBasename,
  readStoredState,
  selectLocale,
  useAppSelector,
  useSignInPath,
  type AppStore,
} from 'shared-core';
import { GlobalStyle, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { AppToaster, AuthProvider, WatchlistProvider } from 'app-providers';
import { AppErrorBoundary } from '../features/errors/components/app-error-boundary';
import { announceHydrated } from '../lib/hydrated-event';
import { AppIntlProvider } from './app-intl';
import { useLanguageOfHistory, useLocaleOfAddress } from './use-language-of-history';
import { AppRoutes } from './router';

type RouterComponent = ComponentType<{ children: ReactNode; basename?: string }>;

/**
 * The router, under the page's language (`/de/…`): every link and route of every app stays in it.
 * A language switch starts the router afresh at the new URL.
 */
function LocalizedRouter({ Router, children }: { Router: RouterComponent; children: ReactNode }) {
  const locale = useAppSelector(selectLocale);
  useLanguageOfHistory(locale);
  const addressLocale = useLocaleOfAddress(locale);
  return (
    <Router key={addressLocale} basename={localeBasename(addressLocale) || undefined}>
      {children}
    </Router>
  );
}

function RoutedApp() {
  const navigate = useNavigate();
  // Signed in, the visitor comes back to the page that asked them to sign in.
  const signInPath = useSignInPath();
  const goToSignIn = useCallback(() => void navigate(signInPath), [navigate, signInPath]);
  return (
    <AuthProvider>
      <WatchlistProvider goToSignIn={goToSignIn}>
        <AppRoutes />
      </WatchlistProvider>
    </AuthProvider>
  );
}

export interface AppProps {
  store: AppStore;
  /** The router: the browser's by default; the server renders one location. */
  Router?: RouterComponent;
  /**
   * The store started from the server's state: once hydrated, it reads this browser's storage
   * (its choices, the demo flag), which the server never saw.
   */
  readStorage?: boolean;
}

export function App({ store, Router = BrowserRouter, readStorage = false }: AppProps) {
  useEffect(() => {
    if (readStorage) store.dispatch(readStoredState());
    // The page now answers to input (a server-rendered one did not until here): what the visitor
    // clicked before then is replayed (before-hydration.ts).
    announceHydrated();
  }, [store, readStorage]);
  return (
    <Provider store={store}>
      <AppIntlProvider>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <AppErrorBoundary>
            <LocalizedRouter Router={Router}>
              <RoutedApp />
            </LocalizedRouter>
            <AppToaster />
          </AppErrorBoundary>
        </ThemeProvider>
      </AppIntlProvider>
    </Provider>
  );
}
