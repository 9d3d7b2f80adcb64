import { createRoot, type Root } from 'react-dom/client';
import { replacePreviewWhenPageShows } from './first-screen-preview';

let root: Root | undefined;

function createAppRoot(): Root {
  const container = document.getElementById('root')!;
  replacePreviewWhenPageShows(container);
  return createRoot(container);
}

/** The one React root the shell renders into, the app or its start-up error screen. */
export const appRoot = () => (root ??= createAppRoot());
