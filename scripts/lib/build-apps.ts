import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { APPS, distOf, REPO_ROOT, type AppDefinition } from './apps.js';

/** A production build of one app; apps build one at a time (each webpack takes ~0.5 GB and a core). */
function buildApp(app: AppDefinition): void {
  const started = Date.now();
  execFileSync('pnpm', ['--filter', app.packageName, 'build'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`${app.packageName} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function buildAllApps(): void {
  APPS.forEach(buildApp);
}

export function buildMissingApps(): void {
  APPS.filter((app) => !existsSync(path.join(distOf(app), app.builtMarker))).forEach(buildApp);
}
