// Home's first paint on a phone: the intro, the search box's frame, the popular searches' header
// and chip placeholders, and the first row of "Popular Right Now" with its posters, the page's
// largest paint. Wider screens lay home out around the popular searches' own chips, which wrap by
// their text: they get no first paint and show the app at once. Boxes, colours and icons as
// mf-discovery and shared-ui draw them (this server code cannot import the app's CommonJS
// sources): an e2e test (home-first-screen.spec.ts) holds each box to the app's.
import {
  BACKGROUND,
  BORDER,
  BORDER_STRONG,
  firstScreenOf,
  MOBILE,
  SURFACE_RAISED,
  TEXT,
} from './first-screen-preview.js';
import { escapeHtml, type FirstScreen } from './shell-html.js';

const TEXT_MUTED = '#b0b8ca';
const TEXT_SUBTLE = '#8e97ab';
const ACCENT = '#ffb224';
const SURFACE = '#11141c';
const SKELETON = '#1d2230';

/** The popular searches' chip placeholders (mf-discovery's `SKELETON_WIDTHS`). */
const CHIP_WIDTHS = [150, 190, 170, 140, 200, 160, 180, 150, 170, 190];

/** Lucide's icons as the app draws them (24-unit grid, 2-unit round strokes). */
function icon(size: number, shapes: string): string {
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${shapes}</svg>`;
}
const SEARCH_ICON = icon(22, '<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>');
const TRENDING_ICON = icon(18, '<path d="M16 7h6v6"/><path d="m22 7-8.5 8.5-5-5L2 17"/>');
const CLOSE_ICON = icon(18, '<path d="M18 6 6 18"/><path d="m6 6 12 12"/>');
const FLAME_ICON = icon(
  20,
  '<path d="M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4"/>',
);

const CSS = `@media not all and ${MOBILE}{#first-screen-preview{display:none}#first-screen-preview~#root{display:block}}
@media ${MOBILE}{
.fsp-page{display:flex;flex-direction:column;gap:32px;padding:16px 16px 32px;color:${TEXT};font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif}
.fsp-page p{margin:0}
.fsp-page svg{display:block;flex:none}
.fsp-intro{position:relative;display:flex;flex-direction:column;align-items:center;gap:16px;padding:24px 0 12px;text-align:center}
.fsp-intro::before{content:'';position:absolute;inset:-32px 0 auto;height:420px;background:radial-gradient(50% 60% at 50% 0%,rgba(255,178,36,0.12) 0%,transparent 70%);z-index:-1}
.fsp-title{max-width:820px;font-size:clamp(2rem,5vw,3.5rem);font-weight:800;line-height:1.05;letter-spacing:-0.02em}
.fsp-lead{max-width:620px;color:${TEXT_MUTED}}
.fsp-search{box-sizing:border-box;display:flex;align-items:center;gap:8px;width:100%;max-width:720px;height:56px;margin-top:12px;padding:0 12px 0 16px;border:1px solid ${BORDER_STRONG};border-radius:14px;background:${SURFACE_RAISED};color:${TEXT_MUTED};text-align:left}
.fsp-search span{color:${TEXT_SUBTLE};white-space:nowrap;overflow:hidden}
.fsp-row,.fsp-popular{display:flex;flex-direction:column;min-width:0}
.fsp-row{gap:12px}
.fsp-popular{gap:16px}
.fsp-head{display:flex;align-items:center;justify-content:space-between;height:40px}
.fsp-head>svg{width:40px;height:40px;padding:11px;box-sizing:border-box;color:${TEXT_MUTED}}
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

/** Home's first screen on a phone, with the posters (absolute URLs) its first row starts with. */
export function homeFirstScreen(posters: readonly string[]): FirstScreen {
  const images = posters
    .map(
      (url) =>
        `<div><img src="${escapeHtml(url)}" alt="" width="500" height="750" fetchpriority="high"></div>`,
    )
    .join('');
  const chips = CHIP_WIDTHS.map(() => '<span></span>').join('');
  const body =
    '<div class="fsp-page" aria-hidden="true">' +
    '<div class="fsp-intro">' +
    '<p class="fsp-title">Find Where to Watch Anywhere in the World</p>' +
    '<p class="fsp-lead">Discover which streaming services offer your favorite movies and TV shows</p>' +
    `<div class="fsp-search">${SEARCH_ICON}<span>Search movies and TV shows…</span></div>` +
    '</div>' +
    `<div class="fsp-row"><div class="fsp-head"><p class="fsp-h">${TRENDING_ICON}Popular Searches</p>${CLOSE_ICON}</div>` +
    `<div class="fsp-chips">${chips}</div></div>` +
    `<div class="fsp-popular"><p class="fsp-h">${FLAME_ICON}Popular Right Now</p>` +
    `<div class="fsp-posters">${images}</div></div>` +
    '</div><div class="fsp-nav"></div>';
  return firstScreenOf({ css: CSS, body, status: 'Loading WatchWhere...' });
}
