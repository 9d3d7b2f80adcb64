const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  // The footer's pages carry most of the shell's words: they load with the pages' own chunk.
  catalogParts: { 'info-pages': 'src/features/info-pages' },
});
