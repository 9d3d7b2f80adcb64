import type { FastifyInstance } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { signedInCaller, signInRequired } from './signed-in-caller.js';

/** The email typed to confirm, or undefined when the body has none. */
function confirmationOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const confirm = (body as { confirm?: unknown }).confirm;
  return typeof confirm === 'string' && confirm.trim() !== '' ? confirm.trim() : undefined;
}

/** Emails match whatever their letter case (auth keeps them lower-case; people may not type them so). */
const sameEmail = (stored: string | null, typed: string) =>
  stored !== null && stored.toLowerCase() === typed.toLowerCase();

/**
 * POST /functions/v1/delete-account `{ "confirm": "<the account's email>" }`: deletes the caller's
 * auth user in one transaction; every user-tied row (profile, watchlist, subscription, sessions,
 * refresh tokens, identities, and any table added later) goes with it through
 * `references auth.users (id) on delete cascade`. Same contract as supabase/functions/delete-account.
 */
export function registerDeleteAccount(app: FastifyInstance, ctx: SupabaseContext): void {
  app.post('/delete-account', async (request, reply) => {
    const user = await signedInCaller(ctx, request);
    if (!user) return reply.status(401).send(signInRequired);
    const confirm = confirmationOf(request.body);
    if (!confirm) {
      return reply
        .status(400)
        .send({ error: 'Confirm with { "confirm": "<your account email>" }' });
    }
    const deleted = await ctx.db.transaction(async (tx) => {
      const [account] = await tx.query<{ email: string | null }>(
        'select email from auth.users where id = $1 for update',
        [user.userId],
      );
      if (!account || !sameEmail(account.email, confirm)) return false;
      await tx.query('delete from auth.users where id = $1', [user.userId]);
      return true;
    });
    if (!deleted) {
      return reply.status(400).send({ error: 'The email does not match this account' });
    }
    return reply.type('application/json; charset=utf-8').send({ deleted: true });
  });
}
