// Release storage shared as production shares it: release files in an S3-compatible object store
// (s3rver, through the real AWS client) and the pointer in PostgreSQL, read by standalone page
// servers that share no disk. For the test that proves many page servers agree.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from 'page-server';
import { releasesFromEnv, type Releases } from 'page-server/releases';
import { OBJECT_STORE_CREDENTIALS, startObjectStore } from 'page-server/testing';

const BUCKET = 'releases';

/** The object store, its objects on disk under `directory` (kept across a restart). */
export const startReleaseBucket = (port: number, directory: string) =>
  startObjectStore({ port, directory, buckets: [BUCKET] });

/** The settings every machine of the deployment shares: where releases and the pointer are. */
export function sharedStoreSettings(options: {
  endpoint: string;
  prefix: string;
  pointerUrl: string;
}): NodeJS.ProcessEnv {
  return {
    RELEASES_BUCKET_URL: `s3://${BUCKET}/${options.prefix}`,
    RELEASES_PUBLIC_URL: `${options.endpoint}/${BUCKET}/${options.prefix}`,
    RELEASES_POINTER_URL: options.pointerUrl,
    AWS_ENDPOINT_URL_S3: options.endpoint,
    ...OBJECT_STORE_CREDENTIALS,
  };
}

/**
 * One machine's view of the shared store (a team's CI, in this process), with a local folder of
 * its own for fetched copies. The AWS SDK reads its variables from the process's environment:
 * they are set there until `close`.
 */
export function machine(settings: NodeJS.ProcessEnv) {
  const aws = Object.entries(settings).filter(([name]) => name.startsWith('AWS_'));
  for (const [name, value] of aws) process.env[name] = value;
  const dir = mkdtempSync(path.join(tmpdir(), 'watchwhere-machine-'));
  const releases: Releases = releasesFromEnv({ ...settings, WATCHWHERE_RELEASES_DIR: dir });
  return {
    releases,
    async close() {
      await releases.pointers.close();
      rmSync(dir, { recursive: true, force: true });
      for (const [name] of aws) delete process.env[name];
    },
  };
}

/** Stores a copy of a built release folder (publishing may move the folder it is given). */
export async function publishCopy(releases: Releases, app: string, id: string, folder: string) {
  const copy = mkdtempSync(path.join(tmpdir(), 'watchwhere-publish-'));
  try {
    cpSync(folder, copy, { recursive: true });
    await releases.files.publish(app as never, id, copy);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export interface PageServerProcess {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** `pnpm --filter page-server start`, as a deployment runs it, with a cache folder of its own. */
export async function startPageServer(env: NodeJS.ProcessEnv): Promise<PageServerProcess> {
  const dir = mkdtempSync(path.join(tmpdir(), 'watchwhere-page-server-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'page-server', 'src', 'main.ts')],
    {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, WATCHWHERE_RELEASES_DIR: dir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`No page server started:\n${output}`)), 60_000);
    const check = () => {
      const started = /Page server: (\S+)/.exec(output);
      if (started) {
        clearTimeout(timer);
        resolve(started[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`The page server exited:\n${output}`)));
  });
  return {
    url,
    child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
