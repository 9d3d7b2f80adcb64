import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { InvalidSettingError, isProductionEnv } from 'deployment-env';
import { countSetting } from '../count-setting.js';
import { INTERNAL_TOKEN_HEADER } from 'observability';
import { CatalogError } from './catalog-error.js';

/** The per-client limit on the catalog's routes. */
export interface InboundLimit {
  /** Requests a minute from one client (its address: see TRUST_PROXY). */
  perMinute: number;
  /** Calls sending it in INTERNAL_TOKEN_HEADER are not limited. */
  internalToken?: string;
}

/** In production, when CATALOG_RATE_LIMIT is unset. */
const PRODUCTION_PER_MINUTE = 600;
const MIN_TOKEN_LENGTH = 16;

/**
 * CATALOG_RATE_LIMIT (default 600 in production; locally no limit unless it is set, as the e2e
 * suite, benches and page server call from one address) and CATALOG_INTERNAL_TOKEN.
 */
export function inboundLimitFromEnv(env: NodeJS.ProcessEnv): InboundLimit | undefined {
  const perMinute =
    countSetting(env, 'CATALOG_RATE_LIMIT') ??
    (isProductionEnv(env) ? PRODUCTION_PER_MINUTE : undefined);
  const internalToken = env.CATALOG_INTERNAL_TOKEN?.trim() || undefined;
  if (internalToken && internalToken.length < MIN_TOKEN_LENGTH) {
    throw new InvalidSettingError(
      `CATALOG_INTERNAL_TOKEN must be at least ${MIN_TOKEN_LENGTH} characters long`,
    );
  }
  return perMinute === undefined ? undefined : { perMinute, internalToken };
}

/** Limits every route registered after it on `app`: past the limit, 429 with Retry-After. */
export async function limitInbound(app: FastifyInstance, limit: InboundLimit): Promise<void> {
  const { internalToken } = limit;
  await app.register(fastifyRateLimit, {
    max: limit.perMinute,
    timeWindow: 60_000,
    allowList: internalToken ? (request) => sentToken(request, internalToken) : undefined,
    // TMDB's own 429 body (status 25), with the limit in words.
    errorResponseBuilder: (_request, context) =>
      new CatalogError(429, {
        success: false,
        status_code: 25,
        status_message: `Your request count is over the allowed limit of ${context.max} a minute: retry in ${context.after}.`,
      }),
  });
}

/** Whether the request carries the token, compared in constant time (hashes: equal lengths). */
function sentToken(request: FastifyRequest, token: string): boolean {
  const sent = request.headers[INTERNAL_TOKEN_HEADER];
  if (typeof sent !== 'string') return false;
  return timingSafeEqual(digest(sent), digest(token));
}

const digest = (text: string) => createHash('sha256').update(text).digest();
