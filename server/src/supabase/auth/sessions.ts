import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import type { SupabaseContext } from '../context.js';
import { authError } from './errors.js';
import { userJson } from './users.js';

export type SignInMethod = 'password' | 'oauth' | 'otp' | 'recovery' | 'email/signup';

export interface SessionJson {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Record<string, unknown>;
}

interface RefreshTokenRow {
  token: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  updated_at: Date;
}

const newRefreshToken = () => randomBytes(16).toString('base64url');

/** Starts a session for a user who just proved who they are, and returns it as GoTrue does. */
export async function startSession(
  ctx: SupabaseContext,
  q: Queryable,
  userId: string,
  method: SignInMethod,
  issuer: string,
): Promise<SessionJson> {
  await q.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
  const amr = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
  const [session] = await q.query<{ id: string }>(
    'insert into auth.sessions (user_id, amr) values ($1, $2) returning id',
    [userId, JSON.stringify(amr)],
  );
  if (!session) throw new Error('insert into auth.sessions returned no row');
  const refreshToken = newRefreshToken();
  await q.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, userId, session.id],
  );
  return sessionJson(ctx, q, userId, session.id, refreshToken, issuer);
}

/**
 * Rotates a refresh token. Replaying a rotated token is tolerated within the reuse interval
 * (concurrent tabs); after it, the replay is treated as theft: the whole session is revoked
 * and 'reused' returned, for the caller to refuse once that revocation is committed.
 */
export async function refreshSession(
  ctx: SupabaseContext,
  q: Queryable,
  presented: string,
  issuer: string,
): Promise<SessionJson | 'reused'> {
  const [row] = await q.query<RefreshTokenRow>(
    'select * from auth.refresh_tokens where token = $1 for update',
    [presented],
  );
  if (!row)
    throw authError(
      400,
      'refresh_token_not_found',
      'Invalid Refresh Token: Refresh Token Not Found',
    );
  if (row.revoked) return replayRotatedToken(ctx, q, row, issuer);
  const next = newRefreshToken();
  await q.query(
    'update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1',
    [row.token],
  );
  await q.query(
    'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
    [next, row.user_id, row.session_id, row.token],
  );
  await q.query('update auth.sessions set updated_at = now() where id = $1', [row.session_id]);
  return sessionJson(ctx, q, row.user_id, row.session_id, next, issuer);
}

async function replayRotatedToken(
  ctx: SupabaseContext,
  q: Queryable,
  row: RefreshTokenRow,
  issuer: string,
): Promise<SessionJson | 'reused'> {
  const ageSeconds = (Date.now() - row.updated_at.getTime()) / 1000;
  const [child] = await q.query<{ token: string }>(
    'select token from auth.refresh_tokens where parent = $1 and not revoked',
    [row.token],
  );
  if (child && ageSeconds <= ctx.auth.refreshTokenReuseIntervalSeconds) {
    return sessionJson(ctx, q, row.user_id, row.session_id, child.token, issuer);
  }
  await q.query('delete from auth.sessions where id = $1', [row.session_id]);
  return 'reused';
}

async function sessionJson(
  ctx: SupabaseContext,
  q: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
  issuer: string,
): Promise<SessionJson> {
  const user = await userJson(q, userId);
  const [session] = await q.query<{ aal: string; amr: unknown }>(
    'select aal, amr from auth.sessions where id = $1',
    [sessionId],
  );
  const lifetime = ctx.auth.accessTokenLifetimeSeconds;
  const accessToken = await ctx.keys.sign(
    {
      iss: issuer,
      sub: userId,
      aud: 'authenticated',
      email: user.email,
      phone: '',
      app_metadata: user.app_metadata,
      user_metadata: user.user_metadata,
      role: 'authenticated',
      aal: session?.aal ?? 'aal1',
      amr: session?.amr ?? [],
      session_id: sessionId,
      is_anonymous: false,
    },
    lifetime,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: lifetime,
    expires_at: Math.floor(Date.now() / 1000) + lifetime,
    refresh_token: refreshToken,
    user,
  };
}

export type LogoutScope = 'global' | 'local' | 'others';

export async function endSessions(
  q: Queryable,
  userId: string,
  sessionId: string,
  scope: LogoutScope,
) {
  if (scope === 'global') {
    await q.query('delete from auth.sessions where user_id = $1', [userId]);
    return;
  }
  const operator = scope === 'local' ? '=' : '<>';
  await q.query(`delete from auth.sessions where user_id = $1 and id ${operator} $2`, [
    userId,
    sessionId,
  ]);
}

/** The session's tokens as GoTrue puts them in a redirect fragment (implicit flow). */
export function sessionFragment(
  session: SessionJson,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: session.token_type,
    ...extra,
  };
}
