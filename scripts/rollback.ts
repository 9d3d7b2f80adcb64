// `pnpm rollback <app> [--env E] [--force]`: makes the release live before the current one live
// again, once the compatibility gate lets it.
import {
  readCommandLine,
  reportConflict,
  reportPromotion,
  rollback,
  runCommand,
} from 'page-server/releases';

const { apps, env, force, releases } = readCommandLine({
  usage: 'pnpm rollback <app> [--env <env>] [--force]',
  appRequired: true,
  rest: 0,
  options: ['env', 'force'],
});
await runCommand(releases, async () =>
  reportPromotion(
    releases,
    env,
    await rollback(releases, env, apps[0]!, { force, onConflict: reportConflict(env) }),
  ),
);
