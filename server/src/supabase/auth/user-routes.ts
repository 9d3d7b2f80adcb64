import type { FastifyInstance } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { HttpError } from '../http-error.js';
import { validationFailed } from './errors.js';
import { validNewPassword } from './passwords.js';
import { objectBody, queryParams } from './request-helpers.js';
import { endSessions, type LogoutScope } from './sessions.js';
import { requireSignedInUser } from './signed-in-user.js';
import { validMetadata } from './user-metadata.js';
import { hashPassword, userJson } from './users.js';

const logoutScopes: LogoutScope[] = ['global', 'local', 'others'];

/**
 * Signing out of a session that has already ended (signed out elsewhere, or its account deleted)
 * is done, not an error: GoTrue's 403 here is one supabase-js ignores but the browser logs.
 */
function unlessSessionEnded(error: unknown): undefined {
  if (error instanceof HttpError && error.body.code === 'session_not_found') return undefined;
  throw error;
}

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
    const signedIn = await requireSignedInUser(ctx, ctx.db, request).catch(unlessSessionEnded);
    if (signedIn)
      await endSessions(ctx.db, signedIn.userId, signedIn.sessionId, scope as LogoutScope);
    return reply.status(204).send();
  });
}
