// Pointers as files in the releases folder (`<dir>/<env>.json`, history in `<env>.history.jsonl`):
// one machine's, for local use. A write is a rename under the folder's lock, so a reader never
// sees half a file and two writers never lose an update.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import { appendFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { PointerChange, PointerStore, VersionedPointer } from './pointer-store.js';
import {
  checkEnvName,
  InvalidPointerError,
  isEnvName,
  pointerFrom,
  type ReleasePointer,
} from './release-pointer.js';

export const pointerFile = (dir: string, env: string) =>
  path.join(dir, `${checkEnvName(env)}.json`);
const historyFile = (dir: string, env: string) =>
  path.join(dir, `${checkEnvName(env)}.history.jsonl`);

const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

function parse(text: string, file: string): ReleasePointer {
  if (text === '') return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new InvalidPointerError(
      `${file} is not a pointer: not JSON (${(error as Error).message})`,
    );
  }
  return pointerFrom(value, file);
}

const readText = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8') : '');

function readVersioned(dir: string, env: string): VersionedPointer {
  const file = pointerFile(dir, env);
  const text = readText(file);
  return { pointer: parse(text, file), version: versionOf(text) };
}

export function filePointerStore(dir: string): PointerStore {
  return {
    description: dir,
    read: async (env) => readVersioned(dir, env),
    envNames: async () =>
      existsSync(dir)
        ? readdirSync(dir)
            .filter((file) => file.endsWith('.json'))
            .map((file) => file.slice(0, -'.json'.length))
            .filter(isEnvName)
            .sort()
        : [],
    async withLock(work) {
      mkdirSync(dir, { recursive: true });
      const unlock = await lockfile.lock(dir, {
        realpath: false,
        lockfilePath: path.join(dir, '.lock'),
        retries: { retries: 200, minTimeout: 10, maxTimeout: 200 },
      });
      try {
        return await work({
          async write(env, version, next, changes) {
            const file = pointerFile(dir, env);
            if (versionOf(readText(file)) !== version) return false;
            const temporary = `${file}.${process.pid}.tmp`;
            writeFileSync(temporary, `${JSON.stringify(next, null, 2)}\n`);
            renameSync(temporary, file);
            const lines = changes.map((change) => `${JSON.stringify(change)}\n`).join('');
            if (lines) await appendFile(historyFile(dir, env), lines);
            return true;
          },
        });
      } finally {
        await unlock();
      }
    },
    async history(env, limit = 50) {
      const file = historyFile(dir, env);
      if (!existsSync(file)) return [];
      const lines = (await readFile(file, 'utf8')).split('\n').filter(Boolean);
      return lines
        .slice(-limit)
        .reverse()
        .map((line) => JSON.parse(line) as PointerChange);
    },
    follow(env) {
      // Read again on each request: a file read is cheap, and a promote is live on the next one.
      // A pointer that is not one throws the same error until the file changes again.
      let parsed: { text: string; read: () => ReleasePointer } | undefined;
      return {
        async current() {
          const file = pointerFile(dir, env);
          const text = readText(file);
          if (parsed?.text !== text) {
            try {
              const pointer = parse(text, file);
              parsed = { text, read: () => pointer };
            } catch (error) {
              parsed = {
                text,
                read: () => {
                  throw error;
                },
              };
            }
          }
          return parsed.read();
        },
        close: async () => {},
      };
    },
    close: async () => {},
  };
}
