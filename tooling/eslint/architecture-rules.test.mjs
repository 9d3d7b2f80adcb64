// Plants violations of docs/architecture-rules.md and checks that `pnpm lint` reports each one.
// Run: node --test tooling/eslint/architecture-rules.test.mjs (part of `pnpm test`).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = join(fileURLToPath(import.meta.url), '../../..');
const eslint = new ESLint({ cwd: root });

/** The import-rule messages ESLint reports for `code` placed at `file` (relative to the repo). */
async function importProblems(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages
    .filter((message) => message.ruleId?.startsWith('import-x/') || message.fatal)
    .map((message) => message.message);
}

const REMOTE_FEATURE = 'mf-detail/src/features/title/components/planted.tsx';

test('a remote importing another remote fails', async () => {
  const problems = await importProblems(
    REMOTE_FEATURE,
    "export { HomeView } from '../../../../../mf-discovery/src/pages/home/home-view';\n",
  );
  assert.match(problems.join('\n'), /An app never imports another app/);
});

test('a remote importing the shell fails', async () => {
  const problems = await importProblems(
    REMOTE_FEATURE,
    "export { Header } from '../../../../../shell/src/features/layout/components/header';\n",
  );
  assert.match(problems.join('\n'), /An app never imports another app/);
});

test('a feature importing a sibling feature fails', async () => {
  const problems = await importProblems(
    REMOTE_FEATURE,
    "export { WhereToWatch } from '../../where-to-watch/components/where-to-watch';\n",
  );
  assert.match(problems.join('\n'), /A feature never imports another feature/);
});

test("an app's shared lib importing a feature fails", async () => {
  const problems = await importProblems(
    'mf-discovery/src/lib/planted.ts',
    "export { FilterBar } from '../features/filters/components/filter-bar';\n",
  );
  assert.match(problems.join('\n'), /shared components and lib never import its features/);
});

test('shared-ui importing shared-core fails, and so does a shared package importing an app', async () => {
  const ui = await importProblems(
    'shared-ui/src/components/planted.tsx',
    "export { makeStore } from '../../../shared-core/src/app/store';\n",
  );
  assert.match(ui.join('\n'), /shared-ui is the bottom layer/);
  const harness = await importProblems(
    'dev-harness/src/planted.tsx',
    "export { App } from '../../shell/src/app/app';\n",
  );
  assert.match(harness.join('\n'), /Shared packages never import an app/);
});

test("a deep import into another package's src fails", async () => {
  const problems = await importProblems(
    'mf-account/src/features/account/components/planted.test.tsx',
    "export { getSupabaseClient } from 'shared-core/src/supabase/supabase-client';\n",
  );
  assert.match(problems.join('\n'), /through its entry/);
});

test('a shared-core feature importing the root reducer fails', async () => {
  const problems = await importProblems(
    'shared-core/src/features/premium/planted.ts',
    "export { rootReducer } from '../../app/root-reducer';\n",
  );
  assert.match(problems.join('\n'), /composes its features/);
});

test('an import cycle fails', async () => {
  const folder = mkdtempSync(join(root, 'mf-detail/src/planted-'));
  try {
    writeFileSync(join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    writeFileSync(join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    const [result] = await eslint.lintFiles([join(folder, 'a.ts')]);
    const problems = result.messages.map((message) => message.message);
    assert.match(problems.join('\n'), /Dependency cycle/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

test('imports the rules allow pass', async () => {
  const page = await importProblems(
    'mf-detail/src/pages/planted.tsx',
    [
      "export { WhereToWatch } from '../features/where-to-watch/components/where-to-watch';",
      "export { TitleHero } from '../features/title/components/title-hero';",
      "export { makeStore } from 'shared-core';",
      "export { renderWithProviders } from 'dev-harness/testing';",
      '',
    ].join('\n'),
  );
  assert.deepEqual(page, []);
  const sameFeature = await importProblems(
    REMOTE_FEATURE,
    "export { TitleHero } from './title-hero';\n",
  );
  assert.deepEqual(sameFeature, []);
});
