/**
 * What the apps keep in the browser is listed once, in shared-core's storage registry, and /privacy
 * shows that list: only the helpers beside it (`shared-core/src/storage/`) touch the browser's
 * storage, and they take only the registry's names. Tests may set up storage directly.
 */
export const browserStorageOutsideRegistry = {
  selector: [
    'Identifier[name=/^(localStorage|sessionStorage)$/]',
    "MemberExpression[object.name='document'][property.name='cookie']",
  ].join(', '),
  message:
    "Keep browser storage to shared-core's helpers (readStored, writeStored, readTabStored, writeTabStored, writeFlagCookie) and add the entry to its registry (storage/browser-storage-registry.ts), which /privacy lists.",
};

/** The one folder that may touch browser storage. */
export const BROWSER_STORAGE_FOLDER = 'shared-core/src/storage/**';
