import type { FastifyRequest } from 'fastify';
import { errors as joseErrors } from 'jose';
import type { Claims, SigningKeys } from './keys.js';
import { HttpError } from './http-error.js';

/** Who is calling: the verified claims of the bearer token (or of the API key when there is none). */
export interface Caller {
  claims: Claims;
  token: string;
}

export type TokenProblem = 'missing' | 'expired' | 'invalid';

export class TokenError extends Error {
  constructor(
    readonly problem: TokenProblem,
    message: string,
  ) {
    super(message);
  }
}

/** The gateway check every /auth, /rest and /functions call passes first, like Supabase's Kong. */
export async function requireApiKey(request: FastifyRequest, keys: SigningKeys): Promise<string> {
  const header = request.headers.apikey;
  const apiKey = typeof header === 'string' ? header : queryApiKey(request);
  if (!apiKey) {
    throw new HttpError(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  const claims = await keys.verify(apiKey).catch(() => undefined);
  if (!claims || claims.role === 'authenticated') {
    throw new HttpError(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return apiKey;
}

function queryApiKey(request: FastifyRequest): string | undefined {
  const value = (request.query as Record<string, unknown> | undefined)?.apikey;
  return typeof value === 'string' ? value : undefined;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** Verifies the bearer token, falling back to the API key as Supabase does for signed-out calls. */
export async function resolveCaller(
  request: FastifyRequest,
  keys: SigningKeys,
  apiKey: string,
): Promise<Caller> {
  const token = bearerToken(request) ?? apiKey;
  try {
    return { claims: await keys.verify(token), token };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new TokenError('expired', 'JWT expired');
    throw new TokenError('invalid', describeJwtFailure(error));
  }
}

function describeJwtFailure(error: unknown): string {
  if (error instanceof joseErrors.JWSSignatureVerificationFailed)
    return 'invalid JWT: signature is invalid';
  if (error instanceof joseErrors.JOSEError) return `invalid JWT: ${error.message}`;
  return 'invalid JWT: unable to parse or verify signature';
}
