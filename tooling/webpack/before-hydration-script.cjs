// The shell's script that runs before its bundles (`shell/src/before-hydration.ts`): it holds the
// clicks and submissions made on the server's page until the app has hydrated it. Built by a
// webpack of its own, without the federation runtime and plugins of the shell's build (a few
// hundred bytes, not tens of KB), its files added to the shell's build (compressed and source-mapped
// with the rest) and named first in the page's head as a classic script: the page shows nothing
// before it runs, so no click can come before its listeners. A file, not an inline script: the
// page's CSP allows scripts from our origin only.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { swcRule } = require('./swc-rule.cjs');

const NAME = 'BeforeHydrationScriptPlugin';

/** @returns {Promise<import('webpack').Compilation>} the script's build, written nowhere */
function buildScript(parent, entry) {
  const { options } = parent;
  const compiler = parent.webpack({
    name: 'before-hydration',
    context: parent.context,
    mode: options.mode,
    devtool: options.mode === 'production' ? 'source-map' : false,
    entry: { 'before-hydration': entry },
    output: { filename: options.output.filename, path: options.output.path },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [swcRule] },
  });
  compiler.hooks.shouldEmit.tap(NAME, () => false);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve(stats.compilation);
    });
  });
}

class BeforeHydrationScriptPlugin {
  /** @param {{ entry: string }} options the script's module, from the app's folder */
  constructor({ entry }) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** @type {string[]} */
      let scripts = [];
      compilation.hooks.processAssets.tapPromise(
        // Before compression and the shell's own source maps, after its content hashes.
        { name: NAME, stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const built = await buildScript(compiler, this.entry);
          compilation.fileDependencies.add(path.resolve(compiler.context, this.entry));
          for (const { name, source, info } of built.getAssets()) {
            // Its hash is final: the shell's content hashing leaves it alone.
            compilation.emitAsset(name, source, { ...info, contenthash: undefined });
          }
          scripts = built.getAssets().filter(({ name }) => name.endsWith('.js'));
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        if (scripts.length !== 1) throw new Error(`${this.entry} must build to one script`);
        const script = HtmlWebpackPlugin.createHtmlTagObject('script', {
          src: `${compilation.outputOptions.publicPath}${scripts[0].name}`,
        });
        return { ...data, headTags: [script, ...data.headTags] };
      });
    });
  }
}

module.exports = { BeforeHydrationScriptPlugin };
