const { createAppConfig } = require('../tooling/webpack/create-app-config.cjs');

module.exports = createAppConfig({ dir: __dirname, name: 'shell', port: 3000 });
