// `pnpm --filter supabase-project <check|lint|test>`: Deno's own checks of the edge functions,
// offline (their npm packages come from this package's node_modules, see deno.json).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DENO_ENV, denoBinary } from './deno-binary.ts';

const COMMANDS: Record<string, string[]> = {
  check: ['check', '--cached-only', 'functions/'],
  lint: ['lint'],
  test: ['test', '--cached-only', 'functions/'],
};

const args = COMMANDS[process.argv[2] ?? ''];
if (!args) {
  console.error(`Usage: tsx scripts/deno.ts <${Object.keys(COMMANDS).join('|')}>`);
  process.exit(2);
}
try {
  execFileSync(denoBinary(), args, {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: { ...process.env, ...DENO_ENV },
    stdio: 'inherit',
  });
} catch {
  process.exit(1);
}
