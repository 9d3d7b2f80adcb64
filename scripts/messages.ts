// `pnpm messages [<package>…]`: writes each package's English catalog from its code. `--check`: fails when an
// English catalog is stale, another language's lacks an id or keeps one no longer used, or a
// message breaks its language's glossary, grammar or typography (`--locale <l>`: that one only).
import path from 'node:path';
import { APP_LOCALES, type AppLocale } from '../supabase/functions/_shared/app-locales.js';
import { readGlossaries } from '../tooling/messages/glossary.js';
import {
  catalogProblems,
  extractEnglish,
  langFolder,
  MESSAGE_PACKAGES,
} from '../tooling/messages/message-catalogs.js';
import { lintMessages } from '../tooling/messages/message-lint.js';
import { allMessages } from '../tooling/messages/message-sources.js';

const localeFlag = process.argv.indexOf('--locale');
const localeAsked = localeFlag >= 0 ? process.argv[localeFlag + 1] : undefined;
const onlyLocale = localeAsked === undefined ? undefined : appLocaleNamed(localeAsked);

/** The language `--locale` names in any letter case (`pt-br`), or an exit naming the six. */
function appLocaleNamed(name: string): AppLocale {
  const locale = APP_LOCALES.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  if (locale) return locale;
  console.error(`--locale ${name}: not one of the app's languages (${APP_LOCALES.join(', ')})`);
  process.exit(2);
}
const named = process.argv
  .slice(2)
  .filter((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--locale');
const packages =
  named.length > 0 ? MESSAGE_PACKAGES.filter((name) => named.includes(name)) : MESSAGE_PACKAGES;

/** The words' problems: glossary files, then each message against its language's rules. */
function wordProblems(): string[] {
  const { glossaries, problems } = readGlossaries();
  const messages = allMessages().filter(
    (message) => packages.includes(message.where) || named.length === 0,
  );
  return [...problems, ...lintMessages(messages, glossaries)].filter(
    (problem) => !onlyLocale || problem.startsWith(`${onlyLocale} `),
  );
}

if (process.argv.includes('--check')) {
  const problems = [...packages.flatMap(catalogProblems), ...wordProblems()];
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) process.exit(1);
  console.log(
    'Every catalog has every message of its package, in every language, and every message keeps its language’s glossary, grammar and typography.',
  );
} else {
  for (const packageName of packages) {
    extractEnglish(packageName, path.join(langFolder(packageName), 'en.json'));
  }
}
