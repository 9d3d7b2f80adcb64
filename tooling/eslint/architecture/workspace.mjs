import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(fileURLToPath(import.meta.url), '../../../..');

const { SHELL, REMOTES } = createRequire(import.meta.url)('../../apps.cjs');
export const APPS = [SHELL, ...REMOTES].map((app) => app.packageName);
export const SHARED = ['shared-core', 'shared-ui', 'app-providers', 'dev-harness'];
export const WORKSPACE = [
  ...APPS,
  ...SHARED,
  'server',
  'page-server',
  'deployment-env',
  'observability',
  'e2e',
];

export const FRONT_END = [...APPS, ...SHARED];

/** The workspace packages a package declares in its package.json (dependencies and devDependencies). */
function declaredWorkspaceDependencies(name) {
  const { dependencies = {}, devDependencies = {} } = JSON.parse(
    readFileSync(join(root, name, 'package.json'), 'utf8'),
  );
  return Object.keys({ ...dependencies, ...devDependencies }).filter((dependency) =>
    WORKSPACE.includes(dependency),
  );
}

/** Which workspace packages each front-end package may import by name: those it declares. */
export const MAY_IMPORT = Object.fromEntries(
  FRONT_END.map((name) => [name, declaredWorkspaceDependencies(name)]),
);

/** Test code: test files and an app's test-only helpers (`src/testing/`). */
export const TEST_FILES = ['**/*.test.{ts,tsx,js,jsx}', '**/src/testing/**'];

export function featuresOf(app) {
  try {
    return readdirSync(join(root, app, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
