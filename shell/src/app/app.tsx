import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore } from 'shared-core';
import { GlobalStyle, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { AuthProvider } from '../features/auth/auth-provider';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { AppToaster } from '../features/toasts/app-toaster';
import { WatchlistProvider } from '../features/watchlist/watchlist-provider';
import { createAppRouter } from './router';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  const [goToSignIn] = useState(() => () => void router.navigate('/auth'));
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AppErrorBoundary>
          <AuthProvider>
            <WatchlistProvider goToSignIn={goToSignIn}>
              <RouterProvider router={router} />
            </WatchlistProvider>
          </AuthProvider>
          <AppToaster />
        </AppErrorBoundary>
      </ThemeProvider>
    </Provider>
  );
}
