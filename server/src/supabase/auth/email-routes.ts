import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database.js';
import type { SupabaseContext } from '../context.js';
import { authError, validationFailed } from './errors.js';
import { authMailLocale, sendMail, type MailKind } from './mail.js';
import { validNewPassword } from './passwords.js';
import { createFlow, issueAuthCode, pendingEmailFlow, readCodeChallenge } from './pkce.js';
import { enforceLimit, type AuthLimiters } from './rate-limit.js';
import { allowedRedirect, withFragment, withQuery } from './redirects.js';
import { issuerOf, objectBody, publicOrigin, queryParams } from './request-helpers.js';
import { sessionFragment, startSession } from './sessions.js';
import { validMetadata } from './user-metadata.js';
import {
  createUser,
  findUserByEmail,
  hashMailToken,
  hashPassword,
  newMailToken,
  passwordMatches,
  normalizeEmail,
  userJson,
  type UserRow,
} from './users.js';

const linkLifetimeHours: Record<MailKind, number> = { signup: 24, recovery: 1 };
const tokenColumns: Record<MailKind, { token: string; sentAt: string }> = {
  signup: { token: 'confirmation_token', sentAt: 'confirmation_sent_at' },
  recovery: { token: 'recovery_token', sentAt: 'recovery_sent_at' },
};
const flowMethods = { signup: 'email/signup', recovery: 'recovery' } as const;

/** Sign-up, password recovery, and the /verify endpoint their mailed links open. */
export function registerEmailRoutes(
  app: FastifyInstance,
  ctx: SupabaseContext,
  limiters: AuthLimiters,
): void {
  app.post('/signup', async (request) => {
    enforceLimit(limiters.signUp, request.ip, 'over_request_rate_limit');
    const body = objectBody(request);
    const email = normalizeEmail(body.email);
    if (!email) throw validationFailed('Unable to validate email address: invalid format');
    const password = validNewPassword(body.password);
    const metadata = validMetadata(body.data ?? {});
    const challenge = readCodeChallenge(body);
    const redirectTo = allowedRedirect(ctx.auth.siteUrls, queryParams(request).redirect_to);
    const passwordHash = await hashPassword(password);
    // Hashing stays outside the transaction: a queued hash must not hold the database.
    const earlier = await findUserByEmail(ctx.db, email);
    const samePassword =
      earlier?.encrypted_password && !earlier.email_confirmed_at
        ? await passwordMatches(password, earlier.encrypted_password)
        : false;

    return ctx.db.transaction(async (tx) => {
      const existing = await findUserByEmail(tx, email);
      if (existing && (existing.email_confirmed_at || !ctx.auth.emailConfirmation)) {
        return alreadyRegistered(ctx, email);
      }
      const user = existing
        ? await replaceUnconfirmedSignUp(tx, existing, passwordHash, metadata, !samePassword)
        : await createUser(tx, {
            email,
            passwordHash,
            provider: 'email',
            providerId: randomUUID(),
            userMetadata: metadata,
            confirmed: !ctx.auth.emailConfirmation,
          }).catch((error: unknown) => {
            request.log.error({ err: error }, 'creating the user failed');
            throw authError(500, 'unexpected_failure', 'Database error saving new user');
          });
      if (!ctx.auth.emailConfirmation)
        return startSession(ctx, tx, user.id, 'password', issuerOf(ctx, request));
      if (challenge) await createFlow(tx, challenge, 'email', 'email/signup', user.id);
      await mailLink(ctx, tx, request, user, 'signup', redirectTo);
      return userJson(tx, user.id);
    });
  });

  app.post('/recover', async (request) => {
    const body = objectBody(request);
    const email = normalizeEmail(body.email);
    if (!email) throw validationFailed('Unable to validate email address: invalid format');
    enforceLimit(limiters.recover, `${request.ip} ${email}`, 'over_email_send_rate_limit');
    const challenge = readCodeChallenge(body);
    const redirectTo = allowedRedirect(ctx.auth.siteUrls, queryParams(request).redirect_to);
    await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user) return;
      if (challenge) await createFlow(tx, challenge, 'email', 'recovery', user.id);
      await mailLink(ctx, tx, request, user, 'recovery', redirectTo);
    });
    return {};
  });

  app.get('/verify', async (request, reply) => {
    const query = queryParams(request);
    const redirectTo = allowedRedirect(ctx.auth.siteUrls, query.redirect_to);
    const kind = query.type === 'signup' || query.type === 'recovery' ? query.type : undefined;
    if (!kind || typeof query.token !== 'string') {
      return redirectWithError(
        reply,
        redirectTo,
        'validation_failed',
        'Verify requires a token and a type',
      );
    }
    const target = await ctx.db.transaction(async (tx) => {
      const userId = await consumeMailToken(tx, kind, query.token as string);
      if (!userId) return undefined;
      const flowId = await pendingEmailFlow(tx, userId, flowMethods[kind]);
      const code = flowId ? await issueAuthCode(tx, flowId, userId) : undefined;
      if (code) return withQuery(redirectTo, { code });
      const method = kind === 'signup' ? 'otp' : 'recovery';
      const session = await startSession(ctx, tx, userId, method, issuerOf(ctx, request));
      return withFragment(redirectTo, sessionFragment(session, { type: kind }));
    });
    if (!target)
      return redirectWithError(
        reply,
        redirectTo,
        'otp_expired',
        'Email link is invalid or has expired',
      );
    return reply.redirect(target, 303);
  });

  function alreadyRegistered(ctx: SupabaseContext, email: string) {
    if (!ctx.auth.emailConfirmation)
      throw authError(422, 'user_already_exists', 'User already registered');
    // With confirmations on GoTrue answers as for a new user (without identities) so the
    // response does not reveal which emails are registered.
    const now = new Date().toISOString();
    return {
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: {},
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }
}

