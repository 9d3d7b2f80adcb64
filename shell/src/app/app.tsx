import { useCallback } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useNavigate } from 'react-router';
import { useSignInPath, type AppStore } from 'shared-core';
import { GlobalStyle, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { AppToaster, AuthProvider, WatchlistProvider } from 'app-providers';
import { AppErrorBoundary } from '../features/errors/components/app-error-boundary';
import { AppRoutes } from './router';

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

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AppErrorBoundary>
          <BrowserRouter>
            <RoutedApp />
          </BrowserRouter>
          <AppToaster />
        </AppErrorBoundary>
      </ThemeProvider>
    </Provider>
  );
}
