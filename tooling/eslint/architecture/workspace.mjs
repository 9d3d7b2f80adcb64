import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(fileURLToPath(import.meta.url), '../../../..');

const { SHELL, REMOTES } = createRequire(import.meta.url)('../../apps.cjs');
export const SHELL_PACKAGE = SHELL.packageName;
export const REMOTE_PACKAGES = REMOTES.map((remote) => remote.packageName);
export const APPS = [SHELL_PACKAGE, ...REMOTE_PACKAGES];
export const SHARED = ['shared-core', 'shared-ui', 'app-providers', 'dev-harness'];
export const WORKSPACE = [...APPS, ...SHARED, 'server', 'e2e'];

/** Which workspace packages each front-end package may import by name (its declared dependencies). */
export const MAY_IMPORT = {
  'shared-core': [],
  'shared-ui': [],
  'app-providers': ['shared-core', 'shared-ui'],
  'dev-harness': ['shared-core', 'shared-ui', 'app-providers'],
  [SHELL_PACKAGE]: ['shared-core', 'shared-ui', 'app-providers', 'dev-harness'],
  ...Object.fromEntries(
    REMOTE_PACKAGES.map((remote) => [remote, ['shared-core', 'shared-ui', 'dev-harness']]),
  ),
};

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
