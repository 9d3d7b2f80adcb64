const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  exposes: {
    './WelcomePage': './src/pages/welcome-page.tsx',
    './ServicesPage': './src/pages/services-page.tsx',
    './LocationPage': './src/pages/location-page.tsx',
  },
  devEntry: './src/dev/index.ts',
});
