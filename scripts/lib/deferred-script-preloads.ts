// On a phone, a page painted from the HTML (its first screen) loads the app's scripts once that
// paint is on screen with its images: fetched and compiled alongside, on a phone's few cores, they
// would hold back the images' arrival and paint. Its script preloads are for wider screens only,
// and the shell reads the list (DEFERRED_SCRIPTS_ID) to preload them itself once its first paint
// has shown. Web-standard APIs only, for edge functions too.
import { MOBILE } from './phone-screens.js';
import type { LinkTag, ShellHead } from './shell-html.js';

/** The id of the inline JSON the shell reads: the screens that wait, and the scripts to preload. */
export const DEFERRED_SCRIPTS_ID = 'watchwhere-deferred-scripts';

/** What the block holds. */
export interface DeferredScripts {
  /** The screens (a media query) whose scripts wait for the first paint. */
  media: string;
  /** The scripts' URLs, as the page's preloads named them, in their order. */
  scripts: string[];
}

/** The screens the preloads stay for: every one that does not wait. */
const NOT_WAITING = `not all and ${MOBILE}`;

/**
 * The template's script preloads (StartUpPreloadsPlugin's: the shell's start-up chunks), without
 * `crossorigin` or `integrity`, which a preload made from the list would not repeat.
 */
const TEMPLATE_SCRIPT_PRELOAD =
  /<link\s(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)(?![^>]*\b(?:crossorigin|integrity|media)\b)[^>]*>/gi;
const HREF = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decodeEntities = (value: string) =>
  value.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

const waits = (link: LinkTag) =>
  link.rel === 'preload' && link.as === 'script' && !link.crossorigin && !link.media;

/** Connections to the scripts' other origins, which no CORS call to them can lend (no CORS). */
function preconnectsFor(scripts: string[], links: LinkTag[]): LinkTag[] {
  const origins = new Set(
    scripts.filter((url) => /^https?:\/\//i.test(url)).map((url) => new URL(url).origin),
  );
  const known = new Set(
    links.filter((link) => link.rel === 'preconnect' && !link.crossorigin).map((link) => link.href),
  );
  return [...origins]
    .filter((href) => !known.has(href))
    .map((href) => ({ rel: 'preconnect', href }));
}

/**
 * With a first screen, the template's and the page's script preloads are for wider screens alone
 * (they keep their place), and the page carries their list for the shell; unchanged otherwise.
 */
export function deferScriptPreloads(
  templateHead: string,
  head: ShellHead,
): { templateHead: string; head: ShellHead } {
  if (!head.firstScreen) return { templateHead, head };
  const scripts: string[] = [];
  const wideOnly = templateHead.replace(TEMPLATE_SCRIPT_PRELOAD, (tag) => {
    const [, quoted, single, bare] = HREF.exec(tag) ?? [];
    const href = quoted ?? single ?? bare;
    if (href === undefined) return tag;
    scripts.push(decodeEntities(href));
    return `${tag.replace(/\s*\/?>$/, '')} media="${NOT_WAITING}">`;
  });
  const links = (head.links ?? []).map((link) => {
    if (!waits(link)) return link;
    scripts.push(link.href);
    return { ...link, media: NOT_WAITING };
  });
  const deferred: DeferredScripts = { media: MOBILE, scripts };
  return {
    templateHead: wideOnly,
    head: {
      ...head,
      links: [...links, ...preconnectsFor(scripts, links)],
      dataBlocks: [...(head.dataBlocks ?? []), { id: DEFERRED_SCRIPTS_ID, data: deferred }],
    },
  };
}
