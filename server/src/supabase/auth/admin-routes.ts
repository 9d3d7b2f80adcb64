import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireApiKey, resolveCaller } from '../caller.js';
import type { SupabaseContext } from '../context.js';
import { authError } from './errors.js';
import { findUserById, userJson } from './users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET and DELETE /admin/users/{id}: the part of GoTrue's admin API the edge functions call with
 * the service role (`auth.admin.deleteUser`). Any other caller is refused, as GoTrue does.
 */
export function registerAdminRoutes(app: FastifyInstance, ctx: SupabaseContext): void {
  const existingUser = async (request: FastifyRequest) => {
    const apiKey = await requireApiKey(request, ctx.keys);
    const caller = await resolveCaller(request, ctx.keys, apiKey).catch((error: Error) => {
      throw authError(401, 'bad_jwt', error.message);
    });
    if (caller.claims.role !== 'service_role')
      throw authError(403, 'not_admin', 'User not allowed');
    const { id } = request.params as { id: string };
    const user = UUID.test(id) ? await findUserById(ctx.db, id) : undefined;
    if (!user) throw authError(404, 'user_not_found', 'User not found');
    return user.id;
  };

  app.get('/admin/users/:id', async (request) => userJson(ctx.db, await existingUser(request)));

  // Every user-tied row references auth.users (id) on delete cascade: it goes in this statement.
  app.delete('/admin/users/:id', async (request) => {
    await ctx.db.query('delete from auth.users where id = $1', [await existingUser(request)]);
    return {};
  });
}
