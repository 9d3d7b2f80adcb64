// The webpack configuration every WatchWhere app builds with: the shell (host) and the remotes.
const path = require('node:path');
const { Compilation, DefinePlugin, NormalModuleReplacementPlugin, sources } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { consumedOnly, sharedSingletons, TREE_SHAKEN } = require('./shared-singletons.cjs');
const { SharedUsagePlugin } = require('./shared-usage-plugin.cjs');
const { releaseId } = require('./release-id.cjs');
const { unreviewedLocales } = require('../messages/unreviewed-locales.cjs');
const { SHELL, REMOTES, REMOTE_ENTRY } = require('../apps.cjs');
const { swcRule } = require('./swc-rule.cjs');
const { catalogRule, withoutMessageParser } = require('../messages/webpack-rules.cjs');
const { StartUpPreloadsPlugin } = require('./start-up-preloads.cjs');
const { BeforeHydrationScriptPlugin } = require('./before-hydration-script.cjs');
const { reactRouterProductionAliases } = require('./react-router-production.cjs');
const { createServerConfig } = require('./create-server-config.cjs');
const { minimizer } = require('./minimizer.cjs');

/** Whether a chunk holds supabase-js: its modules and those only it uses stay out of the start-up chunk. */
function chunkHasSupabase(chunk, chunkGraph) {
  for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
    if ((module.resource ?? '').includes('@supabase')) return true;
  }
  return false;
}

function compressionPlugins() {
  const test = /\.(js|css|html|svg|json)$/;
  return [
    new CompressionPlugin({ test, algorithm: 'gzip', filename: '[path][base].gz', threshold: 512 }),
    new CompressionPlugin({
      test,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      threshold: 512,
    }),
  ];
}

/**
 * The shell's `robots.txt`, a file of its build so static hosting serves it too: every crawler may
 * read every page. The page server serves it with the sitemap's address added
 * (`page-server/src/http/crawler-files.ts`); a static host has no sitemap to name.
 */
class RobotsTxtPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RobotsTxtPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RobotsTxtPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset('robots.txt', new sources.RawSource('User-agent: *\nAllow: /\n')),
      );
    });
  }
}

/** @param {string} dir */
function appIn(dir) {
  const app = [SHELL, ...REMOTES].find(({ packageName }) => packageName === path.basename(dir));
  if (!app) throw new Error(`${path.basename(dir)} is not in tooling/apps.cjs`);
  return app;
}

/**
 * @param {object} options
 * @param {string} options.dir the app's package folder; its name and default port come from
 *   `tooling/apps.cjs`
 * @param {Record<string,string>} [options.exposes] page modules a remote exposes
 * @param {string} [options.devEntry] entry of the dev server (a remote's standalone harness)
 * @param {Record<string,string>} [options.catalogParts] parts of the app's catalog loaded apart,
 *   name → folder (tooling/messages/catalog-parts.cjs)
 *
 * The returned function takes webpack's `env`; `scripts/dev-app.ts` passes `port` (the app's port,
 * env-overridable) and `runtimeFiles` (the JSON the dev server answers at `/config.json` and
 * `/remotes.json`, as `pnpm start` does for the production build); `outputPath` builds a release
 * elsewhere than `dist/` (its server build in its `server/`); `publicPath` is where the shell's
 * files are served from (a release's folder, `/releases/<id>/`).
 */
