import { InvalidSettingError } from 'deployment-env';

/** A whole-number setting of at least 1, or undefined when unset or blank; anything else names it. */
export function countSetting(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const setting = env[name]?.trim();
  if (!setting) return undefined;
  const value = Number(setting);
  if (!/^\d+$/.test(setting) || !Number.isSafeInteger(value) || value < 1) {
    throw new InvalidSettingError(`${name} must be a whole number of at least 1, not "${setting}"`);
  }
  return value;
}
