// `pnpm release <app>`: builds the app into a new release folder and prints its id on the last line.
import {
  buildReleases,
  readCommandLine,
  reportOldReleases,
  runCommand,
} from 'page-server/releases';

const { apps, releases } = readCommandLine({
  usage: 'pnpm release <app>',
  appRequired: true,
  rest: 0,
  options: [],
});
const app = apps[0]!;
await runCommand(releases, async () => {
  const release = (await buildReleases(releases, [app]))[0]!;
  await reportOldReleases(releases, app);
  console.log(release.id);
});
