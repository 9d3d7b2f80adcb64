import { startTransition } from 'react';
import type { Start } from './prepare-start';
import { App } from './app';
import { appRoot, hydrateAppRoot } from './app-root';

export function renderApp({ store, hydrate }: Start): void {
  if (hydrate) {
    hydrateAppRoot(<App store={store} readStorage />);
    return;
  }
  // A transition lets React yield while it builds the first screen instead of one long task.
  startTransition(() => appRoot().render(<App store={store} />));
}
