// `pnpm build`: a new release of every app, promoted in the environment (WATCHWHERE_ENV, default
// local) when the compatibility gate lets it.
import { exitOnInvalidSettings } from 'deployment-env';
import { checkBackendSettings } from '../server/src/index.js';
import { checkPageServerSettings, releaseEnvFrom } from 'page-server';
import { releaseAllApps } from 'page-server/releases';

exitOnInvalidSettings(
  () => checkPageServerSettings(process.env),
  () => checkBackendSettings(process.env),
);
await releaseAllApps(releaseEnvFrom(process.env));
