// `pnpm build`: a new release of every app, promoted in the environment (WATCHWHERE_ENV, default
// local) when the compatibility gate lets it.
import { exitOnInvalidSettings, releaseEnvFrom } from './lib/app-servers.js';
import { releaseAllApps } from './lib/build-apps.js';

exitOnInvalidSettings(process.env);
await releaseAllApps(releaseEnvFrom(process.env));
