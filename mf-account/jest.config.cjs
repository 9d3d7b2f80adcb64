// jest-fixed-jsdom keeps Node's fetch, Request and Response, so RTK Query runs for real against a
// fake fetch in component tests.
module.exports = require('../tooling/jest.base.cjs')(__dirname, {
  testEnvironment: 'jest-fixed-jsdom',
});
