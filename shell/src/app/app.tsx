import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { AppStore } from 'shared-core';
import { GlobalStyle, theme } from 'shared-ui';
import { ThemeProvider } from 'styled-components';
import { AppErrorBoundary } from '../features/errors/app-error-boundary';
import { createAppRouter } from './router';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <AppErrorBoundary>
          <RouterProvider router={router} />
        </AppErrorBoundary>
      </ThemeProvider>
    </Provider>
  );
}
