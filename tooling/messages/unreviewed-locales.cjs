// The languages with a translation no fluent speaker has read yet (`"reviewed": false` in any
// package's catalog), decided when an app is built: the app says so under its language links.
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { PSEUDO_CATALOG } = require('./compile-catalog.cjs');
const { MESSAGE_PACKAGES } = require('./message-packages.cjs');

const REPO_ROOT = path.resolve(__dirname, '../..');
const ENGLISH_CATALOG = 'en.json';

function unreviewedLocales() {
  const locales = new Set();
  for (const packageName of MESSAGE_PACKAGES) {
    const folder = path.join(REPO_ROOT, packageName, 'src', 'lang');
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      if (file === ENGLISH_CATALOG || file === PSEUDO_CATALOG || !file.endsWith('.json')) continue;
      const catalog = JSON.parse(readFileSync(path.join(folder, file), 'utf8'));
      if (Object.values(catalog).some((entry) => entry.reviewed === false)) {
        locales.add(path.basename(file, '.json'));
      }
    }
  }
  return [...locales].sort();
}

module.exports = { unreviewedLocales };
