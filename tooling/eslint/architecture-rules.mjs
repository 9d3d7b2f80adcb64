import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/**
 * The house's rooms as lint rules (see docs/architecture-rules.md):
 * - a remote never imports another remote or the shell; the shell never imports a remote (it loads
 *   them at run time);
 * - the shared packages (shared-core, shared-ui, app-providers, dev-harness) never import an app,
 *   and shared-core and shared-ui never import each other;
 * - inside an app: app → pages → features → components + lib; a feature never imports another
 *   feature, and components/lib never import features, pages or app;
 * - another package is reached through its entry (`shared-core`, `dev-harness/testing`), never a
 *   deep path into its src/.
 */
const root = join(fileURLToPath(import.meta.url), '../../..');
const { SHELL, REMOTES } = createRequire(import.meta.url)('../apps.cjs');
const APPS = [SHELL, ...REMOTES].map((app) => app.packageName);
const SHARED = ['shared-core', 'shared-ui', 'app-providers', 'dev-harness'];

/** A package's entry files (package.json "main" and "exports"), as paths inside its src/. */
function entryFilesOf(name) {
  const { main, exports = {} } = JSON.parse(readFileSync(join(root, name, 'package.json'), 'utf8'));
  const entries = [main, ...Object.values(exports)]
    .filter((entry) => typeof entry === 'string' && entry.replace(/^\.\//, '').startsWith('src/'))
    .map((entry) => `./${entry.replace(/^(\.\/)?src\//, '')}`);
  return [...new Set(entries)];
}

function featuresOf(app) {
  try {
    return readdirSync(join(root, app, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const appZones = APPS.flatMap((app) => [
  {
    target: `./${app}`,
    from: APPS.filter((other) => other !== app).map((other) => `./${other}`),
    message: 'An app never imports another app: remotes meet only through the shell at run time.',
  },
  ...featuresOf(app).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: `A feature never imports another feature: move what both need to ${app}/src/components or ${app}/src/lib, or compose them in ${app}/src/pages.`,
  })),
  {
    target: `./${app}/src/features`,
    from: [`./${app}/src/pages`, `./${app}/src/app`],
    message: 'Features sit below pages and app: they never import them.',
  },
  {
    target: [`./${app}/src/components`, `./${app}/src/lib`],
    from: [`./${app}/src/features`, `./${app}/src/pages`, `./${app}/src/app`],
    message: "An app's shared components and lib never import its features, pages or app.",
  },
]);

const sharedZones = [
  {
    target: SHARED.map((name) => `./${name}`),
    from: APPS.map((app) => `./${app}`),
    message: 'Shared packages never import an app.',
  },
  {
    target: './shared-core',
    from: ['./shared-ui', './app-providers', './dev-harness'],
    message: 'shared-core is the bottom layer: it imports no other workspace package.',
  },
  {
    target: './shared-ui',
    from: ['./shared-core', './app-providers', './dev-harness'],
    message: 'shared-ui is the bottom layer: it imports no other workspace package.',
  },
];

const sharedCoreZones = [
  {
    target: './shared-core/src/features/**/!(*.test).{ts,tsx}',
    from: './shared-core/src/app',
    except: ['./hooks.ts', './root-state.ts'],
    message:
      "shared-core's app/ (store, root reducer) composes its features; a feature imports only its typed hooks and RootState.",
  },
];

const deepImportZones = [...SHARED, ...APPS].map((name) => ({
  target: `./!(${name})/**`,
  from: `./${name}/src`,
  except: entryFilesOf(name),
  message: `Import ${name} through its entry (package.json "exports"), not a path into its src/.`,
}));

export const architectureRules = [
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['server/**', 'e2e/**', 'scripts/**', 'supabase/**', 'tooling/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${root}/*/tsconfig.json`,
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...appZones, ...sharedZones, ...sharedCoreZones, ...deepImportZones],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
];
