// The shell's index.html names every file its start-up runs, so the browser fetches them at once
// with the page instead of discovering them one after another (main.js → bootstrap chunk → each
// shared library's chunk), and the entry script is fetched first; those files carry a compile
// hint. Lazy chunks (the Supabase client, lazy routes) are left out.
const { Compilation, sources } = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Chromium's explicit compile hint: every function of the file is compiled while the file streams
 * in, off the main thread, instead of one by one on the main thread as each is first called (the
 * shared libraries and shared-core all run at start-up). Other browsers ignore the comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The shell's JS files that run before its first screen: the entry and its start-up chunks. */
function startUpFiles(compilation) {
  const entryChunks = [...compilation.entrypoints.values()].flatMap((entry) => entry.chunks);
  return new Set(
    [...entryChunks, ...startUpChunks(compilation)]
      .flatMap((chunk) => [...chunk.files])
      .filter((file) => file.endsWith('.js')),
  );
}

/** Whether a module is a shared-module consumer: its fallback's chunks load with its own chunk. */
const consumesShared = (module) => module.type === 'consume-shared-module';

/**
 * The chunks the shell loads before its first screen: `import('./bootstrap')`'s and what they
 * consume; none in a build without that import (federation's builds of shared fallbacks).
 */
function startUpChunks(compilation) {
  const { chunkGraph } = compilation;
  const bootstrap = compilation.chunkGroups.find((group) =>
    group.origins.some((origin) => origin.request === './bootstrap'),
  );
  if (!bootstrap) return new Set();
  const chunks = new Set(bootstrap.chunks);
  const pending = [...chunks];
  while (pending.length > 0) {
    for (const module of chunkGraph.getChunkModulesIterable(pending.pop())) {
      if (!consumesShared(module)) continue;
      for (const block of module.blocks) {
        for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
          if (chunks.has(chunk)) continue;
          chunks.add(chunk);
          pending.push(chunk);
        }
      }
    }
  }
  return chunks;
}

class StartUpPreloadsPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('StartUpPreloadsPlugin', (compilation) => {
      // After minification (which drops comments), before the source maps are written.
      compilation.hooks.processAssets.tap(
        {
          name: 'StartUpPreloadsPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
        },
        () => {
          for (const file of startUpFiles(compilation)) {
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(COMPILE_HINT, source),
            );
          }
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StartUpPreloadsPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const files = [...startUpChunks(compilation)]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'))
            .sort();
          if (files.length === 0) {
            throw new Error("The shell's entry must start the app with import('./bootstrap')");
          }
          const preloads = files.map((file) =>
            HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: `${publicPath}${file}`,
            }),
          );
          // A deferred script is fetched at low priority, behind the preloads; it is the first to run.
          const headTags = data.headTags.map((tag) =>
            tag.tagName === 'script' && tag.attributes.src
              ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } }
              : tag,
          );
          return { ...data, headTags: [...headTags, ...preloads] };
        },
      );
    });
  }
}

module.exports = { StartUpPreloadsPlugin };
