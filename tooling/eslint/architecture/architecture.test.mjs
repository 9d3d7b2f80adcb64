// Plants violations of docs/architecture-rules.md and checks that `pnpm lint` reports each one.
// Run: node --test tooling/eslint/architecture/architecture.test.mjs (part of `pnpm test`).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { root } from './workspace.mjs';

const eslint = new ESLint({ cwd: root });

/** The architecture problems ESLint reports for `code` placed at `file` (relative to the repo). */
async function problems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages
    .filter(
      (message) =>
        message.fatal ||
        message.ruleId?.startsWith('import-x/') ||
        ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId),
    )
    .map((message) => message.message)
    .join('\n');
}

const FEATURE = 'mf-detail/src/features/title/components/planted.tsx';
const FEATURE_TEST = 'mf-detail/src/features/title/components/planted.test.tsx';

const violations = [
  [
    'a remote importing another remote by path',
    FEATURE,
    "export { HomeView } from '../../../../../mf-discovery/src/pages/home/home-view';",
    /An app never imports another app|relative path into it/,
  ],
  [
    'a remote importing another remote by name',
    FEATURE,
    "export * from 'mf-discovery';",
    /mf-detail may import only/,
  ],
  [
    'a remote importing the shell',
    FEATURE,
    "export { Header } from '../../../../../shell/src/features/layout/components/header';",
    /An app never imports another app|relative path into it/,
  ],
  [
    'a remote importing app-providers',
    FEATURE,
    "export { AuthProvider } from 'app-providers';",
    /mf-detail may import only/,
  ],
  [
    'a dynamic import of another remote',
    FEATURE,
    "export const load = () => import('../../../../../mf-discovery/src/pages/home-page');",
    /An app never imports another app/,
  ],
  [
    'a feature importing a sibling feature',
    FEATURE,
    "export { WhereToWatch } from '../../where-to-watch/components/where-to-watch';",
    /A feature imports only its own folder/,
  ],
  [
    "a feature importing its app's pages",
    FEATURE,
    "export { DetailPage } from '../../../pages/detail-page';",
    /A feature imports only its own folder/,
  ],
  [
    "an app's lib importing a feature",
    'mf-discovery/src/lib/planted.ts',
    "export { FilterBar } from '../features/filters/components/filter-bar';",
    /shared components and lib import only each other/,
  ],
  [
    'shared-ui importing shared-core by path',
    'shared-ui/src/components/planted.tsx',
    "export { makeStore } from '../../../shared-core/src/app/store';",
    /shared-ui is the bottom layer|relative path into it/,
  ],
  [
    'shared-ui importing shared-core by name',
    'shared-ui/src/components/planted.tsx',
    "export { makeStore } from 'shared-core';",
    /shared-ui may import only no workspace package/,
  ],
  [
    'shared-core importing shared-ui by name',
    'shared-core/src/features/planted.ts',
    "export { Button } from 'shared-ui';",
    /shared-core may import only no workspace package/,
  ],
  [
    'dev-harness importing the shell',
    'dev-harness/src/planted.tsx',
    "export { App } from '../../shell/src/app/app';",
    /Shared packages never import an app|relative path into it/,
  ],
  [
    'app-providers importing the test kit (a package cycle)',
    'app-providers/src/auth/planted.test.tsx',
    "export * from '../../../dev-harness/src/testing';",
    /relative path into it/,
  ],
  [
    "a relative import of another package's entry",
    FEATURE,
    "export { makeStore } from '../../../../../shared-core/src';",
    /relative path into it/,
  ],
  [
    "a deep import into another package's src by name",
    FEATURE_TEST,
    "export { getSupabaseClient } from 'shared-core/src/supabase/supabase-client';",
    /through its entry/,
  ],
  [
    "a deep import into dev-harness's src by name",
    FEATURE_TEST,
    "export { installFakeBackend } from 'dev-harness/src/testing/fake-backend';",
    /through its entry/,
  ],
  [
    'a mock by deep path',
    FEATURE_TEST,
    "jest.mock('shared-core/src/supabase/supabase-client', () => ({}));",
    /Mock a workspace package through its entry/,
  ],
  [
    'a theme token read through a style function',
    FEATURE,
    "import styled from 'styled-components';\nexport const Box = styled.div`color: ${({ theme }) => theme.colors.text};`;",
    /Interpolate the imported theme's token/,
  ],
  [
    'an Intl formatter built at module load',
    FEATURE,
    "export const day = new Intl.DateTimeFormat('en-GB', { month: 'long' });",
    /Format on first use/,
  ],
  [
    'an Intl formatter built at module load inside an object',
    FEATURE,
    "export const formats = { list: new Intl.ListFormat('en') };",
    /Format on first use/,
  ],
  [
    'an Intl formatter called without new at module load',
    FEATURE,
    "export const day = Intl.DateTimeFormat('en-GB');",
    /Format on first use/,
  ],
  [
    'a date formatted at module load',
    FEATURE,
    "export const today = new Date().toLocaleDateString('en-GB');",
    /Format on first use/,
  ],
  [
    'localeCompare, even called late',
    FEATURE,
    'export const byName = (a: string, b: string) => a.localeCompare(b);',
    /Not `localeCompare`/,
  ],
  [
    'localeCompare called by its name in brackets',
    FEATURE,
    "export const byName = (a: string, b: string) => a['localeCompare'](b);",
    /Not `localeCompare`/,
  ],
  [
    'an Intl.Collator, even built late',
    FEATURE,
    'export const byName = (a: string, b: string) => new Intl.Collator().compare(a, b);',
    /Not `localeCompare` or `Intl.Collator`/,
  ],
  [
    'a key written to browser storage outside the storage registry',
    FEATURE,
    "export const remember = () => localStorage.setItem('lastTitle', '603');",
    /Keep browser storage to shared-core's helpers/,
  ],
  [
    'sessionStorage reached through window',
    'shell/src/lib/planted.ts',
    "export const read = () => window.sessionStorage.getItem('x');",
    /Keep browser storage to shared-core's helpers/,
  ],
  [
    'a cookie written outside the storage registry',
    'shared-core/src/features/premium/planted.ts',
    "export const mark = () => { document.cookie = 'seen=1'; };",
    /Keep browser storage to shared-core's helpers/,
  ],
  [
    "the page server importing a remote's source",
    'page-server/src/http/planted.ts',
    "export { TitleHero } from '../../../mf-detail/src/features/title/components/title-hero';",
    /never imports an app's, the backend's or a test's source/,
  ],
  [
    'the page server importing shared-core by name',
    'page-server/src/http/planted.ts',
    "export { makeStore } from 'shared-core';",
    /imports no app or shared package by name/,
  ],
  [
    "the page server reaching past shared-core's contracts",
    'page-server/src/render/planted.ts',
    "export { makeStore } from '../../../shared-core/src/app/store.js';",
    /reads only shared-core's contracts/,
  ],
  [
    'production code importing the test kit',
    FEATURE,
    "export { installFakeBackend } from 'dev-harness/testing';",
    /for tests only/,
  ],
  [
    'production code importing dev-harness',
    FEATURE,
    "export { renderDevHarness } from 'dev-harness';",
    /only the remote's src\/dev\/ entry/,
  ],
  [
    'a shared-core feature importing the root reducer',
    'shared-core/src/features/premium/planted.ts',
    "export { rootReducer } from '../../app/root-reducer';",
    /composes its features/,
  ],
  [
    "a shared-core feature importing the package's entry",
    'shared-core/src/features/premium/planted.ts',
    "export { makeStore } from '../../index';",
    /not the package's entry/,
  ],
  [
    'a JavaScript file breaking the rules',
    'shell/src/lib/planted.js',
    "export { HomeView } from '../../../mf-discovery/src/pages/home/home-view';",
    /An app never imports another app|relative path into it/,
  ],
];

