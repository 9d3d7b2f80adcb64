/**
 * The house's rooms as lint rules (docs/architecture-rules.md):
 * - packages: an app never imports another app; shared packages never import an app; shared-core
 *   and shared-ui import no workspace package; each package imports by name only what it depends
 *   on, and never a path into another package's src/;
 * - inside an app: a feature imports only its own folder, components/ and lib/; components/ and
 *   lib/ import only each other;
 * - the test kit is for tests, dev-harness for a remote's src/dev/ entry;
 * - no import cycles.
 */
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importZones } from './import-zones.mjs';
import { packageImportOptions } from './package-imports.mjs';
import { pageServerZone } from './page-server-zone.mjs';
import { FRONT_END, root, TEST_FILES, WORKSPACE } from './workspace.mjs';
import { localeCollation, localeFormattingAtModuleLoad } from '../start-up-work.mjs';
import { themeFunctionInStyles } from '../static-styles.mjs';
import { BROWSER_STORAGE_FOLDER, browserStorageOutsideRegistry } from '../browser-storage.mjs';

const SOURCE = '**/*.{ts,tsx,js,jsx}';

const resolved = {
  files: FRONT_END.map((name) => `${name}/${SOURCE}`),
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
    'import-x/no-restricted-paths': ['error', { basePath: root, zones: importZones }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
  },
};

/** One block a package and kind of file: production code, a remote's src/dev/ entry, tests. */
const byName = FRONT_END.flatMap((name) => [
  {
    files: [`${name}/${SOURCE}`],
    ignores: [...TEST_FILES, `${name}/src/dev/**`],
    rules: { 'no-restricted-imports': ['error', packageImportOptions(name, 'production')] },
  },
  {
    files: [`${name}/src/dev/${SOURCE}`],
    rules: { 'no-restricted-imports': ['error', packageImportOptions(name, 'dev')] },
  },
  {
    files: TEST_FILES.map((pattern) => `${name}/${pattern}`),
    rules: { 'no-restricted-imports': ['error', packageImportOptions(name, 'test')] },
  },
]);

// jest.mock and friends take a module path too: a mock by deep path is a deep import.
const deepMock = `/^((\\.\\.\\/)+|)(${WORKSPACE.join('|')})\\//`;
const syntaxRules = [
  {
    selector: `CallExpression[callee.object.name='jest'][arguments.0.value=${deepMock}]`,
    message:
      'Mock a workspace package through its entry (or fake the network with dev-harness/testing), never by a path into it.',
  },
  themeFunctionInStyles,
  localeFormattingAtModuleLoad,
  localeCollation,
];

// The `no-restricted-syntax` of front-end code; production code outside the storage folder gets
// one more rule (a later block replaces an earlier one's list for the files both match).
const restrictedSyntax = {
  files: FRONT_END.map((name) => `${name}/${SOURCE}`),
  rules: { 'no-restricted-syntax': ['error', ...syntaxRules] },
};

const restrictedSyntaxInProduction = {
  files: FRONT_END.map((name) => `${name}/${SOURCE}`),
  ignores: [...TEST_FILES, BROWSER_STORAGE_FOLDER],
  rules: { 'no-restricted-syntax': ['error', ...syntaxRules, browserStorageOutsideRegistry] },
};

export const architectureRules = [
  resolved,
  pageServerZone,
  ...byName,
  restrictedSyntax,
  restrictedSyntaxInProduction,
];
