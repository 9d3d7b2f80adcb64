// The release system's entry: building releases, the pointer of each environment, promote and
// rollback through the compatibility gate, and what the release commands share.
export { releaseAllApps, releaseMissingApps } from './build-apps.js';
export { buildRelease } from './build-release.js';
export {
  readCommandLine,
  reportOldReleases,
  reportPromotion,
  runCommand,
  usageError,
} from './command-line.js';
export { gateVerdicts } from './compatibility-gate.js';
export { promote, promoteAll, rollback, PromotionRefused, type Promotion } from './promotion.js';
export { DEFAULT_ENV, envNames, readPointer, withLive } from './release-pointer.js';
export {
  APP_FOLDERS,
  listReleases,
  releaseFolder,
  releasesDirFrom,
  type AppFolder,
  type ReleaseInfo,
} from './release-store.js';
