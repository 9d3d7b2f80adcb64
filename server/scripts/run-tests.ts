// The server's suites, one process a file, side by side on PGlite or PostgreSQL. A file
// whose process the Node runtime itself kills (a signal, not a failed test) runs once more: PGlite's
// WebAssembly trips a known V8 fault now and then (README, Tests). A failed assertion is never run
// again.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import pLimit from 'p-limit';
import { postgresFileDatabases } from './postgres-file-databases.js';

const DEFAULT_ROOTS = ['src', 'scripts', 'bench'];

function testFilesUnder(path: string): string[] {
  const entry = statSync(path, { throwIfNoEntry: false });
  if (!entry) return [];
  if (entry.isFile()) return [path];
  return readdirSync(path, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(path, name));
}

/** The test files named, or found under the folders named (the package's own by default). */
function testFiles(args: string[]): string[] {
  const roots = args.length > 0 ? args : DEFAULT_ROOTS;
  return [...new Set(roots.flatMap(testFilesUnder))].sort();
}

type Outcome = { passed: true } | { passed: false; crashSignal: NodeJS.Signals | null };

/**
 * Files run side by side, each on a database of its own: in memory on PGlite, a copy of
 * DATABASE_URL's on PostgreSQL. One more than the cores: a file often waits on a server process it
 * started, a timer or a hash, and a core sat idle for it (153 s for the suite on 2 cores; 138 s).
 */
const CONCURRENCY = availableParallelism() + 1;
const postgres = process.env.DATABASE_URL
  ? await postgresFileDatabases(process.env.DATABASE_URL)
  : undefined;

/** Each file's time, its retry's included: the slowest are named at the end. */
const seconds = new Map<string, number>();

/** One file's run; side by side, its output is held and printed whole when it ends. */
async function runFile(file: string): Promise<Outcome> {
  const start = performance.now();
  const databaseUrl = await postgres?.create();
  try {
    return await runFileOn(file, databaseUrl);
  } finally {
    if (databaseUrl) await postgres!.drop(databaseUrl);
    seconds.set(file, (seconds.get(file) ?? 0) + (performance.now() - start) / 1000);
  }
}

function runFileOn(file: string, databaseUrl: string | undefined): Promise<Outcome> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-isolation=none', file],
    {
      stdio: CONCURRENCY > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: databaseUrl ? { ...process.env, DATABASE_URL: databaseUrl } : process.env,
    },
  );
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => err.push(chunk));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      process.stdout.write(Buffer.concat(out));
      process.stderr.write(Buffer.concat(err));
      resolve(code === 0 ? { passed: true } : { passed: false, crashSignal: signal });
    });
  });
}

async function runWithOneRetryOnCrash(file: string): Promise<boolean> {
  const first = await runFile(file);
  if (first.passed) return true;
  if (!first.crashSignal) return false;
  console.warn(
    `\n⚠ ${file}: the Node runtime died (${first.crashSignal}), no test failed. Running it once more.\n`,
  );
  return (await runFile(file)).passed;
}

const files = testFiles(process.argv.slice(2));
const limit = pLimit(CONCURRENCY);
const passed = await Promise.all(files.map((file) => limit(() => runWithOneRetryOnCrash(file))));
await postgres?.close();
const failed = files.filter((_, index) => !passed[index]);
const slowest = [...seconds].sort(([, a], [, b]) => b - a).slice(0, 5);
console.log(
  `\nSlowest files:\n${slowest.map(([file, s]) => `${s.toFixed(1).padStart(6)} s  ${file}`).join('\n')}`,
);
console.log(`${files.length - failed.length} of ${files.length} test files passed.`);
if (failed.length > 0) {
  console.error(`Failed:\n${failed.map((file) => `  ${file}`).join('\n')}`);
  process.exitCode = 1;
}
