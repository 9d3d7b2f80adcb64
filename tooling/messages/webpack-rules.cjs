// What every app's build does with messages: catalogs compiled at build time, and no ICU parser
// in the browser (react-intl then needs every message precompiled, which the catalogs are).
const path = require('node:path');

const catalogRule = {
  test: /[\\/]src[\\/]lang[\\/][^\\/]+\.json$/,
  type: 'json',
  use: [{ loader: path.join(__dirname, 'catalog-loader.cjs') }],
};

const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
};

module.exports = { catalogRule, withoutMessageParser };
