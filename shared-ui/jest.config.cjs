module.exports = require('../tooling/jest.base.cjs')(__dirname, {
  setupFiles: ['<rootDir>/jest.polyfills.cjs'],
});
