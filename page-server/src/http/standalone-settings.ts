// What the page server needs when it runs alone, as production runs it: where it listens, and the
// public addresses the browser and the render use. Nothing here has a local default.
import { InvalidSettingError, listenAddressFrom, type ListenAddress } from 'deployment-env';
import { releaseStoreSettingsFrom } from '../releases/releases-context.js';
import type { RuntimeSettings } from './page-server-settings.js';

export interface StandaloneSettings {
  listen: ListenAddress;
  runtime: RuntimeSettings;
}

const PUBLIC_URLS = {
  supabaseUrl: 'SUPABASE_URL',
  catalogUrl: 'CATALOG_URL',
} as const;

function publicUrl(env: NodeJS.ProcessEnv, name: string): string {
  const setting = env[name]?.trim();
  if (!setting) throw new InvalidSettingError(`${name} is not set: the page server needs it`);
  const url = URL.canParse(setting) ? new URL(setting) : undefined;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new InvalidSettingError(`${name} must be an http(s) address, not "${setting}"`);
  }
  return setting.replace(/\/+$/, '');
}

/** The standalone page server's settings, or an InvalidSettingError naming the first bad one. */
export function standaloneSettingsFrom(env: NodeJS.ProcessEnv): StandaloneSettings {
  const listen = listenAddressFrom(env, 3000);
  const supabaseUrl = publicUrl(env, PUBLIC_URLS.supabaseUrl);
  const catalogUrl = publicUrl(env, PUBLIC_URLS.catalogUrl);
  const supabaseAnonKey = env.SUPABASE_ANON_KEY?.trim();
  if (!supabaseAnonKey) {
    throw new InvalidSettingError('SUPABASE_ANON_KEY is not set: the page server needs it');
  }
  const { bucketUrl, publicUrl: releasesUrl } = releaseStoreSettingsFrom(env);
  if (bucketUrl && !releasesUrl) {
    throw new InvalidSettingError(
      "RELEASES_PUBLIC_URL is not set: browsers load the remotes' releases from the bucket's public URL or its CDN",
    );
  }
  if (!bucketUrl && !env.WATCHWHERE_REMOTES?.trim()) {
    throw new InvalidSettingError(
      'WATCHWHERE_REMOTES is not set: name each remote\'s release origin, e.g. {"mf_detail":"https://detail.example.com/"}',
    );
  }
  return { listen, runtime: { supabaseUrl, supabaseAnonKey, catalogUrl } };
}