/**
 * Signing up again with an address nobody has confirmed yet takes it over: the new password and
 * name replace the old ones and a new link is mailed (the old link stops working), so a squatter's
 * password from before never survives. When the passwords differ, two people may be racing for
 * the address, and the one who clicks the newest mail may not be the one who sent it: the
 * address is then marked contested, and confirming it clears the password (see consumeMailToken).
 */
async function replaceUnconfirmedSignUp(
  tx: Queryable,
  user: UserRow,
  passwordHash: string,
  metadata: Record<string, unknown>,
  contested: boolean,
): Promise<UserRow> {
  const [updated] = await tx.query<UserRow>(
    `update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now(),
       raw_app_meta_data = case when $4::boolean
         then raw_app_meta_data || '{"signup_contested": true}' else raw_app_meta_data end
     where id = $1 returning *`,
    [user.id, passwordHash, JSON.stringify(metadata), contested],
  );
  await tx.query(
    `update auth.identities set identity_data = identity_data || $2::jsonb, updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [user.id, JSON.stringify(metadata)],
  );
  // An earlier PKCE sign-up flow would otherwise receive the code the new link issues.
  await tx.query(
    `delete from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'`,
    [user.id],
  );
  await tx.query(
    `update public.profiles set full_name = nullif(trim($2::jsonb ->> 'full_name'), '') where id = $1`,
    [user.id, JSON.stringify(metadata)],
  );
  return updated ?? user;
}

async function mailLink(
  ctx: SupabaseContext,
  tx: Queryable,
  request: FastifyRequest,
  user: UserRow,
  kind: MailKind,
  redirectTo: string,
): Promise<void> {
  const { token, hash } = newMailToken();
  const columns = tokenColumns[kind];
  await tx.query(
    `update auth.users set ${columns.token} = $2, ${columns.sentAt} = now() where id = $1`,
    [user.id, hash],
  );
  const link = new URL(`${publicOrigin(ctx, request)}/auth/v1/verify`);
  link.search = new URLSearchParams({ token, type: kind, redirect_to: redirectTo }).toString();
  const locale = await authMailLocale(tx, user.id, redirectTo, ctx.auth.siteUrls);
  await sendMail(tx, request.log, { recipient: user.email, kind, link: link.toString(), locale });
}

/**
 * Confirms the email (sign-up) or accepts the recovery link; returns the user, or undefined if
 * invalid. A contested address (two different passwords signed up for it) loses its password here:
 * the confirmer is signed in by the link and sets their own password through "Forgot password",
 * so whoever raced them never holds a working one.
 */
async function consumeMailToken(
  tx: Queryable,
  kind: MailKind,
  token: string,
): Promise<string | undefined> {
  const columns = tokenColumns[kind];
  const [user] = await tx.query<{ id: string }>(
    `update auth.users set ${columns.token} = null,
       email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now(),
       encrypted_password = case when raw_app_meta_data ? 'signup_contested' then null
         else encrypted_password end,
       raw_app_meta_data = raw_app_meta_data - 'signup_contested'
     where ${columns.token} = $1 and ${columns.sentAt} > now() - make_interval(hours => ${linkLifetimeHours[kind]})
     returning id`,
    [hashMailToken(token)],
  );
  return user?.id;
}

function redirectWithError(
  reply: FastifyReply,
  redirectTo: string,
  code: string,
  description: string,
) {
  return reply.redirect(
    withFragment(redirectTo, {
      error: 'access_denied',
      error_code: code,
      error_description: description,
    }),
    303,
  );
}
