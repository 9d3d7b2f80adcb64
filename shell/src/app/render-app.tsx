import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { AppStore } from 'shared-core';
import { StartupError } from '../features/errors/components/startup-error';
import { App } from './app';

let root: Root | undefined;
const appRoot = () => (root ??= createRoot(document.getElementById('root')!));

export function renderApp(store: AppStore): void {
  // A transition lets React yield while it builds the first screen instead of one long task.
  startTransition(() => appRoot().render(<App store={store} />));
}

export function renderStartupError(error: unknown): void {
  appRoot().render(
    <StartupError error={error instanceof Error ? error : new Error(String(error))} />,
  );
}
