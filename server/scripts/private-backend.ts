import { buildServer } from '../src/app.js';
import { siteUrlsFromEnv } from '../src/index.js';
import { createSupabaseContext } from '../src/supabase/create-context.js';

/**
 * The backend on a spare loopback port, without touching local-keys.json (the app's config). Links
 * it mails (an alert's unsubscribe link) point at the address the backend is normally reached at.
 */
export async function startPrivateBackend(dir: string) {
  const ctx = await createSupabaseContext({
    dataDir: dir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    siteUrls: siteUrlsFromEnv(),
    apiExternalUrl: process.env.API_EXTERNAL_URL ?? `http://127.0.0.1:${process.env.PORT ?? 54321}`,
  });
  const app = await buildServer({ supabase: ctx });
  app.addHook('onClose', () => ctx.db.close());
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { endpoint: { url, serviceRoleKey: ctx.keys.serviceRoleKey }, close: () => app.close() };
}
