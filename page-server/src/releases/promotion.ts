// Promote and rollback: an environment's pointer changed once the gate lets it.
import { gateVerdicts, type GateProposal } from './compatibility-gate.js';
import { updatePointer } from './pointer-update.js';
import { PromotionRefused, withLive, type ReleasePointer } from './release-pointer.js';
import type { AppFolder } from './release-store.js';
import type { Releases } from './releases-context.js';

export { PromotionRefused };

export interface PromotionOptions {
  /** Go live despite the gate's problems (they are returned as skipped). */
  force?: boolean;
  /** Told when another change landed first, before the gate checks again on the new pointer. */
  onConflict?: () => void;
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

/** The gate's verdicts, with the releases the proposals name fetched to read their build facts. */
export async function gateVerdictsOf(
  { files }: Releases,
  proposals: GateProposal[],
): Promise<string[][]> {
  const named = new Map<string, [AppFolder, string]>();
  for (const { pointer } of proposals) {
    for (const [app, entry] of Object.entries(pointer) as [AppFolder, { live: string }][]) {
      named.set(`${app}/${entry.live}`, [app, entry.live]);
    }
  }
  const missing: string[] = [];
  await Promise.all(
    [...named.values()].map(async ([app, id]) => {
      if (!(await files.read(app, id))) missing.push(`${app} ${id} is not in ${files.description}`);
      else await files.fetch(app, id);
    }),
  );
  // A pointer naming a release the store does not hold cannot be judged, nor changed.
  if (missing.length > 0) throw new PromotionRefused(missing.sort());
  return gateVerdicts(files.dir, proposals);
}

/** Runs the gate on the pointer as `next` makes it; refuses, or returns it with what was skipped. */
async function changePointer(
  releases: Releases,
  env: string,
  app: AppFolder,
  next: (pointer: ReleasePointer) => ReleasePointer | Promise<ReleasePointer>,
  action: 'promote' | 'rollback',
  { force = false, onConflict }: PromotionOptions,
): Promise<Promotion> {
  let promotion: Promotion | undefined;
  await updatePointer(
    releases,
    env,
    async (pointer) => {
      const proposed = await next(pointer);
      const [problems] = await gateVerdictsOf(releases, [{ pointer: proposed, app }]);
      if (problems!.length > 0 && !force) throw new PromotionRefused(problems!);
      promotion = {
        app,
        live: proposed[app]!.live,
        replaced: pointer[app]?.live ?? null,
        skipped: problems!,
        unchecked: app !== 'shell' && !proposed.shell,
      };
      return proposed;
    },
    { action, onConflict },
  );
  return promotion!;
}

export async function promote(
  releases: Releases,
  env: string,
  app: AppFolder,
  id: string,
  options: PromotionOptions = {},
): Promise<Promotion> {
  if (!(await releases.files.read(app, id))) {
    throw new PromotionRefused([`${app} has no release ${id}`]);
  }
  return changePointer(
    releases,
    env,
    app,
    (pointer) => withLive(pointer, app, id),
    'promote',
    options,
  );
}

/**
 * Makes several releases live in one change, gated as the set they make (`pnpm build`'s new
 * release of every app, whose old releases may not fit the new ones).
 */
export async function promoteAll(
  releases: Releases,
  env: string,
  built: { app: AppFolder; id: string }[],
): Promise<void> {
  await updatePointer(releases, env, async (pointer) => {
    const proposed = built.reduce((next, { app, id }) => withLive(next, app, id), pointer);
    const verdicts = await gateVerdictsOf(
      releases,
      built.map(({ app }) => ({ pointer: proposed, app })),
    );
    const problems = [...new Set(verdicts.flat())];
    if (problems.length > 0) throw new PromotionRefused(problems);
    return proposed;
  });
}

/** Back to the release live before the current one. */
export function rollback(
  releases: Releases,
  env: string,
  app: AppFolder,
  options: PromotionOptions = {},
): Promise<Promotion> {
  const back = async (pointer: ReleasePointer): Promise<ReleasePointer> => {
    const current = pointer[app];
    let earlier: string | undefined;
    for (const id of current?.previous ?? []) {
      if (await releases.files.read(app, id)) {
        earlier = id;
        break;
      }
    }
    if (!current || !earlier) {
      throw new PromotionRefused([`${app} has no earlier release to roll back to in ${env}`]);
    }
    const rest = current.previous.slice(current.previous.indexOf(earlier) + 1);
    return { ...pointer, [app]: { live: earlier, previous: rest } };
  };
  return changePointer(releases, env, app, back, 'rollback', options);
}
