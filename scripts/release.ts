// `pnpm release <app>`: builds the app into a new release folder and prints its id on the last line.
import { buildRelease } from './lib/releases/build-release.js';
import { readCommandLine, reportOldReleases, runCommand } from './lib/releases/command-line.js';

const { apps, dir } = readCommandLine({
  usage: 'pnpm release <app>',
  appRequired: true,
  rest: 0,
  options: [],
});
const app = apps[0]!;
await runCommand(async () => {
  const release = await buildRelease(dir, app);
  await reportOldReleases(dir, app);
  console.log(release.id);
});
