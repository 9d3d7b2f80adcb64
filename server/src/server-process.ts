import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RunningBackend } from './index.js';

const serverDir = fileURLToPath(new URL('../', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  backend: RunningBackend;
  /** Milliseconds from spawn to the printed "up" line (process start, database open, migrations, listen). */
  startupMs: number;
  /** What the server printed on being up: its URL, keys and (local mode) inbox. */
  summary: string;
}

/** Runs `src/main.ts` as its own process on a data folder (port chosen by the OS) and waits until it is up. */
export function startServerProcess(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const startedAt = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // The summary: the "up" line and its indented lines, up to a blank line.
      const summary = /Local Supabase is up: .*\n(?: {2}.*\n)*\n/.exec(output)?.[0];
      if (!summary) return;
      const url = /Local Supabase is up: (\S+)/.exec(summary)?.[1];
      const anonKey = /anon key:\s+(\S+)/.exec(summary)?.[1];
      const serviceRoleKey =
        /service_role key:\s+(eyJ\S+)/.exec(summary)?.[1] ?? keyFromFileNamed(summary);
      if (!url || !anonKey || !serviceRoleKey) {
        reject(new Error(`server printed an incomplete summary: ${summary}`));
        return;
      }
      child.stdout!.removeAllListeners('data');
      child.stdout!.resume();
      child.removeAllListeners('exit');
      const backend = { url, anonKey, serviceRoleKey, close: () => stopProcess(child, 'SIGTERM') };
      resolve({ child, backend, startupMs: performance.now() - startedAt, summary });
    });
    child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
  });
}

/** Production prints no service-role key, only the keys file holding it. */
function keyFromFileNamed(summary: string): string | undefined {
  const file = /service_role key: not printed in production, see (\S+)/.exec(summary)?.[1];
  return file
    ? (JSON.parse(readFileSync(file, 'utf8')) as RunningBackend).serviceRoleKey
    : undefined;
}

/** Sends `signal` and waits for the process to be gone. */
export function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export interface FinishedProcess {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an entry (`src/main.ts`, `src/catalog-main.ts`) that should stop by itself, to its exit. */
export function runToExit(entry: string, env: NodeJS.ProcessEnv): Promise<FinishedProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    // One that starts instead is killed rather than left running.
    timeout: 60_000,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => {
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
