// Promote and rollback: an environment's pointer changed once the gate lets it.
import { gateProblems, gateVerdicts } from './compatibility-gate.js';
import {
  PromotionRefused,
  updatePointer,
  withLive,
  type ReleasePointer,
} from './release-pointer.js';
import { readRelease, type AppFolder } from './release-store.js';

export { PromotionRefused };

export interface PromotionOptions {
  /** Go live despite the gate's problems (they are returned as skipped). */
  force?: boolean;
}

export interface Promotion {
  app: AppFolder;
  /** The release now live. */
  live: string;
  /** The release live before (null: none). */
  replaced: string | null;
  /** The gate's problems `--force` went past. */
  skipped: string[];
  /** A remote's change in an environment with no live shell: the gate had nothing to check. */
  unchecked: boolean;
}

/** Runs the gate on the pointer as `next` makes it; refuses, or returns it with what was skipped. */
async function changePointer(
  dir: string,
  env: string,
  app: AppFolder,
  next: (pointer: ReleasePointer) => ReleasePointer,
  { force = false }: PromotionOptions,
): Promise<Promotion> {
  let promotion: Promotion | undefined;
  await updatePointer(dir, env, (pointer) => {
    const proposed = next(pointer);
    const problems = gateProblems(dir, proposed, app);
    if (problems.length > 0 && !force) throw new PromotionRefused(problems);
    promotion = {
      app,
      live: proposed[app]!.live,
      replaced: pointer[app]?.live ?? null,
      skipped: problems,
      unchecked: app !== 'shell' && !proposed.shell,
    };
    return proposed;
  });
  return promotion!;
}

export function promote(
  dir: string,
  env: string,
  app: AppFolder,
  id: string,
  options: PromotionOptions = {},
): Promise<Promotion> {
  if (!readRelease(dir, app, id)) {
    return Promise.reject(new PromotionRefused([`${app} has no release ${id}`]));
  }
  return changePointer(dir, env, app, (pointer) => withLive(pointer, app, id), options);
}

/**
 * Makes several releases live in one change, gated as the set they make (`pnpm build`'s new
 * release of every app, whose old releases may not fit the new ones).
 */
export async function promoteAll(
  dir: string,
  env: string,
  releases: { app: AppFolder; id: string }[],
): Promise<void> {
  await updatePointer(dir, env, (pointer) => {
    const proposed = releases.reduce((next, { app, id }) => withLive(next, app, id), pointer);
    const verdicts = gateVerdicts(
      dir,
      releases.map(({ app }) => ({ pointer: proposed, app })),
    );
    const problems = [...new Set(verdicts.flat())];
    if (problems.length > 0) throw new PromotionRefused(problems);
    return proposed;
  });
}

/** Back to the release live before the current one. */
export function rollback(
  dir: string,
  env: string,
  app: AppFolder,
  options: PromotionOptions = {},
): Promise<Promotion> {
  const back = (pointer: ReleasePointer): ReleasePointer => {
    const current = pointer[app];
    const earlier = current?.previous.find((id) => readRelease(dir, app, id));
    if (!current || !earlier) {
      throw new PromotionRefused([`${app} has no earlier release to roll back to in ${env}`]);
    }
    const rest = current.previous.slice(current.previous.indexOf(earlier) + 1);
    return { ...pointer, [app]: { live: earlier, previous: rest } };
  };
  return changePointer(dir, env, app, back, options);
}
