// What home's and Discover's first paints on a phone share (home-first-screen.ts,
// discover-first-screen.ts): the page's frame, the popular searches' header with chip
// placeholders, a row of posters under its header, and the bottom bar's place. Boxes, colours and
// icons as mf-discovery and shared-ui draw them (this server code cannot import the app's CommonJS
// sources): e2e tests (home-first-screen.spec.ts, discover-first-screen.spec.ts) hold each box to
// the app's.
import {
  BACKGROUND,
  BORDER,
  firstScreenOf,
  MOBILE,
  SURFACE,
  SURFACE_RAISED,
  TEXT,
  TEXT_MUTED,
  TEXT_SUBTLE,
} from './first-screen-preview.js';
import { escapeHtml, type FirstScreen } from './shell-html.js';

const ACCENT = '#ffb224';
const SKELETON = '#1d2230';

/** The popular searches' chip placeholders (mf-discovery's `SKELETON_WIDTHS`). */
const CHIP_WIDTHS = [150, 190, 170, 140, 200, 160, 180, 150, 170, 190];

/** Lucide's icons as the app draws them (24-unit grid, 2-unit round strokes). */
export function icon(size: number, shapes: string): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
}
/**
 * A page's search box with Lucide's search icon at the size that page draws it. `data-app-field`
 * marks it for the shell: a tap on it gives the focus to the app's box (first-screen-preview.ts).
 */
export const searchBox = (iconSize: number) =>
  `<div class="fsp-search" data-app-field>${icon(iconSize, '<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>')}<span>Search movies and TV shows…</span></div>`;
const TRENDING_ICON = icon(18, '<path d="M16 7h6v6"/><path d="m22 7-8.5 8.5-5-5L2 17"/>');
export const REFRESH_ICON = icon(
  18,
  '<path d="M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8"/><path d="M21 3v5h-5"/><path d="M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16"/><path d="M8 16H3v5"/>',
);
export const CLOSE_ICON = icon(18, '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>');

// Wider screens lay these pages out around the popular searches' own chips, which wrap by their
// text: there the first paint is not shown (the exact complement of the app's phone query).
const CSS = `@media not all and ${MOBILE}{#first-screen-preview{display:none}#first-screen-preview~#root{display:block}}
@media ${MOBILE}{
.fsp-page{display:flex;flex-direction:column;gap:32px;padding:16px 16px 32px;color:${TEXT};font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
.fsp-page p{margin:0}
.fsp-page svg{display:block;flex:none}
.fsp-search span{color:${TEXT_SUBTLE};white-space:nowrap;overflow:hidden}
.fsp-row,.fsp-popular{display:flex;flex-direction:column;min-width:0}
.fsp-row{gap:12px}
.fsp-popular{gap:16px}
.fsp-head{display:flex;align-items:center;justify-content:space-between;height:40px}
.fsp-actions{display:flex;gap:4px;color:${TEXT_MUTED}}
.fsp-actions svg{width:40px;height:40px;padding:11px;box-sizing:border-box}
.fsp-h{display:flex;align-items:center;gap:8px;font-size:1.125rem;font-weight:700;line-height:1.5}
.fsp-h svg{color:${ACCENT}}
.fsp-popular .fsp-h{align-self:flex-start;letter-spacing:-0.02em}
.fsp-chips{display:flex;gap:8px;overflow:hidden}
.fsp-chips span{flex:none;height:36px;border-radius:999px;background:${SKELETON}}
${CHIP_WIDTHS.map((width, index) => `.fsp-chips span:nth-child(${index + 1}){width:${width}px}`).join('\n')}
.fsp-posters{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:16px 12px}
.fsp-posters div{position:relative;aspect-ratio:2/3;overflow:hidden;border-radius:14px;background:${SURFACE_RAISED};box-shadow:0 1px 2px rgba(0,0,0,0.4),0 8px 24px rgba(0,0,0,0.35)}
.fsp-posters div::after{content:'';position:absolute;inset:0;border-radius:inherit;box-shadow:inset 0 0 0 1px rgba(255,255,255,0.07);background:linear-gradient(180deg,rgba(9,11,16,0.55) 0%,transparent 28%)}
.fsp-posters img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.fsp-nav{position:fixed;left:0;right:0;bottom:0;height:56px;padding-bottom:env(safe-area-inset-bottom);border-top:1px solid ${BORDER};background:${SURFACE}}
body{background:${BACKGROUND}}
}`;

/** The popular searches' header (its action icons: the server's own markup) and chip placeholders. */
export function popularSearchesRow(title: string, actions: string): string {
  const chips = CHIP_WIDTHS.map(() => '<span></span>').join('');
  return (
    `<div class="fsp-row"><div class="fsp-head"><p class="fsp-h">${TRENDING_ICON}${escapeHtml(title)}</p>` +
    `<span class="fsp-actions">${actions}</span></div><div class="fsp-chips">${chips}</div></div>`
  );
}

/** A row's header and its first posters (absolute URLs), the page's largest paint. */
export function posterRow(title: string, titleIcon: string, posters: readonly string[]): string {
  const images = posters
    .map(
      (url) =>
        `<div><img src="${escapeHtml(url)}" alt="" width="500" height="750" fetchpriority="high"></div>`,
    )
    .join('');
  return `<div class="fsp-popular"><p class="fsp-h">${titleIcon}${escapeHtml(title)}</p><div class="fsp-posters">${images}</div></div>`;
}

/**
 * A list page's first paint on a phone: `before` (markup above the page, as a top bar), the page
 * (`page`, hidden from screen readers: the status speaks for it) and the bottom bar's place.
 */
export function listFirstScreen(parts: {
  css: string;
  before?: string;
  page: string;
}): FirstScreen {
  return firstScreenOf({
    css: `${CSS}\n@media ${MOBILE}{\n${parts.css}\n}`,
    body: `${parts.before ?? ''}<div class="fsp-page" aria-hidden="true">${parts.page}</div><div class="fsp-nav"></div>`,
    status: 'Loading WatchWhere...',
  });
}
