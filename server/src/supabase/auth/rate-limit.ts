export interface RateLimit {
  max: number;
  windowSeconds: number;
}

import { authError } from './errors.js';

export interface RateLimits {
  /** Password sign-ins per client IP and email. */
  signIn: RateLimit;
  /** Password sign-ins per client IP, whatever the emails (stops one address trying many accounts). */
  signInPerIp: RateLimit;
  /** Sign-ups per client IP. */
  signUp: RateLimit;
  /** Recovery mails per client IP and email. */
  recover: RateLimit;
}

/** GoTrue's hosted defaults for sign-in/sign-up (30 per 5 minutes); recovery mail is scarcer. */
export const defaultRateLimits: RateLimits = {
  signIn: { max: 30, windowSeconds: 300 },
  signInPerIp: { max: 30, windowSeconds: 300 },
  signUp: { max: 30, windowSeconds: 300 },
  recover: { max: 5, windowSeconds: 900 },
};

const sweepThreshold = 10_000;

/** Fixed-window counter per key, in memory (limits reset on restart, as GoTrue's do). */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();

  constructor(private readonly limit: RateLimit) {}

  /** Records one attempt; returns the seconds to wait when over the limit, otherwise 0. */
  hit(key: string, now = Date.now()): number {
    const windowMs = this.limit.windowSeconds * 1000;
    if (this.windows.size > sweepThreshold) this.sweep(now, windowMs);
    const current = this.windows.get(key);
    if (!current || now - current.startedAt >= windowMs) {
      this.windows.set(key, { startedAt: now, hits: 1 });
      return 0;
    }
    current.hits += 1;
    if (current.hits <= this.limit.max) return 0;
    return Math.ceil((current.startedAt + windowMs - now) / 1000);
  }

  private sweep(now: number, windowMs: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= windowMs) this.windows.delete(key);
    }
  }
}

/** One limiter per rate limit, shared by every route that counts against it. */
export type AuthLimiters = Record<keyof RateLimits, FixedWindowLimiter>;

export function createAuthLimiters(limits: RateLimits): AuthLimiters {
  return {
    signIn: new FixedWindowLimiter(limits.signIn),
    signInPerIp: new FixedWindowLimiter(limits.signInPerIp),
    signUp: new FixedWindowLimiter(limits.signUp),
    recover: new FixedWindowLimiter(limits.recover),
  };
}

/** Counts one attempt; over the limit it throws GoTrue's 429 with the seconds to wait. */
export function enforceLimit(
  limiter: FixedWindowLimiter,
  key: string,
  code: 'over_request_rate_limit' | 'over_email_send_rate_limit',
): void {
  const waitSeconds = limiter.hit(key);
  if (waitSeconds <= 0) return;
  const message =
    code === 'over_request_rate_limit' ? 'Request rate limit reached' : 'Email rate limit exceeded';
  throw authError(429, code, message, { retry_after_seconds: waitSeconds });
}
