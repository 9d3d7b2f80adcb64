import { createRoot, type Root } from 'react-dom/client';

let root: Root | undefined;

/** The one React root the shell renders into, the app or its start-up error screen. */
export const appRoot = () => (root ??= createRoot(document.getElementById('root')!));
