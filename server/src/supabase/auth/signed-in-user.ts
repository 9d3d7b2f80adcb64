import type { FastifyRequest } from 'fastify';
import { errors as joseErrors } from 'jose';
import type { Queryable } from '../../db/database.js';
import { bearerToken, type Caller } from '../caller.js';
import type { SupabaseContext } from '../context.js';
import { authError } from './errors.js';

export interface SignedInUser {
  userId: string;
  sessionId: string;
  /** The verified token and its claims, to act as this user (e.g. under RLS). */
  caller: Caller;
}

/** The user behind the bearer token of /user and /logout, with GoTrue's errors when there is none. */
export async function requireSignedInUser(
  ctx: SupabaseContext,
  q: Queryable,
  request: FastifyRequest,
): Promise<SignedInUser> {
  const token = bearerToken(request);
  if (!token) throw authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const claims = await ctx.keys.verify(token).catch((error: unknown) => {
    const reason =
      error instanceof joseErrors.JWTExpired
        ? 'token has expired'
        : 'unable to parse or verify signature';
    throw authError(403, 'bad_jwt', `invalid JWT: ${reason}`);
  });
  if (
    claims.role !== 'authenticated' ||
    typeof claims.sub !== 'string' ||
    typeof claims.session_id !== 'string'
  ) {
    throw authError(403, 'bad_jwt', 'invalid claim: missing sub or session_id claim');
  }
  const [session] = await q.query<{ user_id: string }>(
    'select user_id from auth.sessions where id = $1 and user_id = $2',
    [claims.session_id, claims.sub],
  );
  if (!session)
    throw authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  return { userId: claims.sub, sessionId: claims.session_id, caller: { claims, token } };
}
