import type { Database } from '../db/database.js';
import type { SigningKeys } from './keys.js';
import type { RateLimits } from './auth/rate-limit.js';

export interface AuthConfig {
  /** Allowed redirect targets; the first is the default (GoTrue's SITE_URL). */
  siteUrls: string[];
  /** Sign-ups must confirm their email before signing in (hosted Supabase's default). */
  emailConfirmation: boolean;
  accessTokenLifetimeSeconds: number;
  /** A rotated refresh token may be replayed this long after rotation (GoTrue: 10 s), then it revokes the session. */
  refreshTokenReuseIntervalSeconds: number;
  rateLimits: RateLimits;
  /** The URL clients reach this server at (API_EXTERNAL_URL): mailed links and the JWT issuer. Default: the listening address. */
  apiExternalUrl?: string;
}

/** Everything the local Supabase routes share. */
export interface SupabaseContext {
  db: Database;
  keys: SigningKeys;
  auth: AuthConfig;
  /**
   * 'local' also serves the development stand-ins (the mail inbox, the simulated Google/Apple
   * sign-in); 'production' (`WATCHWHERE_ENV=production`) leaves them out entirely.
   */
  mode: 'local' | 'production';
}
