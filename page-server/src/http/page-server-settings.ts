// The page server's settings, from its environment: what `/config.json` tells the browser, where
// the remotes' releases are served, the environment served. Each is checked at start.
import { InvalidSettingError, isProductionEnv } from 'deployment-env';
import emailAddress from '../../../shared-core/src/config/email-address.json' with { type: 'json' };
import type { RuntimeConfig } from '../../../shared-core/src/config/runtime-config.js';
import { portOf, SHELL } from '../apps.js';
import { checkEnvName, DEFAULT_ENV } from '../releases/release-pointer.js';
import { releaseStoreSettingsFrom } from '../releases/releases-context.js';

/** The browser's own rule for config.json's contact address. */
const EMAIL_ADDRESS = new RegExp(emailAddress.pattern);

export interface RuntimeSettings {
  supabaseUrl: string;
  supabaseAnonKey: string;
  catalogUrl: string;
}

/** Runtime settings for a local backend (`pnpm start`'s, the dev command's, a test's). */
export function localBackendSettings(backend: { url: string; anonKey: string }): RuntimeSettings {
  return {
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    catalogUrl: `${backend.url}/catalog`,
  };
}

/** WATCHWHERE_REMOTES: a JSON object of remote name → the http(s) origin serving its releases. */
export function remotesFromEnv(setting: string): Record<string, string> {
  const remotes: unknown = (() => {
    try {
      return JSON.parse(setting);
    } catch {
      return undefined;
    }
  })();
  const isOrigin = (url: unknown) =>
    typeof url === 'string' && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
  const valid =
    typeof remotes === 'object' &&
    remotes !== null &&
    !Array.isArray(remotes) &&
    Object.values(remotes).every(isOrigin);
  if (!valid) {
    throw new InvalidSettingError(
      'WATCHWHERE_REMOTES must be a JSON object of remote name → the http(s) origin serving its releases, e.g. {"mf_detail":"https://detail.example.com/"}',
    );
  }
  // A folder URL: release paths resolve below it.
  return Object.fromEntries(
    Object.entries(remotes as Record<string, string>).map(([name, url]) => [
      name,
      url.endsWith('/') ? url : `${url}/`,
    ]),
  );
}

/** WATCHWHERE_ENV: the environment whose pointer (`releases/<env>.json`) is served; default local. */
export function releaseEnvFrom(env: NodeJS.ProcessEnv): string {
  const setting = env.WATCHWHERE_ENV?.trim() || DEFAULT_ENV;
  try {
    checkEnvName(setting);
  } catch (error) {
    throw new InvalidSettingError(`WATCHWHERE_ENV: ${(error as Error).message}`);
  }
  return setting;
}

/** `/config.json`'s demo switch: WATCHWHERE_DEMO_MODE=true|false, else on unless in production. */
function demoModeFor(env: NodeJS.ProcessEnv): boolean {
  const setting = env.WATCHWHERE_DEMO_MODE?.trim().toLowerCase();
  if (setting === 'true' || setting === 'false') return setting === 'true';
  if (setting) {
    throw new InvalidSettingError(`WATCHWHERE_DEMO_MODE must be true or false, not "${setting}"`);
  }
  return !isProductionEnv(env);
}

type PlusCheckout = NonNullable<RuntimeConfig['plusCheckout']>;

/**
 * `/config.json`'s checkout: PLUS_CHECKOUT_URL (an http(s) address) when set; else the local
 * checkout while the apps use the local backend in local mode; else none (Subscribe is hidden).
 */
function plusCheckoutFor(env: NodeJS.ProcessEnv): PlusCheckout | null {
  const setting = env.PLUS_CHECKOUT_URL?.trim();
  if (setting) {
    const url = URL.canParse(setting) ? new URL(setting) : undefined;
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
      throw new InvalidSettingError(
        `PLUS_CHECKOUT_URL must be an http(s) address, not "${setting}"`,
      );
    }
    return { kind: 'url', url: url.href };
  }
  // A hosted Supabase project (SUPABASE_URL) has no local-checkout function, nor does production.
  return isProductionEnv(env) || env.SUPABASE_URL ? null : { kind: 'local' };
}

/** `/config.json`'s contact address: CONTACT_EMAIL (one address) when set, else none. */
function contactEmailFor(env: NodeJS.ProcessEnv): string | null {
  const setting = env.CONTACT_EMAIL?.trim();
  if (!setting) return null;
  if (!EMAIL_ADDRESS.test(setting)) {
    throw new InvalidSettingError(`CONTACT_EMAIL must be one email address, not "${setting}"`);
  }
  return setting;
}

/**
 * The app's public address, which link previews name (canonical URL, `og:url`): SITE_URL, as the
 * backend's mailed links use it, else the shell's local address. Never the request's Host.
 */
export function siteUrlFor(env: NodeJS.ProcessEnv, shellPort: number): string {
  const setting = env.SITE_URL?.trim();
  if (!setting) return `http://localhost:${shellPort}`;
  const url = URL.canParse(setting) ? new URL(setting) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new InvalidSettingError(`SITE_URL must be an http(s) address, not "${setting}"`);
  }
  return url.href.replace(/\/+$/, '');
}

/** The page server's own settings, checked before a command starts anything (InvalidSettingError). */
export function checkPageServerSettings(env: NodeJS.ProcessEnv = process.env): void {
  demoModeFor(env);
  plusCheckoutFor(env);
  contactEmailFor(env);
  siteUrlFor(env, portOf(SHELL, env));
  if (env.WATCHWHERE_REMOTES) remotesFromEnv(env.WATCHWHERE_REMOTES);
  releaseEnvFrom(env);
  releaseStoreSettingsFrom(env);
  imageBaseUrlOf(env);
}

/** CATALOG_IMAGE_BASE_URL, where the page's images may come from (CSP), as an http(s) URL. */
function imageBaseUrlOf(env: NodeJS.ProcessEnv): void {
  const setting = env.CATALOG_IMAGE_BASE_URL?.trim();
  if (setting && !/^https?:$/.test(URL.canParse(setting) ? new URL(setting).protocol : '')) {
    throw new InvalidSettingError(
      `CATALOG_IMAGE_BASE_URL must be an http(s) address, not "${setting}"`,
    );
  }
}

/**
 * `/config.json`: where the browser finds Supabase and the catalog (env overrides each), demo mode,
 * how Plus is bought and whom to write to.
 */
export function runtimeConfigFor(settings: RuntimeSettings, env: NodeJS.ProcessEnv): RuntimeConfig {
  return {
    supabaseUrl: env.SUPABASE_URL ?? settings.supabaseUrl,
    supabaseAnonKey: env.SUPABASE_ANON_KEY ?? settings.supabaseAnonKey,
    catalogUrl: env.CATALOG_URL ?? settings.catalogUrl,
    demoMode: demoModeFor(env),
    plusCheckout: plusCheckoutFor(env),
    contactEmail: contactEmailFor(env),
    // The test-only pseudo-locale (`/en-xa/…`), never served in production.
    pseudoLocale: !isProductionEnv(env),
  };
}
