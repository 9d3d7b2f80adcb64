import apps from '../../../tooling/apps.cjs';

/** A remote's federation name, from `tooling/apps.cjs` (the list the webpack configs read too). */
export type RemoteName = (typeof apps.REMOTES)[number]['name'];

/** Every remote the shell loads pages from. */
export const REMOTE_NAMES: readonly RemoteName[] = apps.REMOTES.map(({ name }) => name);

/** A remote's entry script, which each of its releases keeps beside its manifest. */
export const remoteEntryOf = (manifestUrl: string) =>
  manifestUrl.replace(/[^/]*$/, apps.REMOTE_ENTRY);
