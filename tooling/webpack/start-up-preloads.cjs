// The shell's index.html names every file its start-up runs, so the browser fetches them at once
// with the page instead of discovering them one after another (main.js → bootstrap chunk → each
// shared library's chunk), and the entry script is fetched first. Lazy chunks (the Supabase
// client, lazy routes) are left out.
const HtmlWebpackPlugin = require('html-webpack-plugin');

/** Whether a module is a shared-module consumer: its fallback's chunks load with its own chunk. */
const consumesShared = (module) => module.type === 'consume-shared-module';

/** The chunks the shell loads before its first screen: `import('./bootstrap')`'s and what they consume. */
function startUpChunks(compilation) {
  const { chunkGraph } = compilation;
  const bootstrap = compilation.chunkGroups.find((group) =>
    group.origins.some((origin) => origin.request === './bootstrap'),
  );
  if (!bootstrap) throw new Error("The shell's entry must start with import('./bootstrap')");
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
    compiler.hooks.compilation.tap('StartUpPreloadsPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'StartUpPreloadsPlugin',
        (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const files = [...startUpChunks(compilation)]
            .flatMap((chunk) => [...chunk.files])
            .filter((file) => file.endsWith('.js'))
            .sort();
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
