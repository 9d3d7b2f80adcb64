import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { isLeftToBrowser } from './left-to-browser';

let root: Root | undefined;

const container = () => document.getElementById('root')!;

/** The one React root the shell renders into, the app or its start-up error screen. */
export const appRoot = () => (root ??= createRoot(container()));

/**
 * Hydrates the page the server rendered: the app's root, from then on. A part the server left to
 * the browser renders here silently; any other recoverable error is reported as React would.
 */
export function hydrateAppRoot(app: ReactNode): void {
  root = hydrateRoot(container(), app, {
    onRecoverableError: (error) => {
      if (!isLeftToBrowser(error)) reportError(error);
    },
  });
}
