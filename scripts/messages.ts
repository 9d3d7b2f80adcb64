// `pnpm messages [<package>…]`: writes each package's English catalog from its code. `--check`: fails when an
// English catalog is stale or another language's lacks an id or keeps one no longer used.
import path from 'node:path';
import {
  catalogProblems,
  extractEnglish,
  langFolder,
  MESSAGE_PACKAGES,
} from '../tooling/messages/message-catalogs.js';

const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const packages =
  named.length > 0 ? MESSAGE_PACKAGES.filter((name) => named.includes(name)) : MESSAGE_PACKAGES;

if (process.argv.includes('--check')) {
  const problems = packages.flatMap(catalogProblems);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log('Every catalog has every message of its package, in every language.');
} else {
  for (const packageName of packages) {
    extractEnglish(packageName, path.join(langFolder(packageName), 'en.json'));
  }
}
