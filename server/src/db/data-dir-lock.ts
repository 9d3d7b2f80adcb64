import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

/** A second server on a data folder another one holds: refused before it opens the database. */
export class DataDirInUseError extends Error {}

interface LockFile {
  pid: number;
  startedAt: string;
}

const lockName = 'backend.lock';

/**
 * Takes the data folder for this process. PGlite keeps its own state in memory, so two servers on
 * one folder silently overwrite each other's writes (and both rewrite the folder's keys file); the
 * lock names the process that holds it.
 * A lock left by a process that no longer runs (a crash, `kill -9`) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const file = join(dataDir, lockName);
  const mine: LockFile = { pid: process.pid, startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, JSON.stringify(mine) + '\n', { flag: 'wx' });
      return { release: () => releaseIfMine(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = await readLock(file);
    if (holder && isRunning(holder.pid))
      throw new DataDirInUseError(await inUseMessage(dataDir, holder));
    await unlink(file).catch(() => undefined);
  }
  throw new DataDirInUseError(
    `Could not lock the data folder ${dataDir}: another server is starting on it.`,
  );
}

async function readLock(file: string): Promise<LockFile | undefined> {
  try {
    const lock = JSON.parse(await readFile(file, 'utf8')) as Partial<LockFile>;
    return Number.isSafeInteger(lock.pid) && lock.pid! > 0 ? (lock as LockFile) : undefined;
  } catch {
    return undefined;
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function inUseMessage(dataDir: string, holder: LockFile): Promise<string> {
  const keys = await readFile(join(dataDir, 'local-keys.json'), 'utf8').catch(() => '{}');
  const url = (JSON.parse(keys) as { url?: unknown }).url;
  const where = typeof url === 'string' ? ` serving ${url}` : '';
  return (
    `The data folder ${dataDir} is in use by another WatchWhere backend (process ${holder.pid}${where}, ` +
    `started ${holder.startedAt}). Stop that one first, or set WATCHWHERE_DATA_DIR to another folder.`
  );
}

async function releaseIfMine(file: string): Promise<void> {
  const holder = await readLock(file);
  if (holder?.pid === process.pid) await unlink(file).catch(() => undefined);
}
