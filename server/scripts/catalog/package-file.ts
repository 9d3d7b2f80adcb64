import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/** Reads a file inside an installed package, even one its `exports` map does not list. */
export function readPackageFile(packageName: string, relativePath: string): string {
  const require = createRequire(import.meta.url);
  const roots = require.resolve.paths(packageName) ?? [];
  const root = roots
    .map((dir) => join(dir, packageName))
    .find((dir) => existsSync(join(dir, 'package.json')));
  if (!root) throw new Error(`Package ${packageName} is not installed`);
  return readFileSync(join(root, relativePath), 'utf8');
}
