// The compatibility gate of `pnpm promote` and `pnpm rollback`: whether a release can go live with
// the other apps an environment serves. The shell provides every shared singleton; a remote runs on
// the shell's copies, so it must accept their versions and import only exports they have.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { contractProblems } from './contract-check.js';
import type { ReleasePointer } from './release-pointer.js';
import { APPS } from '../apps.js';
import { releaseFolder, type AppFolder } from './release-store.js';

const federationNameOf = (app: AppFolder) =>
  APPS.find(({ packageName }) => packageName === app)!.name;

interface ManifestShared {
  name: string;
  version: string;
  requiredVersion: string | false;
}

interface Manifest {
  shared: ManifestShared[];
  exposes?: { name: string }[];
}

/** What a release's build says of its shared modules. */
export interface SharedFacts {
  /** A remote's exposed module names. */
  exposes: string[];
  /** Share key → the version of the copy the build has. */
  versions: Map<string, string>;
  /** Share key → the range the build requires. */
  ranges: Map<string, string>;
  /** Share key → export names the app's code imports. */
  uses: Record<string, string[]>;
  /** The shell: share key → export names its copy has (`*`: any). */
  provides: Record<string, string[]>;
  /** The shell: share keys built with only the listed exports. */
  treeShaken: string[];
}

const readJson = <T>(file: string): T | null =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;

export function sharedFactsOf(folder: string): SharedFacts | null {
  const manifest = readJson<Manifest>(path.join(folder, 'mf-manifest.json'));
  const usage = readJson<Partial<SharedFacts>>(path.join(folder, 'shared-usage.json'));
  if (!manifest || !usage) return null;
  return {
    exposes: (manifest.exposes ?? []).map(({ name }) => name),
    versions: new Map(manifest.shared.map(({ name, version }) => [name, version])),
    ranges: new Map(
      manifest.shared.flatMap(({ name, requiredVersion }) =>
        typeof requiredVersion === 'string' ? [[name, requiredVersion] as const] : [],
      ),
    ),
    uses: usage.uses ?? {},
    provides: usage.provides ?? {},
    treeShaken: usage.treeShaken ?? [],
  };
}

/** A release the gate looks at: its app, id and facts. */
interface GateRelease {
  app: AppFolder;
  id: string;
  folder: string;
  facts: SharedFacts | null;
}

/** The exports of `key` a remote imports that the shell's copy lacks. */
function missingExports(shell: SharedFacts, remote: SharedFacts, key: string): string[] {
  const provided = shell.provides[key];
  if (!provided || provided.includes('*')) return [];
  const partial = shell.treeShaken.includes(key);
  return (remote.uses[key] ?? []).filter((name) =>
    name === '*' ? partial : !provided.includes(name),
  );
}

/** How the gate's lines name a release: the one being promoted, or one that is live. */
const labelOf = (release: GateRelease, promoted: AppFolder) =>
  release.app === promoted
    ? `${release.app} ${release.id}`
    : `the live ${release.app} (${release.id})`;

/** The shared-module problems of one remote on one shell, each a line naming the promoted side. */
function pairProblems(shell: GateRelease, remote: GateRelease, promoted: AppFolder): string[] {
  if (!shell.facts || !remote.facts) {
    const unreadable = shell.facts ? remote : shell;
    return [
      `${unreadable.app} ${unreadable.id} has no build facts (mf-manifest.json, shared-usage.json)`,
    ];
  }
  const shellFacts = shell.facts;
  const remoteFacts = remote.facts;
  const byShell = promoted === 'shell';
  const subject = labelOf(byShell ? shell : remote, promoted);
  const other = labelOf(byShell ? remote : shell, promoted);
  const problems: string[] = [];
  for (const [key, range] of remoteFacts.ranges) {
    const version = shellFacts.versions.get(key);
    if (version && semver.satisfies(version, range)) continue;
    const provided = version ? `provides ${key} ${version}` : `does not share ${key}`;
    problems.push(
      byShell
        ? `${subject} ${provided}, but ${other} requires ${range}`
        : `${subject} requires ${key} ${range}, but ${other} ${provided}`,
    );
  }
  for (const key of Object.keys(remoteFacts.uses)) {
    const missing = missingExports(shellFacts, remoteFacts, key);
    if (missing.length === 0) continue;
    const names = missing.join(', ');
    problems.push(
      byShell
        ? `${subject} was built without ${key}'s ${names}, which ${other} uses`
        : `${subject} uses ${key}'s ${names}, which ${other} was built without`,
    );
  }
  return problems;
}

/** A change the gate judges: an environment's pointer as it would be, for one app. */
export interface GateProposal {
  pointer: ReleasePointer;
  app: AppFolder;
}

/**
 * The gate's verdicts on several proposals (one TypeScript program checks them all): for each, one
 * line per problem between the app's release and the apps it would run with; empty when it may go
 * live. A remote is judged against the shell; with no live shell there is nothing to judge.
 */
export function gateVerdicts(dir: string, proposals: GateProposal[]): string[][] {
  const pairsOf = ({ pointer, app }: GateProposal) => {
    const releaseOf = (folder: AppFolder): GateRelease | null => {
      const id = pointer[folder]?.live;
      if (!id) return null;
      const releaseDir = releaseFolder(dir, folder, id);
      return { app: folder, id, folder: releaseDir, facts: sharedFactsOf(releaseDir) };
    };
    const shell = releaseOf('shell');
    if (!shell) return [];
    return (Object.keys(pointer) as AppFolder[])
      .filter((folder) => folder !== 'shell' && (app === 'shell' || folder === app))
      .map(releaseOf)
      .filter((remote): remote is GateRelease => remote !== null)
      .map((remote) => ({ shell, remote, promoted: app }));
  };
  const pairs = proposals.map(pairsOf);
  const contract = contractProblems(
    pairs.flat().map(({ shell, remote, promoted }) => ({
      shell: { folder: shell.folder, label: labelOf(shell, promoted) },
      remote: {
        name: federationNameOf(remote.app),
        label: labelOf(remote, promoted),
        folder: remote.folder,
        exposes: remote.facts?.exposes ?? [],
      },
    })),
  );
  let next = 0;
  return pairs.map((proposalPairs) => [
    ...new Set(
      proposalPairs.flatMap(({ shell, remote, promoted }) => [
        ...pairProblems(shell, remote, promoted),
        ...contract[next++]!,
      ]),
    ),
  ]);
}
