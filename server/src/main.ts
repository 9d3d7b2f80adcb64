import { startBackend } from './index.js';

const backend = await startBackend({ logger: true });
console.log(`
Local Supabase is up: ${backend.url}
  anon key:         ${backend.anonKey}
  service_role key: ${backend.serviceRoleKey}
  local inbox:      ${backend.url}/inbox
`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void backend.close().then(() => process.exit(0));
  });
}
