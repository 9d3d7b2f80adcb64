import type { FastifyInstance } from 'fastify';
import type { SupabaseContext } from '../context.js';
import { authError, invalidCredentials, validationFailed } from './errors.js';
import { exchangeAuthCode } from './pkce.js';
import { enforceLimit, type AuthLimiters } from './rate-limit.js';
import { issuerOf, objectBody, queryParams } from './request-helpers.js';
import { refreshSession, startSession, type SignInMethod } from './sessions.js';
import { findUserByEmail, normalizeEmail, passwordMatches } from './users.js';

const pkceMethods: Record<string, SignInMethod> = {
  oauth: 'oauth',
  'email/signup': 'otp',
  recovery: 'recovery',
};

/** POST /token: password sign-in, refresh-token rotation and the PKCE code exchange. */
export function registerTokenRoutes(
  app: FastifyInstance,
  ctx: SupabaseContext,
  limiters: AuthLimiters,
): void {
  app.post('/token', async (request) => {
    const grantType = queryParams(request).grant_type;
    const body = objectBody(request);
    const issuer = issuerOf(ctx, request);

    if (grantType === 'password') {
      const email = normalizeEmail(body.email);
      enforceLimit(limiters.signInPerIp, request.ip, 'over_request_rate_limit');
      enforceLimit(limiters.signIn, `${request.ip} ${email ?? ''}`, 'over_request_rate_limit');
      if (typeof body.password !== 'string' || body.password === '') throw invalidCredentials();
      const user = email ? await findUserByEmail(ctx.db, email) : undefined;
      if (!(await passwordMatches(body.password, user?.encrypted_password ?? null)) || !user) {
        throw invalidCredentials();
      }
      if (!user.email_confirmed_at)
        throw authError(400, 'email_not_confirmed', 'Email not confirmed');
      return ctx.db.transaction((tx) => startSession(ctx, tx, user.id, 'password', issuer));
    }

    if (grantType === 'refresh_token') {
      if (typeof body.refresh_token !== 'string' || body.refresh_token === '') {
        throw validationFailed('refresh_token required');
      }
      const token = body.refresh_token;
      const session = await ctx.db.transaction((tx) => refreshSession(ctx, tx, token, issuer));
      if (session === 'reused') {
        throw authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
      }
      return session;
    }

    if (grantType === 'pkce') {
      return ctx.db.transaction(async (tx) => {
        const flow = await exchangeAuthCode(tx, body.auth_code, body.code_verifier);
        return startSession(ctx, tx, flow.userId, pkceMethods[flow.method] ?? 'oauth', issuer);
      });
    }

    throw authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
  });
}
