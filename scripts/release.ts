// `pnpm release <app>`: builds the app into a new release folder and prints its id on the last line.
import { buildRelease } from './lib/releases/build-release.js';
import { readCommandLine } from './lib/releases/command-line.js';
import { pinnedReleases } from './lib/releases/release-pointer.js';
import { pruneReleases } from './lib/releases/release-store.js';

const { apps, dir } = readCommandLine('pnpm release <app>', true);
const app = apps[0]!;
const release = await buildRelease(dir, app);
const pruned = pruneReleases(dir, app, pinnedReleases(dir, app));
if (pruned.length > 0) console.error(`Deleted old ${app} releases: ${pruned.join(', ')}`);
console.log(release.id);
