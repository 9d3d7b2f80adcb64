import { chmod, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app.js';
import { checkCatalogSettings } from './catalog/catalog-settings.js';
import { catalogDayFromEnv } from './catalog/clock.js';
import { isProductionEnv } from 'deployment-env';
import { checkOperationsSettings, type Operations } from 'observability';
import { originToReach } from './http/listening-origin.js';
import type { RateLimits } from './supabase/auth/rate-limit.js';
import { createSupabaseContext } from './supabase/create-context.js';
import { edgeFunctionsRunner } from './supabase/functions/deno-functions.js';
import {
  functionsRuntimeFromEnv,
  type FunctionsRuntime,
} from './supabase/functions/functions-runtime.js';

export { buildServer } from './app.js';
export { createSupabaseContext } from './supabase/create-context.js';
export { findRunningBackend, type LocalKeys } from './running-backend.js';
export { DataDirInUseError } from './db/data-dir-lock.js';
export { InvalidSettingError } from 'deployment-env';

export interface BackendOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** PGlite in memory and fresh keys; nothing is written to disk. */
  inMemory?: boolean;
  siteUrls?: string[];
  emailConfirmation?: boolean;
  logger?: boolean;
  /** Overrides GoTrue's default sign-in / sign-up / recover limits (e.g. for load tests). */
  rateLimits?: Partial<RateLimits>;
  /** Seconds a rotated refresh token may still be replayed (GoTrue: 10). */
  refreshTokenReuseIntervalSeconds?: number;
  /** Default: WATCHWHERE_ENV (`production`) or 'local'; see `SupabaseContext.mode`. */
  mode?: 'local' | 'production';
  /** Default: API_EXTERNAL_URL, else the listening address. */
  apiExternalUrl?: string;
  /** A fixed UTC day (YYYY-MM-DD) the catalog answers as of (test stacks pin one); see `buildServer`. */
  catalogToday?: string;
  /** Build the catalog's search index before serving (default true); test suites skip it. */
  warmCatalog?: boolean;
  /**
   * Where the edge functions run: 'node', the in-process implementations, or 'deno',
   * supabase/functions itself under Deno, as a hosted project runs them. Default: FUNCTIONS_RUNTIME.
   */
  functionsRuntime?: FunctionsRuntime;
}

export interface RunningBackend {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  close(): Promise<void>;
}

/** A backend started in this process. */
export interface StartedBackend extends RunningBackend {
  /** Its log, metrics and readiness. */
  operations: Operations;
}

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultDataDir = () =>
  resolve(process.env.WATCHWHERE_DATA_DIR ?? join(repoRoot, '.data'));
/** Where a backend on `dataDir` writes its URL and API keys, for the front end and the CLIs. */
export const localKeysFile = (dataDir: string) => join(dataDir, 'local-keys.json');

/** GoTrue's SITE_URL (else `defaultSiteUrl`, e.g. the app's address) plus ADDITIONAL_REDIRECT_URLS. */
export function siteUrlsFromEnv(
  defaultSiteUrl = 'http://localhost:3000',
  env: NodeJS.ProcessEnv = process.env,
): string[] {
  const extra = (env.ADDITIONAL_REDIRECT_URLS ?? '').split(',').map((u) => u.trim());
  return [env.SITE_URL ?? defaultSiteUrl, ...extra].filter((u) => u !== '');
}

/** The backend's own settings, checked before a command starts anything (InvalidSettingError). */
export function checkBackendSettings(env: NodeJS.ProcessEnv = process.env): void {
  checkCatalogSettings(env);
  functionsRuntimeFromEnv(env);
  checkOperationsSettings(env);
}

/** Starts the whole backend (local Supabase + catalog) and writes the API keys for the front end. */
export async function startBackend(options: BackendOptions = {}): Promise<StartedBackend> {
  // A bad WATCHWHERE_NOW stops the start before the data folder is locked or opened.
  const catalogToday =
    options.catalogToday ??
    catalogDayFromEnv(process.env, options.mode ?? (isProductionEnv() ? 'production' : 'local'));
  const dataDir = options.inMemory ? undefined : resolve(options.dataDir ?? defaultDataDir());
  const ctx = await createSupabaseContext({
    dataDir,
    databaseUrl: options.databaseUrl ?? (process.env.DATABASE_URL || undefined),
    siteUrls: options.siteUrls ?? siteUrlsFromEnv(),
    emailConfirmation: options.emailConfirmation,
    rateLimits: options.rateLimits,
    refreshTokenReuseIntervalSeconds: options.refreshTokenReuseIntervalSeconds,
    mode: options.mode,
    apiExternalUrl: options.apiExternalUrl,
  });
  const edgeFunctions = edgeFunctionsRunner(
    options.functionsRuntime ?? functionsRuntimeFromEnv(process.env),
  );
  const app = await buildServer({
    logger: options.logger,
    supabase: ctx,
    catalogToday,
    warmCatalog: options.warmCatalog ?? true,
    denoFunctions: edgeFunctions.target,
  });
  edgeFunctions.closeBefore(app);
  app.addHook('onClose', () => ctx.db.close());
  const host = options.host ?? '127.0.0.1';
  try {
    await app.listen({ port: options.port ?? Number(process.env.PORT ?? 54321), host });
  } catch (error) {
    await app.close();
    throw error;
  }
  // Listening on every address (HOST=0.0.0.0): the keys file and summary name a loopback one.
  const url = originToReach(host, (app.server.address() as AddressInfo).port);
  const keys = { anonKey: ctx.keys.anonKey, serviceRoleKey: ctx.keys.serviceRoleKey, url };
  await edgeFunctions.start({ ...keys, siteUrl: ctx.auth.siteUrls[0]! }).catch(async (error) => {
    await app.close();
    throw error;
  });
  if (dataDir) {
    // It holds the service-role key: the owner's alone, also when an older start left it open.
    const file = localKeysFile(dataDir);
    await writeFile(file, JSON.stringify(keys, null, 2) + '\n', { mode: 0o600 });
    await chmod(file, 0o600);
  }
  return { ...keys, operations: app.operations, close: () => app.close() };
}
