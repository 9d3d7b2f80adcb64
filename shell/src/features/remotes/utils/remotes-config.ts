import { REMOTE_NAMES } from '../../../lib/remote-names';

/** `/remotes.json`: federation name → manifest URL, read at start-up so remotes deploy alone. */
export type RemotesConfig = Record<string, string>;

export function parseRemotesConfig(value: unknown): RemotesConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new Error('remotes.json must map remote names to manifest URLs');
  }
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [name, url] of entries) {
    if (typeof url !== 'string' || !/^(https?:\/\/|\/)/.test(url)) {
      throw new Error(`remotes.json: "${name}" needs an http(s) or absolute manifest URL`);
    }
  }
  const config = Object.fromEntries(entries) as RemotesConfig;
  const missing = REMOTE_NAMES.filter((name) => !(name in config));
  if (missing.length > 0) throw new Error(`remotes.json: missing ${missing.join(', ')}`);
  return config;
}
