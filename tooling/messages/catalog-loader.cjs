// webpack loader for `src/lang/<locale>.json`: the catalog compiled for react-intl (compile-catalog.cjs).
const { compileCatalog, sourceOf } = require('./compile-catalog.cjs');

module.exports = function catalogLoader() {
  this.cacheable(true);
  this.addDependency(sourceOf(this.resourcePath));
  return compileCatalog(this.resourcePath);
};
