// `pnpm releases [<app>]`: each release with its build time, commit, where it is live and the
// compatibility gate's verdict in each environment. `--live`: the set the page server serves.
// `--history`: who changed the environment's pointer, when, and from which release.
import { portOf, SHELL } from 'page-server';
import { historyLines, readCommandLine, releaseListing, runCommand } from 'page-server/releases';

const { apps, env, history, live, url, releases } = readCommandLine({
  usage: 'pnpm releases [<app>] [--live [--url <page server>]] [--history [--env <env>]]',
  appRequired: false,
  rest: 0,
  options: ['live', 'url', 'history', 'env'],
});

async function showLive(pageServer: string) {
  const response = await fetch(new URL('/release-set.json', pageServer)).catch(() => undefined);
  if (!response?.ok) {
    console.error(`No page server answers at ${pageServer}`);
    process.exit(1);
  }
  console.log(JSON.stringify(await response.json(), null, 2));
}

await runCommand(releases, async () => {
  if (live) return showLive(url ?? `http://localhost:${portOf(SHELL)}`);
  if (history) {
    console.log((await historyLines(releases, env, apps)).join('\n'));
    return;
  }
  const { lines, unjudged } = await releaseListing(releases, apps);
  for (const line of unjudged) console.error(line);
  console.log(lines.join('\n'));
});
