// webpack loader for `src/lang/<locale>.json`: the catalog compiled for react-intl
// (compile-catalog.cjs), whole, or the part asked for by `?part=<name>` (catalog-parts.cjs; the
// loader's `parts` option maps each name to its folder under the app's).
const path = require('node:path');
const { compileCatalog, sourceOf } = require('./compile-catalog.cjs');
const { catalogPart } = require('./catalog-parts.cjs');

module.exports = function catalogLoader() {
  this.cacheable(true);
  this.addDependency(sourceOf(this.resourcePath));
  const compiled = compileCatalog(this.resourcePath);
  const { parts = {} } = this.getOptions();
  if (Object.keys(parts).length === 0) return compiled;
  const folders = Object.fromEntries(
    Object.entries(parts).map(([name, folder]) => [name, path.join(this.rootContext, folder)]),
  );
  Object.values(folders).forEach((folder) => this.addContextDependency(folder));
  const part = new URLSearchParams(this.resourceQuery).get('part');
  return JSON.stringify(catalogPart(JSON.parse(compiled), folders, part));
};
