import type { FastifyInstance } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { validationFailed } from './errors.js';
import { validNewPassword } from './passwords.js';
import { objectBody, queryParams } from './request-helpers.js';
import { endSessions, type LogoutScope } from './sessions.js';
import { requireSignedInUser } from './signed-in-user.js';
import { validMetadata } from './user-metadata.js';
import { hashPassword, userJson } from './users.js';

const logoutScopes: LogoutScope[] = ['global', 'local', 'others'];

/** GET/PUT /user and POST /logout: calls made with the user's own access token. */
export function registerUserRoutes(app: FastifyInstance, ctx: SupabaseContext): void {
  app.get('/user', async (request) => {
    const { userId } = await requireSignedInUser(ctx, ctx.db, request);
    return userJson(ctx.db, userId);
  });

  app.put('/user', async (request) => {
    const body = objectBody(request);
    const { userId } = await requireSignedInUser(ctx, ctx.db, request);
    if (body.email !== undefined) {
      throw validationFailed('Changing the email address is not supported by the local backend');
    }
    const metadata = body.data === undefined ? undefined : validMetadata(body.data);
    const passwordHash =
      body.password === undefined ? null : await hashPassword(validNewPassword(body.password));
    return ctx.db.transaction(async (tx) => {
      // GoTrue merges metadata key by key; a null value removes the key.
      await tx.query(
        `update auth.users set
           encrypted_password = coalesce($2, encrypted_password),
           raw_user_meta_data = jsonb_strip_nulls(raw_user_meta_data || coalesce($3::jsonb, '{}')),
           updated_at = now()
         where id = $1`,
        [userId, passwordHash, metadata === undefined ? null : JSON.stringify(metadata)],
      );
      const user = await userJson(tx, userId);
      // Each update is within the limit, but merged key by key they could still add up.
      validMetadata(user.user_metadata);
      return user;
    });
  });

  app.post('/logout', async (request, reply) => {
    const scope = queryParams(request).scope ?? 'global';
    if (!logoutScopes.includes(scope as LogoutScope)) {
      throw validationFailed(`Unsupported logout scope "${String(scope)}"`);
    }
    const { userId, sessionId } = await requireSignedInUser(ctx, ctx.db, request);
    await endSessions(ctx.db, userId, sessionId, scope as LogoutScope);
    return reply.status(204).send();
  });
}
