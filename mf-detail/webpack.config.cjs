const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './DetailPage': './src/pages/detail-page.tsx',
  },
  devEntry: './src/dev/index.ts',
});
