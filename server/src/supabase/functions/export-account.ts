import type { FastifyInstance } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { signedInCaller, signInRequired } from './signed-in-caller.js';

/**
 * GET /functions/v1/export-account: everything stored about the caller as one JSON document,
 * from `public.export_user_data` (supabase/migrations), which finds the user-tied tables in the
 * catalog. It runs as the service role, the only role allowed to call it, as the deployed
 * function does. Same contract as supabase/functions/export-account.
 */
export function registerExportAccount(app: FastifyInstance, ctx: SupabaseContext): void {
  app.get('/export-account', async (request, reply) => {
    const user = await signedInCaller(ctx, request);
    if (!user) return reply.status(401).send(signInRequired);
    const data = await ctx.db.transaction(async (tx) => {
      await tx.query(`select set_config('role', 'service_role', true)`);
      const [row] = await tx.query<{ data: unknown }>(
        'select public.export_user_data($1) as data',
        [user.userId],
      );
      return row?.data;
    });
    if (!data) return reply.status(401).send(signInRequired);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="watchwhere-data-${day}.json"`)
      .send(data);
  });
}
