// How every WatchWhere build compiles TypeScript and JSX: messages reduced to their ids (FormatJS's
// transformer), then swc, React's automatic runtime, ES2020, and styled-components' swc plugin: each component's CSS minified at build time (less for stylis
// to parse on its first render) and `styled`/`css` calls marked pure. Component ids are made at build
// time from the file (`ssr: true`): the browser and server builds then name every class alike, which
// hydrating the server's HTML needs (run-time ids follow the order the apps' modules happen to load).
const path = require('node:path');

/**
 * swc's compiled-plugin cache, out of the source folders: one per package a build runs in (webpack
 * runs in the app's folder), so apps built side by side never write the same cache file at once.
 */
const PLUGIN_CACHE = path.join(
  __dirname,
  '../../node_modules/.cache/swc',
  path.basename(process.cwd()),
);

module.exports = {
  swcRule: {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2020',
            experimental: {
              cacheRoot: PLUGIN_CACHE,
              plugins: [
                [
                  '@swc/plugin-styled-components',
                  {
                    displayName: false,
                    ssr: true,
                    minify: true,
                    transpileTemplateLiterals: true,
                    pure: true,
                  },
                ],
              ],
            },
          },
        },
      },
      // Runs first: messages reduced to their ids (tooling/messages/strip-messages-loader.cjs).
      { loader: path.join(__dirname, '../messages/strip-messages-loader.cjs') },
    ],
  },
};
