// `pnpm promote <app> <id> [--env E] [--force]`: makes a release live in an environment, once the
// compatibility gate lets it.
import {
  promote,
  readCommandLine,
  reportConflict,
  reportPromotion,
  runCommand,
  usageError,
} from 'page-server/releases';

const usage = 'pnpm promote <app> <release id> [--env <env>] [--force]';
const { apps, rest, env, force, releases } = readCommandLine({
  usage,
  appRequired: true,
  rest: 1,
  options: ['env', 'force'],
});
const id = rest[0] ?? usageError(usage, 'Name the release.');
await runCommand(releases, async () =>
  reportPromotion(
    releases,
    env,
    await promote(releases, env, apps[0]!, id, { force, onConflict: reportConflict(env) }),
  ),
);
