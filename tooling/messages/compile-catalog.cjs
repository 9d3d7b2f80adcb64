// A package's catalog (`src/lang/<locale>.json`, FormatJS's default format: id → { defaultMessage,
// description }) compiled by FormatJS's own CLI into what react-intl reads: each message parsed
// ahead of time (`--ast`), so no app ships the ICU parser. `en-XA.json` stands for the test-only
// pseudo-locale, made from the English catalog beside it (accented, and longer: pseudo-locale.cjs).
const { execFileSync } = require('node:child_process');
const path = require('node:path');
const { lengthened } = require('./pseudo-locale.cjs');

const FORMATJS = require.resolve('@formatjs/cli/bin/formatjs');
const PSEUDO_CATALOG = 'en-XA.json';

/** The catalog a file compiles from: itself, or for the pseudo-locale the English one beside it. */
const sourceOf = (file) =>
  path.basename(file) === PSEUDO_CATALOG ? path.join(path.dirname(file), 'en.json') : file;

/** The compiled catalog of `file`, as JSON text. */
function compileCatalog(file) {
  const pseudo = path.basename(file) === PSEUDO_CATALOG;
  const compiled = execFileSync(
    process.execPath,
    [FORMATJS, 'compile', sourceOf(file), '--ast', ...(pseudo ? ['--pseudo-locale', 'en-XA'] : [])],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return pseudo ? JSON.stringify(lengthened(JSON.parse(compiled))) : compiled;
}

module.exports = { compileCatalog, sourceOf, PSEUDO_CATALOG };
