// Imported first by a worker entry: its chunks (HiGHS and its WebAssembly) load from the remote's
// origin, which webpack's automatic public path, reading the blob's address, cannot know.
import { PUBLIC_PATH_GLOBAL } from './cross-origin-worker';

declare let __webpack_public_path__: string;

const publicPath = (self as unknown as Record<string, unknown>)[PUBLIC_PATH_GLOBAL];
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- webpack's runtime reads it
if (typeof publicPath === 'string') __webpack_public_path__ = publicPath;
