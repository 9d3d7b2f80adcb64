import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The Deno binary the workspace installs from the registry (`@deno/linux-x64-glibc`, an optional
 * dependency of this package: Linux x64 only).
 */
export function denoBinary(): string {
  const resolve = createRequire(import.meta.url).resolve;
  try {
    return join(dirname(resolve('@deno/linux-x64-glibc/package.json')), 'deno');
  } catch {
    throw new Error('Deno is not installed: it comes with @deno/linux-x64-glibc (Linux x64 only)');
  }
}

/** Deno's settings for this project: offline (node_modules only), quiet, no colours in logs. */
export const DENO_ENV = { DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
