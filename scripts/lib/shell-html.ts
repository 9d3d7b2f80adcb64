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
}

/** A page's path and its query (`?q=…`, or empty), as the request named them. */
export interface PageRequest {
  pathname: string;
  search: string;
  /** The browser has been through onboarding: the page is shown, not /welcome. */
  onboarded: boolean;
  /** Home shows rows of the browser's own (recent searches, recently viewed) above the popular row. */
  ownHomeRows?: boolean;
}

/**
 * What the HTML paints of a page before any script runs: markup right before the app's root, and
 * the CSS it needs (inline, in the head). The shell replaces it with the app. Both go into the page
 * as they are: markup the server wrote, with any value from elsewhere escaped (`escapeHtml`).
 */
export interface FirstScreen {
  css: string;
  html: string;
}

/** What a page puts in the head of the shell's HTML (and, for a first screen, in its body). */
export interface ShellHead {
  /** The document title, as the tab shows it. */
  title: string;
  description: string;
  meta?: MetaTag[];
  links?: LinkTag[];
  /** schema.org objects, each in a `<script type="application/ld+json">`. */
  jsonLd?: object[];
  /** JSON for the page's scripts, each in a `<script type="application/json" id="…">` (not run). */
  dataBlocks?: { id: string; data: unknown }[];
  firstScreen?: FirstScreen;
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

function headTags(head: ShellHead): string {
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta${attributes({ name: 'description', content: head.description })}>`,
    ...(head.meta ?? []).map((tag) => `<meta${attributes(tag)}>`),
    ...(head.links ?? []).map((link) => `<link${attributes({ ...link })}>`),
    ...(head.jsonLd ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
    ...(head.dataBlocks ?? []).map(
      ({ id, data }) =>
        `<script type="application/json"${attributes({ id })}>${jsonForScript(data)}</script>`,
    ),
    ...(head.firstScreen ? [`<style>${head.firstScreen.css}</style>`] : []),
  ].join('');
}

const TEMPLATE_TITLE = /<title>[\s\S]*?<\/title>/i;
const TEMPLATE_DESCRIPTION = /<meta\s[^>]*name=["']?description["'\s>][^>]*>/i;

/** The app's root element in the template, which the first screen goes right before. */
const APP_ROOT = /<div\s+id=["']?root["'\s>]/i;

/**
 * The template with its `<title>` and description replaced by the page's head, which goes where the
 * title was (before the template's styles and scripts) or else at the end of the head, and the
 * page's first screen right before the app's root (after the body's `<noscript>`). A template
 * without a `</head>` comes back unchanged.
 */
export function renderShellHtml(template: string, head: ShellHead): string {
  const headEnd = template.search(/<\/head>/i);
  if (headEnd < 0) return template;
  const templateHead = template.slice(0, headEnd).replace(TEMPLATE_DESCRIPTION, '');
  const tags = headTags(head);
  const pageHead = TEMPLATE_TITLE.test(templateHead)
    ? templateHead.replace(TEMPLATE_TITLE, () => tags)
    : templateHead + tags;
  const firstScreen = head.firstScreen?.html;
  const body = template.slice(headEnd);
  return pageHead + (firstScreen ? body.replace(APP_ROOT, (tag) => firstScreen + tag) : body);
}
