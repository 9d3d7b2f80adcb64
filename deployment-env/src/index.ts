export { isProductionEnv } from './production.js';
export { exitOnInvalidSettings, InvalidSettingError } from './invalid-setting.js';
export { listenAddressFrom, type ListenAddress } from './listen-address.js';
