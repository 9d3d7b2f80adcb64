// What the release commands (`pnpm release|promote|rollback|releases`) share: their arguments, and
// their exits (a refusal's lines on stderr, exit 1; a usage mistake, exit 2).
import { parseArgs } from 'node:util';
import { PromotionRefused, type Promotion } from './promotion.js';
import {
  DEFAULT_ENV,
  InvalidEnvError,
  InvalidPointerError,
  pinnedReleases,
  pointerFile,
} from './release-pointer.js';
import {
  APP_FOLDERS,
  isAppFolder,
  pruneReleases,
  releasesDirFrom,
  type AppFolder,
} from './release-store.js';

export interface CommandLine {
  apps: AppFolder[];
  /** Other positional arguments, after the app. */
  rest: string[];
  env: string;
  force: boolean;
  live: boolean;
  /** The page server `--live` asks (default: the local shell's). */
  url: string | undefined;
  dir: string;
}

export function usageError(usage: string, message: string): never {
  console.error(`${message}\nUsage: ${usage}`);
  process.exit(2);
}

/** The command's arguments; `appRequired`: the first positional names an app. */
export function readCommandLine(usage: string, appRequired: boolean): CommandLine {
  const { values, positionals } = (() => {
    try {
      return parseArgs({
        allowPositionals: true,
        options: {
          env: { type: 'string', default: DEFAULT_ENV },
          force: { type: 'boolean', default: false },
          live: { type: 'boolean', default: false },
          url: { type: 'string' },
        },
      });
    } catch (error) {
      return usageError(usage, (error as Error).message);
    }
  })();
  const [app, ...rest] = positionals;
  if (appRequired && !app) usageError(usage, 'Name an app.');
  if (app && !isAppFolder(app)) {
    usageError(usage, `"${app}" is not an app; the apps are ${APP_FOLDERS.join(', ')}.`);
  }
  const dir = releasesDirFrom();
  try {
    pointerFile(dir, values.env);
  } catch (error) {
    if (error instanceof InvalidEnvError) usageError(usage, error.message);
    throw error;
  }
  return {
    apps: app ? [app as AppFolder] : [...APP_FOLDERS],
    rest,
    env: values.env,
    force: values.force,
    live: values.live,
    url: values.url,
    dir,
  };
}

/** Runs a command; a refusal prints its lines and exits 1. */
export async function runCommand(command: () => Promise<void> | void): Promise<void> {
  try {
    await command();
  } catch (error) {
    if (error instanceof InvalidPointerError) {
      console.error(error.message);
      process.exit(1);
    }
    if (!(error instanceof PromotionRefused)) throw error;
    for (const problem of error.problems) console.error(`refused: ${problem}`);
    process.exit(1);
  }
}

/** Says what changed, and what `--force` went past; old releases no pointer names are deleted. */
export function reportPromotion(dir: string, env: string, promotion: Promotion): void {
  for (const problem of promotion.skipped) console.error(`skipped by --force: ${problem}`);
  const was = promotion.replaced ? ` (was ${promotion.replaced})` : '';
  console.log(`${promotion.app} ${promotion.live} is live in ${env}${was}`);
  pruneReleases(dir, promotion.app, pinnedReleases(dir, promotion.app));
}
