// The shell's HTML, rendered per request: the built index.html with a page's own head. A pure
// function of template and data, and free of Node APIs, so the same code can run in an edge
// function in front of a statically hosted shell (README, "Link previews").

/** A `<meta>` tag: `name` (description, twitter:…) or `property` (og:…). */
export type MetaTag = { name: string; content: string } | { property: string; content: string };

/** A `<link>` tag: canonical, preload, modulepreload… */
export interface LinkTag {
  rel: string;
  href: string;
  as?: string;
  crossorigin?: 'anonymous' | 'use-credentials';
  fetchpriority?: 'high' | 'low';
  /** An `alternate`'s language (`de`, `x-default`). */
  hreflang?: string;
}

/** A page's path and its query (`?q=…`, or empty), as the request named them, and its cookies. */
export interface PageRequest {
  pathname: string;
  search: string;
  /** The Cookie header, for the render (the app's flag cookies). */
  cookies: string;
  /** The User-Agent header, for the render (a phone's layout). */
  userAgent: string;
  /** The Accept-Language header, for the render (the country shown until one is picked). */
  acceptLanguage: string;
}

/**
 * The page as the server rendered it from the apps' own components: the markup for the app's root
 * element, and for the head the `<style>` tags of the components it used (styled-components'
 * ServerStyleSheet) and the resource hints React hoisted.
 */
export interface RenderedApp {
  html: string;
  /** Markup for the head: the render's resource hints and `<style>` tags. */
  headHtml: string;
  /**
   * JSON for the app's start (the store's state), after its root element: the head stays small, so
   * the hints and styles in it are read first.
   */
  dataBlock?: DataBlock;
}

/** JSON for the page's scripts, in a `<script type="application/json" id="…">` (never run). */
export interface DataBlock {
  id: string;
  data: unknown;
}

/** What a page puts in the head of the shell's HTML (and, when rendered, in its root element). */
export interface ShellHead {
  /** The page's language, for `<html lang>` (the template's when absent). */
  lang?: string;
  /** The document title, as the tab shows it. */
  title: string;
  description: string;
  meta?: MetaTag[];
  links?: LinkTag[];
  /** schema.org objects, each in a `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** JSON for the page's scripts, in the head. */
  dataBlocks?: DataBlock[];
  app?: RenderedApp;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text and attribute values: nothing inserted can close a tag or an attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

/**
 * JSON inside a `<script>` element: `<`, `>` and `&` as JSON escapes, so no value can close the
 * element (`</script>`) or open a comment; U+2028/2029 escaped as well.
 */
export const jsonForScript = (value: unknown) =>
  (JSON.stringify(value) ?? 'null').replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const attributes = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');

const dataBlockTag = ({ id, data }: DataBlock) =>
  `<script type="application/json"${attributes({ id })}>${jsonForScript(data)}</script>`;

/** The head's tags: what the first paint needs (the render's hints and styles) comes first. */
function headTags(head: ShellHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta${attributes({ name: 'description', content: head.description })}>`,
    ...(head.meta ?? []).map((tag) => `<meta${attributes(tag)}>`),
    head.app?.headHtml ?? '',
    ...(head.links ?? []).map((link) => `<link${attributes({ ...link })}>`),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
    ...(head.dataBlocks ?? []).map(dataBlockTag),
  ].join('');
}

const HTML_LANG = /<html\s+lang=["']?[^"'\s>]*["']?\s*>/i;
const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/i;
const TEMPLATE_DESCRIPTION = /<meta\s[^>]*name=["']?description["'\s>][^>]*>/i;

/** The app's empty root element in the template, which the rendered app goes into. */
const APP_ROOT = /(<div\s+id=["']?root["']?\s*>)(<\/div>)/i;

/**
 * The template with its `<html lang>`, `<title>` and description replaced by the page's head, which goes where the
 * title was (before the template's styles and scripts) or else at the end of the head, and the
 * rendered app inside the app's root. A template without a `</head>` comes back unchanged.
 */
export function renderShellHtml(template: string, head: ShellHead): string {
  const headEnd = template.search(/<\/head>/i);
  if (headEnd < 0) return template;
  const templateHead = template
    .slice(0, headEnd)
    .replace(TEMPLATE_DESCRIPTION, '')
    .replace(HTML_LANG, (tag) => (head.lang ? `<html lang="${escapeHtml(head.lang)}">` : tag));
  const tags = headTags(head);
  const pageHead = TEMPLATE_TITLE.test(templateHead)
    ? templateHead.replace(TEMPLATE_TITLE, () => tags)
    : templateHead + tags;
  const { app } = head;
  const body = template.slice(headEnd);
  if (!app) return pageHead + body;
  const afterRoot = app.dataBlock ? dataBlockTag(app.dataBlock) : '';
  return pageHead + body.replace(APP_ROOT, (_, open, close) => open + app.html + close + afterRoot);
}
