import { startTransition } from 'react';
import type { AppStore } from 'shared-core';
import { App } from './app';
import { appRoot } from './app-root';

export function renderApp(store: AppStore): void {
  // A transition lets React yield while it builds the first screen instead of one long task.
  startTransition(() => appRoot().render(<App store={store} />));
}
