// The server's suites, one process a file, in turn. A file whose process the Node runtime itself
// kills (a signal, not a failed test) runs once more: PGlite's WebAssembly trips a known V8 fault
// now and then (README, Tests). A failed assertion is never run again.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

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

function runFile(file: string): Outcome {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--test', '--test-isolation=none', file],
    { stdio: 'inherit' },
  );
  if (result.error) throw result.error;
  return result.status === 0 ? { passed: true } : { passed: false, crashSignal: result.signal };
}

function runWithOneRetryOnCrash(file: string): boolean {
  const first = runFile(file);
  if (first.passed) return true;
  if (!first.crashSignal) return false;
  console.warn(
    `\n⚠ ${file}: the Node runtime died (${first.crashSignal}), no test failed. Running it once more.\n`,
  );
  return runFile(file).passed;
}

const files = testFiles(process.argv.slice(2));
const failed = files.filter((file) => !runWithOneRetryOnCrash(file));
console.log(`\n${files.length - failed.length} of ${files.length} test files passed.`);
if (failed.length > 0) {
  console.error(`Failed:\n${failed.map((file) => `  ${file}`).join('\n')}`);
  process.exitCode = 1;
}
