import { inlineJson } from './inline-json';

/** The id of the page server's block: the screens whose scripts wait for the first paint, and those scripts. */
export const DEFERRED_SCRIPTS_ID = 'watchwhere-deferred-scripts';

export interface DeferredScripts {
  /** A media query: on these screens the start-up waits for the first paint. */
  media: string;
  scripts: string[];
}

/**
 * The scripts the page server held back until the first paint (the shell's start-up chunks, the
 * route's remote entry and page chunks), or undefined when the page has none or the block is not
 * what the server writes. A script that is not a URL string is left out.
 */
export function deferredScripts(): DeferredScripts | undefined {
  const block = inlineJson(DEFERRED_SCRIPTS_ID) as Partial<Record<keyof DeferredScripts, unknown>>;
  if (typeof block?.media !== 'string' || !Array.isArray(block.scripts)) return undefined;
  const scripts = block.scripts.filter((url): url is string => typeof url === 'string');
  return { media: block.media, scripts };
}

/**
 * Preloads the scripts all at once, so none waits for another. One the page's head already
 * preloads (a wider screen's) is not fetched again: the browser reuses that preload.
 */
export function preloadScripts(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = url;
    document.head.append(link);
  }
}
