import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.js';
import { authError, validationFailed } from './errors.js';

export type ChallengeMethod = 's256' | 'plain';

export interface CodeChallenge {
  challenge: string;
  method: ChallengeMethod;
}

export type AuthenticationMethod = 'oauth' | 'email/signup' | 'recovery';

/** Flows wait this long for their code to be exchanged. */
const flowLifetimeMinutes = 10;

/** The PKCE challenge of a request body or query, if the client is in PKCE mode. */
export function readCodeChallenge(source: Record<string, unknown>): CodeChallenge | undefined {
  const { code_challenge: challenge, code_challenge_method: method } = source;
  if (challenge === undefined || challenge === null || challenge === '') return undefined;
  const normalized = typeof method === 'string' ? method.toLowerCase() : 'plain';
  if (typeof challenge !== 'string' || challenge.length < 43 || challenge.length > 128) {
    throw validationFailed('code challenge must be 43 to 128 characters');
  }
  if (normalized !== 's256' && normalized !== 'plain') {
    throw validationFailed('code challenge method not supported');
  }
  return { challenge, method: normalized };
}

export async function createFlow(
  q: Queryable,
  challenge: CodeChallenge,
  provider: string,
  method: AuthenticationMethod,
  userId: string | null,
): Promise<string> {
  const [flow] = await q.query<{ id: string }>(
    `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, provider_type, authentication_method)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [userId, randomUUID(), challenge.challenge, challenge.method, provider, method],
  );
  if (!flow) throw new Error('insert into auth.flow_state returned no row');
  return flow.id;
}

/** Marks the flow as completed by `userId`; returns the auth code to send back to the app. */
export async function issueAuthCode(
  q: Queryable,
  flowId: string,
  userId: string,
): Promise<string | undefined> {
  const [flow] = await q.query<{ auth_code: string }>(
    `update auth.flow_state set user_id = $2, auth_code_issued_at = now()
     where id = $1 and created_at > now() - make_interval(mins => ${flowLifetimeMinutes}) returning auth_code`,
    [flowId, userId],
  );
  return flow?.auth_code;
}

/** The newest pending email flow of a user (sign-up confirmation or recovery started with PKCE). */
export async function pendingEmailFlow(
  q: Queryable,
  userId: string,
  method: AuthenticationMethod,
): Promise<string | undefined> {
  const [flow] = await q.query<{ id: string }>(
    `select id from auth.flow_state where user_id = $1 and authentication_method = $2 and auth_code_issued_at is null
     order by created_at desc limit 1`,
    [userId, method],
  );
  return flow?.id;
}

/** Consumes an auth code if the verifier matches its challenge; returns who completed the flow. */
export async function exchangeAuthCode(
  q: Queryable,
  authCode: unknown,
  verifier: unknown,
): Promise<{ userId: string; method: AuthenticationMethod }> {
  if (typeof authCode !== 'string' || typeof verifier !== 'string' || !authCode || !verifier) {
    throw validationFailed('invalid request: both auth code and code verifier should be non-empty');
  }
  const [flow] = await q.query<{
    user_id: string;
    code_challenge: string;
    code_challenge_method: ChallengeMethod;
    authentication_method: AuthenticationMethod;
  }>(
    `delete from auth.flow_state where auth_code = $1 and auth_code_issued_at is not null and user_id is not null
       and auth_code_issued_at > now() - make_interval(mins => ${flowLifetimeMinutes})
     returning user_id, code_challenge, code_challenge_method, authentication_method`,
    [authCode],
  );
  if (!flow)
    throw authError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw authError(
      403,
      'bad_code_verifier',
      'code challenge does not match previously saved code verifier',
    );
  }
  return { userId: flow.user_id, method: flow.authentication_method };
}

function challengeOf(verifier: string, method: ChallengeMethod): string {
  return method === 'plain' ? verifier : createHash('sha256').update(verifier).digest('base64url');
}
