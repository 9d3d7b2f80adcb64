import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'page-server';
import { expect, test } from '../../support/fixtures.js';
import {
  START_COMMAND_APP_PORT,
  START_COMMAND_BACKEND_PORT,
  START_COMMAND_STORYBOOK_PORT,
} from '../../support/ports.js';

const shellUrl = `http://localhost:${START_COMMAND_APP_PORT}`;
const backendUrl = `http://127.0.0.1:${START_COMMAND_BACKEND_PORT}`;

interface StartCommand {
  dataDir: string;
  /** What it printed until it was up, or until it exited. */
  output(): string;
  /** Its exit code once it has exited by itself, else undefined (it is still running). */
  exitCode: number | undefined;
}

/**
 * Runs what `pnpm start` runs, with every port moved away from the defaults and a fresh data folder,
 * until it prints that it is running or exits; then stops it as Ctrl-C would.
 */
async function withStartCommand(
  env: NodeJS.ProcessEnv,
  use: (command: StartCommand) => Promise<void>,
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'watchwhere-start-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SHELL_PORT: String(START_COMMAND_APP_PORT),
      MF_DISCOVERY_PORT: String(START_COMMAND_APP_PORT + 1),
      MF_DETAIL_PORT: String(START_COMMAND_APP_PORT + 2),
      MF_ACCOUNT_PORT: String(START_COMMAND_APP_PORT + 3),
      MF_ONBOARDING_PORT: String(START_COMMAND_APP_PORT + 4),
      BACKEND_PORT: String(START_COMMAND_BACKEND_PORT),
      STORYBOOK_PORT: String(START_COMMAND_STORYBOOK_PORT),
      WATCHWHERE_DATA_DIR: dataDir,
      WATCHWHERE_ENV: undefined,
      WATCHWHERE_DEMO_MODE: undefined,
      SITE_URL: undefined,
      ADDITIONAL_REDIRECT_URLS: undefined,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const command: StartCommand = { dataDir, output: () => output, exitCode: undefined };
  try {
    const up = new Promise<void>((resolve) => {
      child.stdout.on('data', () => output.includes('Press Ctrl-C to stop.') && resolve());
    });
    const exitCode = await Promise.race([up.then(() => undefined), exited]);
    command.exitCode = exitCode ?? undefined;
    await use(command);
  } finally {
    child.kill('SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const anonKeyOf = (dataDir: string) =>
  (JSON.parse(readFileSync(path.join(dataDir, 'local-keys.json'), 'utf8')) as { anonKey: string })
    .anonKey;

test.describe('pnpm start', () => {
  test.setTimeout(120_000);

  test('with SHELL_PORT moved, a sign-up mail leads back to the app on that port', async () => {
    await withStartCommand({}, async ({ dataDir, output, exitCode }) => {
      expect(exitCode, output()).toBeUndefined();
      expect(output()).toContain(`app        ${shellUrl}`);
      expect(output()).toContain(`inbox      ${backendUrl}/inbox`);

      // As the app's register form does: supabase-js sends emailRedirectTo as redirect_to.
      const email = `start-command-${Date.now().toString(36)}@example.com`;
      const signUp = await fetch(
        `${backendUrl}/auth/v1/signup?redirect_to=${encodeURIComponent(`${shellUrl}/`)}`,
        {
          method: 'POST',
          headers: { apikey: anonKeyOf(dataDir), 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'popcorn-42' }),
        },
      );
      expect(signUp.status).toBe(200);
      const inbox = await fetch(`${backendUrl}/inbox/messages?email=${encodeURIComponent(email)}`);
      const [mail] = ((await inbox.json()) as { messages: { link: string }[] }).messages;
      expect(new URL(mail!.link).searchParams.get('redirect_to')).toBe(`${shellUrl}/`);

      const confirmed = await fetch(mail!.link, { redirect: 'manual' });
      const landing = confirmed.headers.get('location')!;
      expect(landing.startsWith(`${shellUrl}/`), landing).toBe(true);
      expect((await fetch(landing)).status).toBe(200);
    });
  });

  test('in production mode it prints no inbox, which is not served there', async () => {
    await withStartCommand({ WATCHWHERE_ENV: 'production' }, async ({ output, exitCode }) => {
      expect(exitCode, output()).toBeUndefined();
      expect(output()).toContain(`backend    ${backendUrl}`);
      expect(output()).not.toContain('inbox');
      expect((await fetch(`${backendUrl}/inbox`)).status).toBe(404);
    });
  });

  for (const [setting, value, message] of [
    ['WATCHWHERE_DEMO_MODE', 'yes', 'WATCHWHERE_DEMO_MODE must be true or false, not "yes"'],
    ['WATCHWHERE_REMOTES', '{"mf_detail":', 'WATCHWHERE_REMOTES must be a JSON object'],
    ['SITE_URL', 'watch.example', 'SITE_URL must be an http(s) address, not "watch.example"'],
  ]) {
    test(`a bad ${setting} stops it before anything starts, with one line`, async () => {
      await withStartCommand({ [setting!]: value }, async ({ dataDir, output, exitCode }) => {
        expect(exitCode).toBe(1);
        expect(output().split('\n').filter(Boolean)).toHaveLength(1);
        expect(output()).toContain(message);
        expect(readdirSync(dataDir)).toEqual([]);
        await expect(fetch(`${backendUrl}/auth/v1/health`)).rejects.toThrow();
      });
    });
  }
});
