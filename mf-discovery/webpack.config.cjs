const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './HomePage': './src/pages/home-page.tsx',
    './DiscoverPage': './src/pages/discover-page.tsx',
    './SearchPage': './src/pages/search-page.tsx',
    './HeaderSearch': './src/pages/header-search.tsx',
  },
  devEntry: './src/dev/index.ts',
});
