import type { FastifyRequest } from 'fastify';
import { requireSignedInUser, type SignedInUser } from '../auth/signed-in-user.js';
import { requireApiKey } from '../caller.js';
import type { SupabaseContext } from '../context.js';

/**
 * The user behind the bearer token, only while their session lives (what `auth.getUser(token)`
 * checks in the deployed functions): a token of a signed-out or deleted user gives undefined.
 * A missing or invalid API key is refused first (401), as the gateway does.
 */
export async function signedInCaller(
  ctx: SupabaseContext,
  request: FastifyRequest,
): Promise<SignedInUser | undefined> {
  await requireApiKey(request, ctx.keys);
  return requireSignedInUser(ctx, ctx.db, request).catch(() => undefined);
}

export const signInRequired = { error: 'A signed-in user is required' };
