// What every app's build does with messages: catalogs compiled at build time, and no ICU parser
// in the browser (react-intl then needs every message precompiled, which the catalogs are).
const path = require('node:path');

/**
 * `src/lang/<locale>.json`, compiled; `parts` (name → folder under the app's) are the catalog's
 * parts loaded apart (catalog-parts.cjs).
 *
 * @param {Record<string, string>} [parts]
 */
const catalogRule = (parts = {}) => ({
  test: /[\\/]src[\\/]lang[\\/][^\\/]+\.json$/,
  type: 'json',
  use: [{ loader: path.join(__dirname, 'catalog-loader.cjs'), options: { parts } }],
});

const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
};

module.exports = { catalogRule, withoutMessageParser };
