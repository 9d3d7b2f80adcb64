// The release system's entry: building releases, the pointer of each environment, promote and
// rollback through the compatibility gate, and what the release commands share.
export { buildReleases, releaseAllApps, releaseMissingApps } from './build-apps.js';
export { newRelease } from './build-release.js';
export {
  readCommandLine,
  reportConflict,
  reportOldReleases,
  reportPromotion,
  runCommand,
  usageError,
} from './command-line.js';

export {
  gateVerdictsOf,
  promote,
  promoteAll,
  PromotionRefused,
  rollback,
  type Promotion,
} from './promotion.js';
export { DEFAULT_ENV, withLive, type ReleasePointer } from './release-pointer.js';
export { historyLines, releaseListing } from './release-listing.js';
export { localReleases, releasesFromEnv, type Releases } from './releases-context.js';
export type { PointerChange } from './pointer-store.js';
export { APP_FOLDERS, releaseFolder, type AppFolder, type ReleaseInfo } from './release-store.js';
