import { inlineJson } from './inline-json';

/** The id of the page server's list of script URLs that wait for the first paint. */
const DEFERRED_SCRIPTS_ID = 'watchwhere-deferred-scripts';

/**
 * Preloads the start-up scripts the page server held back until the first paint was on screen
 * (the shell's chunks, the route's remote entry and page chunks), all at once, so none waits for
 * another. Anything in the list that is not a URL string is skipped.
 */
export function preloadDeferredScripts(): void {
  const urls = inlineJson(DEFERRED_SCRIPTS_ID);
  if (!Array.isArray(urls)) return;
  for (const url of urls) {
    if (typeof url !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = url;
    document.head.append(link);
  }
}