function createAppConfig({ dir, exposes, devEntry, catalogParts }) {
  const { name, defaultPort } = appIn(dir);
  return (env = {}, argv = {}) => {
    const production = argv.mode !== 'development';
    const port = env.port ?? defaultPort;
    const isHost = !exposes;
    const packageJson = require(path.join(dir, 'package.json'));
    const outputPath = env.outputPath ?? path.join(dir, 'dist');
    const entry = isHost ? './src/index.ts' : production ? {} : devEntry;
    const withPage = isHost || !production;

    const browser = {
      name: 'browser',
      context: dir,
      mode: production ? 'production' : 'development',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      entry,
      output: {
        path: outputPath,
        // Remotes resolve chunks from their own origin; in dev, deep links need it spelt out.
        publicPath: isHost
          ? (env.publicPath ?? '/')
          : production
            ? 'auto'
            : `http://localhost:${port}/`,
        uniqueName: name,
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The server build writes `dist/server/` beside this one, in the same run.
        clean: { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          ...withoutMessageParser,
          ...(production ? reactRouterProductionAliases(dir) : {}),
        },
        // HiGHS (the planner's solver) imports node:module only when it runs in Node.
        fallback: { module: false },
      },
      module: {
        rules: [swcRule, catalogRule(catalogParts)],
        // A remote's worker starts from a same-origin blob (cross-origin-worker.ts); this compiles
        // its script as a worker entry, as `new Worker(new URL(…))` is.
        parser: { javascript: { worker: ['CrossOriginWorker from ./cross-origin-worker', '...'] } },
      },
      plugins: [
        new NormalModuleReplacementPlugin(/^node:module$/, (resource) => {
          resource.request = 'module';
        }),
        new ModuleFederationPlugin({
          name,
          ...(exposes ? { filename: REMOTE_ENTRY, exposes } : { remotes: {} }),
          shared:
            production && !isHost
              ? consumedOnly(sharedSingletons(packageJson))
              : sharedSingletons(packageJson),
          manifest: true,
          // A remote's release carries its exposed modules' types (`@mf-types/`), which the
          // compatibility gate checks against the route-data contract of the live shell. They are
          // written by TypeScript 7, resolved from `cwd` (tooling/federated-types/README.md).
          dts:
            production && !isHost
              ? {
                  generateTypes: { abortOnError: true, deleteTypesFolder: false },
                  cwd: path.join(__dirname, '..', 'federated-types'),
                  consumeTypes: false,
                }
              : false,
          // Only the remote a route needs is fetched: 'version-first' would load every registered
          // remote's entry at start-up to compare versions the shell already pins as singletons.
          shareStrategy: 'loaded-first',
          // Federation builds a whole copy of each tree-shaken singleton apart, which no release
          // keeps (the build's output is cleaned of it): those builds skip this one's extras.
          treeShakingSharedExcludePlugins: [
            'BeforeHydrationScriptPlugin',
            'CompressionPlugin',
            'RobotsTxtPlugin',
            'SharedUsagePlugin',
            'StartUpPreloadsPlugin',
          ],
          experiments: {
            ...(isHost ? { provideExternalRuntime: true } : { externalRuntime: production }),
            // The browser registers remotes by their entries (start-remotes.ts), so the runtime's
            // manifest handling ("snapshot") is left out: 1.7 KB less at start-up, one fetch fewer.
            optimization: { target: 'web', disableSnapshot: true },
          },
        }),
        // The host's runtime plugin is injected as CommonJS, which pulls in a second, CommonJS copy
        // of the federation runtime (about 25 KB gzip) next to the ES one the bundler runtime uses.
        ...(isHost
          ? [
              new NormalModuleReplacementPlugin(
                /inject-external-runtime-core-plugin[\\/]dist[\\/]index\.cjs$/,
                (resource) => {
                  resource.request = resource.request.replace(/\.cjs$/, '.js');
                },
              ),
            ]
          : []),
        new DefinePlugin({
          'process.env.WATCHWHERE_RELEASE': JSON.stringify(releaseId(packageJson)),
          'process.env.WATCHWHERE_REMOTE': JSON.stringify(name),
          'process.env.WATCHWHERE_UNREVIEWED_LOCALES': JSON.stringify(
            unreviewedLocales().join(' '),
          ),
        }),
        ...(withPage
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'WatchWhere',
              }),
            ]
          : []),
        ...(isHost
          ? [
              new RobotsTxtPlugin(),
              new StartUpPreloadsPlugin(),
              new BeforeHydrationScriptPlugin({ entry: './src/before-hydration.ts' }),
            ]
          : []),
        ...(production
          ? [new SharedUsagePlugin({ isHost, treeShaken: TREE_SHAKEN }), ...compressionPlugins()]
          : []),
      ],
      ...(!isHost && {
        // A worker (a chunk named `*-worker`) keeps every module it starts with: a chunk split off
        // would be loaded before the worker is told the remote's public path, from the wrong
        // origin (cross-origin-worker.ts).
        optimization: {
          minimizer,
          splitChunks: { chunks: (chunk) => !/-worker$/.test(chunk.name ?? '') },
        },
      }),
      ...(isHost && {
        // The shell provides every shared library at start-up: one chunk instead of ~17 small ones
        // (fewer round trips on a phone). supabase-js stays apart: it loads only when needed.
        optimization: {
          minimizer,
          splitChunks: {
            cacheGroups: {
              sharedLibraries: {
                test: (module, { chunkGraph }) =>
                  (module.resource ?? '').includes('node_modules') &&
                  [...chunkGraph.getModuleChunksIterable(module)].some(
                    (chunk) => !chunkHasSupabase(chunk, chunkGraph),
                  ),
                name: 'shared-libraries',
                chunks: 'async',
                enforce: true,
              },
            },
          },
        },
      }),
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: false,
        setupMiddlewares: (middlewares, devServer) => {
          for (const [route, body] of Object.entries(env.runtimeFiles ?? {})) {
            devServer.app.get(route, (_request, response) => response.json(body));
          }
          return middlewares;
        },
      },
    };
    // A production build is a release: the browser build and, beside it, the server build.
    return production
      ? [browser, createServerConfig({ dir, name, exposes, outputPath, catalogParts })]
      : browser;
  };
}

module.exports = { createAppConfig };
