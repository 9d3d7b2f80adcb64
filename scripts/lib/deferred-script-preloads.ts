// A page painted from the HTML (its first screen) loads the app's scripts once that paint is on
// screen with its images: fetched and compiled alongside, on a phone's few cores, they would hold
// back the images' arrival and paint. The shell reads the list from the page (DEFERRED_SCRIPTS_ID)
// and preloads them when its first paint has shown. Where the first screen is not shown (a list
// page on a wide screen), the hints stay in the head for those screens alone.
import type { LinkTag, ShellHead } from './shell-html.js';

/** The id of the inline JSON list of script URLs the shell preloads after the first paint. */
export const DEFERRED_SCRIPTS_ID = 'watchwhere-deferred-scripts';

/** The template's script preloads, as html-webpack-plugin writes them (the shell's chunks). */
const TEMPLATE_SCRIPT_PRELOAD =
  /<link\s(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/gi;
const HREF = /\bhref=["']?([^"'\s>]+)/i;

const isScriptPreload = (link: LinkTag) => link.rel === 'preload' && link.as === 'script';

/**
 * The template's head and the page's head with their script preloads moved to a list the shell
 * reads, when the page has a first screen; both unchanged otherwise.
 */
export function deferScriptPreloads(
  templateHead: string,
  head: ShellHead,
): { templateHead: string; head: ShellHead } {
  if (!head.firstScreen) return { templateHead, head };
  const deferred: string[] = [];
  const strippedTemplate = templateHead.replace(TEMPLATE_SCRIPT_PRELOAD, (tag) => {
    const href = HREF.exec(tag)?.[1];
    if (href) deferred.push(href);
    return '';
  });
  const links = head.links ?? [];
  deferred.push(...links.filter(isScriptPreload).map((link) => link.href));
  const { shownOn } = head.firstScreen;
  const elsewhere: LinkTag[] = shownOn
    ? deferred.map((href) => ({
        rel: 'preload',
        as: 'script',
        href,
        media: `not all and ${shownOn}`,
      }))
    : [];
  return {
    templateHead: strippedTemplate,
    head: {
      ...head,
      links: [...links.filter((link) => !isScriptPreload(link)), ...elsewhere],
      dataBlocks: [...(head.dataBlocks ?? []), { id: DEFERRED_SCRIPTS_ID, data: deferred }],
    },
  };
}