for (const [name, file, code, expected] of violations) {
  test(`${name} fails`, async () => {
    assert.match(await problems(file, `${code}\n`), expected);
  });
}

/** Runs `check` with a scratch folder inside mf-detail/src, removed afterwards. */
async function withPlantedFolder(check) {
  const folder = mkdtempSync(join(root, 'mf-detail/src/planted-'));
  try {
    await check(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

test('a feature importing a sibling through a folder outside the shape fails', () =>
  withPlantedFolder(async (folder) => {
    writeFileSync(
      join(folder, 'launder.ts'),
      "export * from '../features/where-to-watch/components/where-to-watch';\n",
    );
    const launder = `../../../${folder.split('/').pop()}/launder`;
    assert.match(
      await problems(FEATURE, `export * from '${launder}';\n`),
      /A feature imports only its own folder/,
    );
  }));

test('an import cycle fails', () =>
  withPlantedFolder(async (folder) => {
    writeFileSync(join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([join(folder, 'a.ts')]);
    assert.match(result.messages.map((message) => message.message).join('\n'), /Dependency cycle/);
  }));

test('imports the rules allow pass', async () => {
  const allowed = [
    [
      'mf-detail/src/pages/planted.tsx',
      [
        "export { WhereToWatch } from '../features/where-to-watch/components/where-to-watch';",
        "export { TitleHero } from '../features/title/components/title-hero';",
        "export { Page } from '../app/page';",
        "export { makeStore } from 'shared-core';",
        "export { Button } from 'shared-ui';",
      ],
    ],
    [
      FEATURE,
      [
        "export { TitleHero } from './title-hero';",
        "export { makeStore } from 'shared-core';",
        'let list: Intl.ListFormat | undefined;',
        "export const listOf = (names: string[]) => (list ??= new Intl.ListFormat('en')).format(names);",
        "export class Dates { format = new Intl.DateTimeFormat('en-GB'); }",
      ],
    ],
    [
      FEATURE_TEST,
      [
        "export { renderWithProviders } from 'dev-harness/testing';",
        "jest.mock('shared-core', () => ({}));",
        'beforeEach(() => localStorage.clear());',
      ],
    ],
    [
      'shared-core/src/storage/planted.ts',
      ['export const read = (name: string) => window.localStorage.getItem(name);'],
    ],
    [
      'page-server/src/render/planted.ts',
      [
        "export type { PageRender } from '../../../shared-core/src/remote/page-render.js';",
        "export { isProductionEnv } from 'deployment-env';",
      ],
    ],
    ['mf-detail/src/dev/planted.tsx', ["export { renderDevHarness } from 'dev-harness';"]],
    [
      'shell/src/app/planted.tsx',
      [
        "export { AuthProvider } from 'app-providers';",
        "export { Footer } from '../features/layout/components/footer';",
      ],
    ],
  ];
  for (const [file, lines] of allowed)
    assert.equal(await problems(file, `${lines.join('\n')}\n`), '', file);
});
