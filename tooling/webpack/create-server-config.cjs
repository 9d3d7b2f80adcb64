// The server build every WatchWhere app emits beside its browser build (`dist/server/`): the same
// components, compiled by the same rule, for Node. A remote's server `remoteEntry.js` carries only
// its own code (the shared singletons are the page server's); the shell's is the page server's
// renderer, a federation host that loads the remotes' server entries from their origins.
const path = require('node:path');
const { Compilation, DefinePlugin, optimize, sources } = require('webpack');
const { UniversalFederationPlugin } = require('@module-federation/node');
const { consumedOnly, sharedSingletons } = require('./shared-singletons.cjs');
const { releaseId } = require('./release-id.cjs');
const { unreviewedLocales } = require('../messages/unreviewed-locales.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { REMOTE_ENTRY } = require('../apps.cjs');
const { catalogRule } = require('../messages/webpack-rules.cjs');

/**
 * The browser's singletons, whole (tree-shaking only trims the browser's download), and provided by
 * the host alone: a remote's server code runs on the page server's copy of each.
 */
function serverShared(shared, isHost) {
  const whole = Object.fromEntries(
    Object.entries(shared).map(([request, config]) => [
      request,
      { ...config, treeShaking: undefined },
    ]),
  );
  return isHost ? whole : consumedOnly(whole);
}

/**
 * A `package.json` saying the server build is CommonJS: a release folder sits under the workspace's
 * `"type": "module"`, which would otherwise make Node load `render-page.js` as an ES module (with no
 * exports).
 */
class CommonJsPackagePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CommonJsPackagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CommonJsPackagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            'package.json',
            new sources.RawSource(`${JSON.stringify({ type: 'commonjs' })}\n`),
          ),
      );
    });
  }
}

/**
 * @param {object} options
 * @param {string} options.dir the app's package folder
 * @param {string} options.name the app's federation name
 * @param {Record<string,string>} [options.exposes] a remote's exposed modules
 * @param {string} options.outputPath the browser build's folder: this one goes in its `server/`
 * @param {Record<string,string>} [options.catalogParts] as the browser build's
 */
function createServerConfig({ dir, name, exposes, outputPath, catalogParts }) {
  const packageJson = require(path.join(dir, 'package.json'));
  const isHost = !exposes;
  return {
    name: 'server',
    context: dir,
    mode: 'production',
    target: 'async-node',
    devtool: 'source-map',
    entry: isHost ? { 'render-page': './src/server/index.ts' } : {},
    output: {
      path: path.join(outputPath, 'server'),
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [swcRule, catalogRule(catalogParts)],
      // `new URL(…, import.meta.url)` names browser-only files (the planner's worker, HiGHS'
      // WebAssembly): as assets they would pull in an automatic public path, which Node cannot
      // work out, and the remote's server entry would fail to load.
      parser: { javascript: { url: false } },
    },
    optimization: { minimize: false },
    plugins: [
      new UniversalFederationPlugin({
        name,
        isServer: true,
        useRuntimePlugin: true,
        remoteType: 'script',
        library: { type: 'commonjs-module' },
        ...(exposes ? { filename: REMOTE_ENTRY, exposes } : { remotes: {} }),
        // A remote's server code runs on the page server's copy of every singleton.
        shared: serverShared(sharedSingletons(packageJson), isHost),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
      // One file: a server entry then needs no chunk fetched over HTTP before it can render.
      new optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new CommonJsPackagePlugin(),
      new DefinePlugin({
        'process.env.WATCHWHERE_RELEASE': JSON.stringify(releaseId(packageJson)),
        'process.env.WATCHWHERE_REMOTE': JSON.stringify(name),
        'process.env.WATCHWHERE_UNREVIEWED_LOCALES': JSON.stringify(unreviewedLocales().join(' ')),
      }),
    ],
    performance: { hints: false },
  };
}

module.exports = { createServerConfig };
