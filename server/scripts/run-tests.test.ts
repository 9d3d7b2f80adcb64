import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const RUNNER = fileURLToPath(new URL('./run-tests.ts', import.meta.url));
const folders: string[] = [];
after(() => Promise.all(folders.map((dir) => rm(dir, { recursive: true, force: true }))));

/** A test file that counts its runs in `runs.log` and does `body` on run number `n`. */
async function countingTestFile(
  name: string,
  body: string,
): Promise<{ file: string; runs: () => Promise<number> }> {
  const dir = await mkdtemp(join(tmpdir(), 'watchwhere-runner-'));
  folders.push(dir);
  const log = join(dir, 'runs.log');
  const file = join(dir, `${name}.test.ts`);
  await writeFile(
    file,
    `import { appendFileSync, readFileSync } from 'node:fs';
import { test } from 'node:test';
appendFileSync(${JSON.stringify(log)}, 'x');
const n = readFileSync(${JSON.stringify(log)}, 'utf8').length;
test('${name}', () => { ${body} });
`,
  );
  const runs = async () => (await readFile(log, 'utf8')).length;
  return { file, runs };
}

const runRunner = (...files: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', RUNNER, ...files], { encoding: 'utf8' });

test('a file whose runtime dies by a signal runs once more, and passes if it then passes', async () => {
  const crashOnce = await countingTestFile(
    'crash-once',
    "if (n === 1) process.kill(process.pid, 'SIGSEGV');",
  );
  const result = runRunner(crashOnce.file);
  assert.equal(result.status, 0, result.stdout + result.stderr);
  assert.equal(await crashOnce.runs(), 2);
  assert.match(result.stderr, /the Node runtime died \(SIGSEGV\), no test failed/);
  assert.match(result.stdout, /1 of 1 test files passed/);
});

test('a runtime that dies twice fails the suite', async () => {
  const crashAlways = await countingTestFile(
    'crash-always',
    "process.kill(process.pid, 'SIGSEGV');",
  );
  const result = runRunner(crashAlways.file);
  assert.equal(result.status, 1);
  assert.equal(await crashAlways.runs(), 2);
  assert.match(result.stderr, /Failed:\n.*crash-always\.test\.ts/);
});

test('a failed assertion is never run again, and the other files still run', async () => {
  const failing = await countingTestFile('fails', 'throw new Error("a real failure");');
  const passing = await countingTestFile('passes', '');
  const result = runRunner(failing.file, passing.file);
  assert.equal(result.status, 1);
  assert.equal(await failing.runs(), 1);
  assert.equal(await passing.runs(), 1);
  assert.match(result.stdout, /1 of 2 test files passed/);
  assert.doesNotMatch(result.stderr, /runtime died/);
});
