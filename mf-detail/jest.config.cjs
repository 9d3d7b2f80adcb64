module.exports = require('../tooling/jest.base.cjs')(__dirname);
