// Every package's message catalogs (`src/lang/<locale>.json`): the English one is what FormatJS's
// extractor finds in the package's code (its `defaultMessage`s and descriptions); each other
// language has the same ids. `pnpm messages` writes the English catalogs, `pnpm messages --check`
// (in `pnpm lint`) fails when one is stale or another language lacks or keeps an id.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PSEUDO_LOCALE, TRANSLATED_LOCALES } from '../../supabase/functions/_shared/app-locales.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const FORMATJS = require.resolve('@formatjs/cli/bin/formatjs');
export const { MESSAGE_PACKAGES, ID_PATTERN } = require('./message-packages.cjs') as {
  MESSAGE_PACKAGES: readonly string[];
  ID_PATTERN: string;
};

export interface CatalogEntry {
  defaultMessage: string;
  description?: string;
  /** False until a fluent speaker has read the translation. */
  reviewed?: boolean;
}
export type Catalog = Record<string, CatalogEntry>;

export const langFolder = (packageName: string) => path.join(REPO_ROOT, packageName, 'src', 'lang');

/** Extracts a package's English messages from its code into `outFile`. */
export function extractEnglish(packageName: string, outFile: string): void {
  const packageDir = path.join(REPO_ROOT, packageName);
  execFileSync(
    process.execPath,
    [
      FORMATJS,
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.test.{ts,tsx}',
      'src/**/*.stories.{ts,tsx}',
      'src/**/testing/**',
      '--out-file',
      outFile,
      '--id-interpolation-pattern',
      ID_PATTERN,
      '--throws',
    ],
    { cwd: packageDir, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

export const readCatalog = (file: string): Catalog =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Catalog) : {};

/** What is wrong with a package's catalogs (none: they are complete and current). */
export function catalogProblems(packageName: string): string[] {
  const folder = langFolder(packageName);
  const scratch = mkdtempSync(path.join(tmpdir(), 'messages-'));
  try {
    const extracted = path.join(scratch, 'en.json');
    extractEnglish(packageName, extracted);
    const english = readCatalog(extracted);
    const problems: string[] = [];
    if (JSON.stringify(english) !== JSON.stringify(readCatalog(path.join(folder, 'en.json')))) {
      problems.push(`${packageName}/src/lang/en.json is not what the code says: run pnpm messages`);
    }
    for (const locale of TRANSLATED_LOCALES) {
      const translated = readCatalog(path.join(folder, `${locale}.json`));
      const missing = Object.keys(english).filter((id) => !(id in translated));
      const stale = Object.keys(translated).filter((id) => !(id in english));
      for (const id of missing)
        problems.push(`${packageName} ${locale}: missing ${id} ("${english[id]!.defaultMessage}")`);
      for (const id of stale) problems.push(`${packageName} ${locale}: stale ${id}`);
    }
    const unexpected = existsSync(folder)
      ? readdirSync(folder).filter(
          (file) => !['en', PSEUDO_LOCALE, ...TRANSLATED_LOCALES].some((l) => file === `${l}.json`),
        )
      : [];
    for (const file of unexpected) problems.push(`${packageName}: unexpected catalog ${file}`);
    return problems;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
