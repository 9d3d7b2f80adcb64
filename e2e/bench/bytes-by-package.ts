// Where a script's bytes come from, read off its source map: each generated segment is credited to
// the package its source lives in, and each package's share of the file's brotli size is estimated
// by compressing its segments apart and scaling the parts to the file's real brotli size.
import { brotliCompressSync } from 'node:zlib';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

/** WatchWhere's own packages, as their sources appear in the maps. */
export const OWN_CODE = new Set(['shell', 'mf_discovery', 'shared-core', 'shared-ui']);

const LIBRARY_GROUPS: [RegExp, string][] = [
  [/^(react|react-dom|scheduler)$/, 'React'],
  [
    /^(@reduxjs\/toolkit|redux|redux-thunk|immer|reselect|@standard-schema\/utils|react-redux|use-sync-external-store)$/,
    'Redux Toolkit, RTK Query, React Redux',
  ],
  [/^react-router(-dom)?$/, 'React Router'],
  [/^(styled-components|stylis|@emotion\/.+)$/, 'styled-components'],
  [/^(@module-federation\/|\.federation$)/, 'Module Federation runtime'],
];

/** The package (or library group) a source path of a webpack source map belongs to. */
function packageOf(source: string | null): string {
  if (!source) return 'webpack module glue';
  const nodeModules = source.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const [scope, name] = source.slice(nodeModules + 'node_modules/'.length).split('/');
    const packageName = scope!.startsWith('@') ? `${scope}/${name}` : scope!;
    return LIBRARY_GROUPS.find(([pattern]) => pattern.test(packageName))?.[1] ?? packageName;
  }
  // The map consumer normalises paths: `webpack://<app>/src/…` is the app's own code,
  // `webpack://<app>/shared-ui/src/…` a workspace package, the rest webpack's and federation's.
  const [, app, first] = /^webpack:\/\/([^/]+)\/([^/]+)\//.exec(source) ?? [];
  if (first === 'src') return app!;
  if (first && first !== 'webpack' && !first.startsWith('.')) return first;
  return 'Module Federation runtime';
}

/** Brotli bytes at the build's quality (11), as `pnpm start` serves the build's `.br` files. */
export const brotliBytes = (text: string | Buffer) => brotliCompressSync(text).length;

/** Estimated brotli bytes of one script by package. */
export function brotliByPackage(code: string, map: RawSourceMap): Map<string, number> {
  const lines = code.split('\n');
  const mappings: { line: number; column: number; source: string | null }[] = [];
  new SourceMapConsumer(map).eachMapping((m) =>
    mappings.push({ line: m.generatedLine, column: m.generatedColumn, source: m.source }),
  );
  mappings.sort((a, b) => a.line - b.line || a.column - b.column);
  const segments = new Map<string, string[]>();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.line - 1] ?? '';
    const end = next?.line === mapping.line ? next.column : line.length;
    const owner = packageOf(mapping.source);
    const texts = segments.get(owner) ?? [];
    texts.push(line.slice(mapping.column, end));
    segments.set(owner, texts);
  });
  const parts = [...segments].map(
    ([owner, texts]) => [owner, brotliBytes(texts.join(''))] as const,
  );
  const scale = brotliBytes(code) / parts.reduce((sum, [, bytes]) => sum + bytes, 0);
  return new Map(parts.map(([owner, bytes]) => [owner, bytes * scale]));
}
