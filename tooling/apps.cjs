// The one list of the workspace's apps. The webpack configs, `pnpm start` / `pnpm dev`, the e2e
// stack and the shell (its remotes.json check, its route table's remote names) all read it; CommonJS
// so the webpack configs can require it, `@type {const}` so TypeScript sees the literal names.

const SHELL = /** @type {const} */ ({ packageName: 'shell', name: 'shell', defaultPort: 3000 });

/** The remotes, by workspace folder and federation name, with their default dev-server ports. */
const REMOTES = /** @type {const} */ ([
  { packageName: 'mf-discovery', name: 'mf_discovery', defaultPort: 3001 },
  { packageName: 'mf-detail', name: 'mf_detail', defaultPort: 3002 },
  { packageName: 'mf-account', name: 'mf_account', defaultPort: 3003 },
  { packageName: 'mf-onboarding', name: 'mf_onboarding', defaultPort: 3004 },
]);

/**
 * A remote's entry file, beside its `mf-manifest.json` in each release (and `server/` for Node):
 * the shell's browser runtime loads it directly, so it fetches no manifest.
 */
const REMOTE_ENTRY = 'remoteEntry.js';

module.exports = { SHELL, REMOTES, REMOTE_ENTRY };
