// Writes `shared-usage.json` with a build: which exports of each shared module the app's code
// imports, and (the shell) which exports its copy provides. The compatibility gate of `pnpm promote`
// reads it: a remote may import only what the live shell's copies have.
const { Compilation, sources } = require('webpack');

const FILE = 'shared-usage.json';

/** The names a dependency imports from its module (`*` for a namespace or a whole re-export). */
function importedNames(dependency) {
  if (!Array.isArray(dependency.ids)) return [];
  return dependency.ids.length > 0 ? [dependency.ids[0]] : ['*'];
}

/** Share key → sorted export names the app's own code imports from it. */
function usedExports(compilation) {
  const uses = {};
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module') continue;
    const names = new Set(uses[module.options.shareKey] ?? []);
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      if (connection.dependency) importedNames(connection.dependency).forEach((n) => names.add(n));
    }
    uses[module.options.shareKey] = [...names].sort();
  }
  return uses;
}

/** Share key → the export names its provided copy has (the listed ones, when tree-shaken; `*`: any). */
function providedExports(compilation, treeShaken) {
  const provides = {};
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const shareKey = module._name;
    if (treeShaken[shareKey]) {
      provides[shareKey] = [...treeShaken[shareKey]].sort();
      continue;
    }
    const real = module.blocks
      .flatMap((block) => block.dependencies)
      .map((dependency) => compilation.moduleGraph.getModule(dependency))
      .find(Boolean);
    const provided = real && compilation.moduleGraph.getProvidedExports(real);
    // A CommonJS module (React) is whole, whatever is imported of it; an ES module has its exports.
    const isEsModule = real?.buildMeta?.exportsType === 'namespace';
    provides[shareKey] = isEsModule && Array.isArray(provided) ? [...provided].sort() : ['*'];
  }
  return provides;
}

class SharedUsagePlugin {
  /** @param {{ treeShaken: Record<string, string[]>, isHost: boolean }} options */
  constructor(options) {
    this.options = options;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedUsagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedUsagePlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const usage = {
            uses: usedExports(compilation),
            ...(this.options.isHost && {
              provides: providedExports(compilation, this.options.treeShaken),
              treeShaken: Object.keys(this.options.treeShaken).sort(),
            }),
          };
          compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(usage, null, 2)}\n`));
        },
      );
    });
  }
}

module.exports = { SharedUsagePlugin, SHARED_USAGE_FILE: FILE };
