import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { authError } from './errors.js';
import { consentPage } from './consent-page.js';
import { createFlow, issueAuthCode, readCodeChallenge } from './pkce.js';
import { enforceLimit, type AuthLimiters } from './rate-limit.js';
import { maxFullNameLength } from './user-metadata.js';
import { allowedRedirect, withFragment, withQuery } from './redirects.js';
import { issuerOf, queryParams } from './request-helpers.js';
import { sessionFragment, startSession } from './sessions.js';
import { addIdentity, createUser, findUserByEmail, normalizeEmail } from './users.js';
import type { Queryable } from '../../db/database.js';

const providers = new Map([
  ['google', 'Google'],
  ['apple', 'Apple'],
]);
const pendingLifetimeMs = 10 * 60 * 1000;

interface PendingAuthorization {
  provider: string;
  redirectTo: string;
  flowId?: string;
  createdAt: number;
}

/**
 * OAuth sign-in with Google or Apple, simulated (local mode only): /authorize leads to a local
 * consent page, whose answer signs the chosen email in and redirects back to the app (PKCE code or
 * implicit tokens). Only a form on that page itself may answer it (Origin check), and creating a
 * user through it counts against the sign-up limit.
 */
export function registerOAuthRoutes(
  app: FastifyInstance,
  ctx: SupabaseContext,
  limiters: AuthLimiters,
): void {
  const pending = new Map<string, PendingAuthorization>();

  app.get('/authorize', async (request, reply) => {
    const query = queryParams(request);
    const provider = typeof query.provider === 'string' ? query.provider : '';
    if (!providers.has(provider)) {
      throw authError(400, 'validation_failed', 'Unsupported provider: provider is not enabled');
    }
    const redirectTo = allowedRedirect(ctx.auth.siteUrls, query.redirect_to);
    const challenge = readCodeChallenge(query);
    const flowId = challenge
      ? await createFlow(ctx.db, challenge, provider, 'oauth', null)
      : undefined;
    sweep(pending);
    const state = randomUUID();
    pending.set(state, { provider, redirectTo, flowId, createdAt: Date.now() });
    const consent = new URLSearchParams({ state });
    if (typeof query.login_hint === 'string') consent.set('login_hint', query.login_hint);
    return reply.redirect(`simulated-oauth/consent?${consent}`, 302);
  });

  app.get('/simulated-oauth/consent', async (request, reply) => {
    const query = queryParams(request);
    const authorization = lookup(pending, query.state);
    if (!authorization) return expiredPage(reply);
    const hint = typeof query.login_hint === 'string' ? query.login_hint : '';
    return reply.type('text/html; charset=utf-8').send(
      consentPage({
        provider: authorization.provider,
        providerName: providerName(authorization),
        state: query.state as string,
        email: normalizeEmail(hint) ?? `${authorization.provider}.user@example.com`,
        fullName: `${providerName(authorization)} User`,
      }),
    );
  });

  app.post('/simulated-oauth/consent', async (request, reply) => {
    refuseForeignOrigin(request);
    const form = (request.body ?? {}) as Record<string, unknown>;
    const state = typeof form.state === 'string' ? form.state : '';
    const authorization = lookup(pending, state);
    if (!authorization) return expiredPage(reply);
    if (form.decision !== 'allow') {
      pending.delete(state);
      return reply.redirect(
        withFragment(authorization.redirectTo, {
          error: 'access_denied',
          error_code: 'access_denied',
          error_description: 'The user denied the sign-in request',
        }),
        303,
      );
    }
    const email = normalizeEmail(form.email);
    const fullName = typeof form.full_name === 'string' ? form.full_name.trim() : '';
    const problem = !email
      ? 'Enter a valid email address.'
      : [...fullName].length > maxFullNameLength
        ? `Full name must be at most ${maxFullNameLength} characters.`
        : undefined;
    if (problem || !email) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(
          consentPage({
            provider: authorization.provider,
            providerName: providerName(authorization),
            state,
            email: typeof form.email === 'string' ? form.email : '',
            fullName,
            error: problem,
          }),
        );
    }
    pending.delete(state);
    const target = await ctx.db.transaction(async (tx) => {
      if (!(await findUserByEmail(tx, email)))
        enforceLimit(limiters.signUp, request.ip, 'over_request_rate_limit');
      const userId = await signInWithProvider(tx, authorization.provider, email, fullName);
      if (authorization.flowId) {
        const code = await issueAuthCode(tx, authorization.flowId, userId);
        if (code) return withQuery(authorization.redirectTo, { code });
      }
      const session = await startSession(ctx, tx, userId, 'oauth', issuerOf(ctx, request));
      return withFragment(
        authorization.redirectTo,
        sessionFragment(session, {
          provider_token: `simulated-${randomBytes(12).toString('base64url')}`,
        }),
      );
    });
    return reply.redirect(target, 303);
  });
}

/** Finds or creates the user for a provider identity; an existing email account gets the identity linked. */
async function signInWithProvider(
  tx: Queryable,
  provider: string,
  email: string,
  fullName: string,
) {
  const providerId = createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 21);
  const metadata = {
    iss: `https://simulated.${provider}.local`,
    full_name: fullName || email,
    name: fullName || email,
    provider_id: providerId,
  };
  const existing = await findUserByEmail(tx, email);
  if (!existing) {
    const user = await createUser(tx, {
      email,
      passwordHash: null,
      provider,
      providerId,
      userMetadata: metadata,
      confirmed: true,
    });
    return user.id;
  }
  // The provider vouches for the address: a password set by whoever signed up with it unconfirmed
  // (possibly not its owner) must not survive that.
  await tx.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
       encrypted_password = case when email_confirmed_at is null then null else encrypted_password end
     where id = $1`,
    [existing.id],
  );
  await addIdentity(tx, existing, provider, providerId, metadata);
  return existing.id;
}

const providerName = (authorization: PendingAuthorization) =>
  providers.get(authorization.provider) ?? authorization.provider;

/**
 * Browsers send Origin with every form POST, and the consent form posts to the page's own origin:
 * any other Origin is another page trying to drive the form. (The Host was checked already.)
 */
function refuseForeignOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
  if (crossSite || (origin !== undefined && origin !== `${request.protocol}://${request.host}`))
    throw authError(403, 'forbidden_origin', 'This form can only be sent from its own page');
}

function lookup(pending: Map<string, PendingAuthorization>, state: unknown) {
  const authorization = typeof state === 'string' ? pending.get(state) : undefined;
  return authorization && Date.now() - authorization.createdAt <= pendingLifetimeMs
    ? authorization
    : undefined;
}

function sweep(pending: Map<string, PendingAuthorization>): void {
  const now = Date.now();
  for (const [state, authorization] of pending) {
    if (now - authorization.createdAt > pendingLifetimeMs) pending.delete(state);
  }
}

function expiredPage(reply: FastifyReply) {
  return reply
    .status(400)
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><title>Sign-in expired</title><p>This sign-in request has expired or is unknown. Go back to the app and start again.</p>',
    );
}
