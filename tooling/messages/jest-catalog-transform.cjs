// jest transform for `src/lang/<locale>.json`: the catalog as the build compiles it (jest reads a
// transformed JSON module as JSON).
const { compileCatalog } = require('./compile-catalog.cjs');

module.exports = { process: (_source, file) => ({ code: compileCatalog(file) }) };
