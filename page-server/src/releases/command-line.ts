// What the release commands (`pnpm release|promote|rollback|releases`) share: their arguments, and
// their exits (a refusal's lines on stderr, exit 1; a usage mistake, exit 2).
import { parseArgs } from 'node:util';
import { readSettingsOrExit } from 'deployment-env';
import { PromotionRefused, type Promotion } from './promotion.js';
import { deleteOldReleases } from './pointer-update.js';
import { StoreUnavailable } from './pointer-store.js';
import { BadRecordError } from './s3-release-record.js';
import {
  checkEnvName,
  DEFAULT_ENV,
  InvalidEnvError,
  InvalidPointerError,
} from './release-pointer.js';
import { APP_FOLDERS, isAppFolder, type AppFolder } from './release-store.js';
import { releasesFromEnv, type Releases } from './releases-context.js';

const OPTIONS = {
  env: { type: 'string', default: DEFAULT_ENV },
  force: { type: 'boolean', default: false },
  live: { type: 'boolean', default: false },
  history: { type: 'boolean', default: false },
  url: { type: 'string' },
} as const;

export interface CommandShape {
  usage: string;
  /** Whether the first argument, an app, must be given. */
  appRequired: boolean;
  /** How many arguments follow the app. */
  rest: number;
  /** The options the command takes. */
  options: (keyof typeof OPTIONS)[];
}

export interface CommandLine {
  apps: AppFolder[];
  /** The arguments after the app. */
  rest: string[];
  env: string;
  force: boolean;
  live: boolean;
  /** `pnpm releases --history`: the environment's changes, newest first. */
  history: boolean;
  /** The page server `--live` asks (default: the local shell's). */
  url: string | undefined;
  releases: Releases;
}

export function usageError(usage: string, message: string): never {
  console.error(`${message}\nUsage: ${usage}`);
  process.exit(2);
}

function parse(shape: CommandShape) {
  try {
    return parseArgs({ allowPositionals: true, options: OPTIONS, tokens: true });
  } catch (error) {
    return usageError(shape.usage, (error as Error).message);
  }
}

/** The command's arguments, or a usage error (exit 2) for anything it does not take. */
export function readCommandLine(shape: CommandShape): CommandLine {
  const { values, positionals, tokens } = parse(shape);
  const unknown = tokens.find(
    (token) => token.kind === 'option' && !(shape.options as string[]).includes(token.name),
  );
  if (unknown?.kind === 'option')
    usageError(shape.usage, `This command takes no --${unknown.name}.`);
  const [app, ...rest] = positionals;
  if (shape.appRequired && !app) usageError(shape.usage, 'Name an app.');
  if (app && !isAppFolder(app)) {
    usageError(shape.usage, `"${app}" is not an app; the apps are ${APP_FOLDERS.join(', ')}.`);
  }
  if (rest.length > shape.rest) usageError(shape.usage, `Unexpected "${rest[shape.rest]}".`);
  try {
    checkEnvName(values.env);
  } catch (error) {
    if (error instanceof InvalidEnvError) usageError(shape.usage, error.message);
    throw error;
  }
  return {
    apps: app ? [app as AppFolder] : [...APP_FOLDERS],
    rest,
    env: values.env,
    force: values.force,
    live: values.live,
    history: values.history,
    url: values.url,
    releases: readSettingsOrExit(() => releasesFromEnv()),
  };
}

/** An object store's answer that is an error (AWS SDK), or a socket that got none. */
const isObjectStoreFailure = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  ('$metadata' in error || /^E[A-Z]+$/.test(String((error as { code?: unknown }).code)));

/**
 * Runs a command on the release store, then lets the store go. A refusal, an unreadable pointer, a
 * held lock or a store that does not answer prints its lines, exit 1.
 */
export async function runCommand(
  releases: Releases,
  command: () => Promise<void> | void,
): Promise<void> {
  try {
    await command();
    await releases.pointers.close();
  } catch (error) {
    if (error instanceof PromotionRefused) {
      for (const problem of error.problems) console.error(`refused: ${problem}`);
    } else if (error instanceof InvalidPointerError) {
      console.error(error.message);
    } else if ((error as { code?: string }).code === 'ELOCKED') {
      console.error('Another release command holds the releases lock; try again in a moment.');
    } else if (error instanceof StoreUnavailable || error instanceof BadRecordError) {
      console.error(error.message);
    } else if (isObjectStoreFailure(error)) {
      const { name, message } = error as Error;
      console.error(`The release files in ${releases.files.description}: ${name}: ${message}`);
    } else {
      throw error;
    }
    process.exit(1);
  }
}

/** Says that another change of the pointer landed first, before the gate checks again. */
export const reportConflict = (env: string) => () =>
  console.error(`Another change of ${env}'s pointer landed first: checking again on it.`);

/** Deletes an app's old releases, saying what it did or why it did not. */
export async function reportOldReleases(releases: Releases, app: AppFolder): Promise<void> {
  const outcome = await deleteOldReleases(releases, app);
  if ('kept' in outcome) console.error(`Old ${app} releases were kept: ${outcome.kept}`);
  else if (outcome.deleted.length > 0) {
    console.error(`Deleted old ${app} releases: ${outcome.deleted.join(', ')}`);
  }
}

/** Says what changed, and what `--force` went past; then deletes old releases. */
export async function reportPromotion(
  releases: Releases,
  env: string,
  promotion: Promotion,
): Promise<void> {
  for (const problem of promotion.skipped) console.error(`skipped by --force: ${problem}`);
  if (promotion.unchecked) {
    console.error(
      `No shell is live in ${env}: the gate had nothing to check ${promotion.app} against.`,
    );
  }
  if (promotion.replaced === promotion.live) {
    console.log(`${promotion.app} ${promotion.live} was live in ${env} already`);
  } else {
    const was = promotion.replaced ? ` (was ${promotion.replaced})` : '';
    console.log(`${promotion.app} ${promotion.live} is live in ${env}${was}`);
  }
  await reportOldReleases(releases, promotion.app);
}
