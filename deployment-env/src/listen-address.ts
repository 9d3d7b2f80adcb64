import { isIP } from 'node:net';
import { InvalidSettingError } from './invalid-setting.js';

export interface ListenAddress {
  host: string;
  port: number;
}

/** A host name as a socket can bind it: an IP address, or a name such as `localhost`. */
const HOST_NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;

/**
 * Where a standalone process listens: HOST (default 127.0.0.1; a deployer sets 0.0.0.0) and the
 * port setting `portName` (default PORT), else `defaultPort`.
 */
export function listenAddressFrom(
  env: NodeJS.ProcessEnv,
  defaultPort: number,
  portName = 'PORT',
): ListenAddress {
  const host = env.HOST?.trim() || '127.0.0.1';
  if (!isIP(host) && !HOST_NAME.test(host)) {
    throw new InvalidSettingError(`HOST must be an IP address or a host name, not "${host}"`);
  }
  const setting = env[portName]?.trim();
  if (!setting) return { host, port: defaultPort };
  const port = /^\d{1,5}$/.test(setting) ? Number(setting) : NaN;
  if (!(port >= 0 && port <= 65_535)) {
    throw new InvalidSettingError(`${portName} must be a port number (0–65535), not "${setting}"`);
  }
  return { host, port };
}
