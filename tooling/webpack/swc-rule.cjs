// How every WatchWhere build compiles TypeScript and JSX: swc, React's automatic runtime, ES2020,
// and styled-components' swc plugin.
const path = require('node:path');

/** swc's compiled-plugin cache: one for all apps, out of the source folders. */
const PLUGIN_CACHE = path.join(__dirname, '../../node_modules/.cache/swc');

/**
 * The rule for an app's build. The styled-components plugin gives each component a fixed id (no
 * hashing at start-up), minifies its CSS before it ships (less for stylis to parse on each first
 * render) and marks `styled`/`css` calls pure. `namespace` keeps ids apart across apps: two apps
 * with a component at the same path would otherwise share an id, and so a class name.
 * @param {string} name the app's federation name
 */
function swcRule(name) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
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
                  namespace: name,
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
  };
}

module.exports = { swcRule };
