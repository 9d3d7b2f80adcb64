#!/usr/bin/env node
// TypeScript 7's `tsc` under a name of its own: the workspace's `tsc` is TypeScript 6.
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const packageJson = createRequire(import.meta.url).resolve('typescript/package.json');
await import(pathToFileURL(path.join(path.dirname(packageJson), 'bin', 'tsc')).href);
