import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface PageServerProcess {
  child: ChildProcess;
  /** Its exit code and everything it printed; the releases folder is removed by then. */
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  stdout(): string;
  /** Its address once it printed "Page server: …" (within 20 s), else null. */
  url(): Promise<string | null>;
}

/** `src/main.ts` run alone on `releases` with `env`, and nothing of this process's own settings. */
export function spawnPageServer(env: Record<string, string>, releases: string): PageServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, WATCHWHERE_RELEASES_DIR: releases, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  const exited = once(child, 'exit').then(([code]) => {
    rmSync(releases, { recursive: true, force: true });
    return { code: code as number | null, stdout, stderr };
  });
  const url = async () => {
    for (const end = Date.now() + 20_000; Date.now() < end && !/Page server: \S+/.test(stdout);) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return /Page server: (\S+)/.exec(stdout)?.[1] ?? null;
  };
  return { child, exited, stdout: () => stdout, url };
}
