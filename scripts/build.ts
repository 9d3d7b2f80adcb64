// `pnpm build`: production builds of every app.
import { buildAllApps } from './lib/build-apps.js';

buildAllApps();
