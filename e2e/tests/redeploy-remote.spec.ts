import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppServers } from '../../scripts/lib/app-servers.js';
import { REPO_ROOT } from '../../scripts/lib/apps.js';
import { expect, test } from '../support/fixtures.js';
import { ISOLATED_SHELL_URL, startIsolatedApps } from '../support/isolated-apps.js';

const onboardingDist = path.join(REPO_ROOT, 'mf-onboarding', 'dist');
let workDir: string;
let deployed: string;
let apps: AppServers;

test.beforeAll(async () => {
  workDir = mkdtempSync(path.join(tmpdir(), 'watchwhere-redeploy-'));
  deployed = path.join(workDir, 'deployed');
  cpSync(onboardingDist, deployed, { recursive: true });
  apps = await startIsolatedApps({ mf_onboarding: deployed });
});

test.afterAll(async () => {
  await apps.close();
  rmSync(workDir, { recursive: true, force: true });
});

/** Builds mf-onboarding again, as its team's pipeline would, with a new release id. */
function buildOnboardingRelease(release: string, outputPath: string) {
  execFileSync(
    'pnpm',
    [
      '--filter',
      'mf-onboarding',
      'exec',
      'webpack',
      '--mode',
      'production',
      '--output-path',
      outputPath,
    ],
    { cwd: REPO_ROOT, env: { ...process.env, WATCHWHERE_RELEASE: release }, stdio: 'ignore' },
  );
}

test('a remote rebuilt and redeployed alone is live on reload, with no shell rebuild', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  await page.goto(`${ISOLATED_SHELL_URL}/welcome`);
  const remotePage = page.locator('[data-remote="mf_onboarding"]');
  await expect(remotePage).toBeVisible();
  const firstRelease = await remotePage.getAttribute('data-release');

  const release = `redeploy-${Date.now()}`;
  const rebuilt = path.join(workDir, 'rebuilt');
  buildOnboardingRelease(release, rebuilt);
  rmSync(deployed, { recursive: true });
  cpSync(rebuilt, deployed, { recursive: true });
  await page.reload();

  await expect(remotePage).toHaveAttribute('data-release', release);
  expect(release).not.toBe(firstRelease);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
