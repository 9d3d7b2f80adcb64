import { InvalidSettingError } from 'deployment-env';

/** An http(s) URL setting, or undefined when unset or blank; anything else names the setting. */
export function httpUrlSetting(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const setting = env[name]?.trim();
  if (!setting) return undefined;
  let protocol: string | undefined;
  try {
    protocol = new URL(setting).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new InvalidSettingError(`${name} must be an http(s) URL, not "${setting}"`);
  }
  return setting;
}
