export { isProductionEnv } from './production.js';
export {
  exitOnInvalidSettings,
  InvalidSettingError,
  readSettingsOrExit,
} from './invalid-setting.js';
export { listenAddressFrom, type ListenAddress } from './listen-address.js';
