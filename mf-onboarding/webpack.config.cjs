const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'mf_onboarding',
  port: 3004,
  exposes: {
    './WelcomePage': './src/pages/welcome-page.tsx',
    './ServicesPage': './src/pages/services-page.tsx',
    './LocationPage': './src/pages/location-page.tsx',
  },
  devEntry: './src/dev/index.ts',
});
