// Gzip weight the kit adds to a first page: a webpack production build of scripts/size-entry.ts with
// the shared singletons (react, react-dom, react-router, styled-components) as externals.
// Fails when it exceeds the budget. Usage: node scripts/measure-size.mjs
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import swc from '../../tooling/webpack/swc-rule.cjs';

const { swcRule } = swc;

const BUDGET_BYTES = 25 * 1024;
const outDir = await mkdtemp(join(tmpdir(), 'shared-ui-size-'));

const compiler = webpack({
  mode: 'production',
  context: fileURLToPath(new URL('..', import.meta.url)),
  entry: './scripts/size-entry.ts',
  output: { path: outDir, filename: 'kit.js', library: { type: 'module' } },
  experiments: { outputModule: true },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  module: { rules: [swcRule] },
  externalsType: 'module',
  externals: [
    'react',
    'react/jsx-runtime',
    'react-dom',
    'react-dom/client',
    'react-router',
    'react-router-dom',
    'styled-components',
  ],
  performance: { hints: false },
});

const stats = await new Promise((resolve, reject) =>
  compiler.run((error, result) => (error ? reject(error) : resolve(result))),
);
compiler.close(() => {});
if (stats.hasErrors()) {
  console.error(stats.toString('errors-only'));
  process.exit(1);
}

const code = await readFile(join(outDir, 'kit.js'));
await rm(outDir, { recursive: true, force: true });
const gzipBytes = gzipSync(code, { level: 9 }).length;
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `shared-ui first-page kit: ${kib(code.length)} minified, ${kib(gzipBytes)} gzip (budget ${kib(BUDGET_BYTES)})`,
);
if (gzipBytes > BUDGET_BYTES) {
  console.error('Over budget.');
  process.exit(1);
}
