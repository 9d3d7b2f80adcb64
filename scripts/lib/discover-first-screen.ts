// Discover's first paint on a phone: the top bar's place, the page's title and lead, the search
// box's frame with the Filters button, the Movies/TV Shows toggle, the services row's place (it
// is one chip high on a phone before the region's services arrive), the popular searches' header
// and chip placeholders, and the first row of "Popular Movies" with its posters, the page's
// largest paint. Boxes, colours and icons as mf-discovery and shared-ui draw them: an e2e test
// (discover-first-screen.spec.ts) holds each box to the app's.
import {
  BAR,
  BORDER,
  BORDER_STRONG,
  SURFACE,
  SURFACE_RAISED,
  TEXT_MUTED,
} from './first-screen-preview.js';
import {
  CLOSE_ICON,
  icon,
  listFirstScreen,
  popularSearchesRow,
  posterRow,
  REFRESH_ICON,
  searchBox,
} from './list-first-screen-parts.js';
import type { FirstScreen } from './shell-html.js';

const FILTERS_ICON = icon(
  16,
  '<path d="M10 5H3"/><path d="M12 19H3"/><path d="M14 3v4"/><path d="M16 17v4"/><path d="M21 12h-9"/><path d="M21 19h-5"/><path d="M21 5h-7"/><path d="M8 10v4"/><path d="M8 12H3"/>',
);
const FILM_ICON = icon(
  20,
  '<rect width="18" height="18" x="3" y="3" rx="2"/><path d="M7 3v18"/><path d="M3 7.5h4"/><path d="M3 12h18"/><path d="M3 16.5h4"/><path d="M17 3v18"/><path d="M17 7.5h4"/><path d="M17 16.5h4"/>',
);

const CSS = `.fsp-topbar{height:${BAR.mobileHeight};box-sizing:border-box;background:${BAR.overlay};border-bottom:1px solid ${BAR.border}}
.fsp-header{display:flex;flex-direction:column;gap:16px}
.fsp-title{font-size:1.75rem;font-weight:800;line-height:1.5;letter-spacing:-0.02em}
.fsp-page .fsp-lead{margin-top:4px;color:${TEXT_MUTED}}
.fsp-search-row{display:flex;align-items:center;gap:8px;max-width:720px}
.fsp-search{box-sizing:border-box;display:flex;flex:1 1 auto;align-items:center;gap:8px;min-width:0;height:44px;padding:0 12px 0 16px;border:1px solid ${BORDER_STRONG};border-radius:999px;background:${SURFACE_RAISED};color:${TEXT_MUTED}}
.fsp-button{box-sizing:border-box;display:flex;flex-shrink:0;align-items:center;gap:8px;height:40px;padding:0 16px;border:1px solid ${BORDER_STRONG};border-radius:10px;background:${SURFACE_RAISED};font-size:0.875rem;font-weight:600;line-height:1}
.fsp-toggles{display:flex;flex-wrap:wrap;align-items:center;gap:12px}
.fsp-media{display:inline-flex;gap:4px;padding:4px;border:1px solid ${BORDER};border-radius:10px;background:${SURFACE}}
.fsp-media span{display:flex;align-items:center;height:36px;padding:0 16px;color:${TEXT_MUTED};font-size:0.875rem;font-weight:600}
.fsp-services{flex-basis:100%;min-height:36px}
.fsp-sections{display:flex;flex-direction:column;gap:48px}`;

/** Discover's first screen on a phone, with the posters (absolute URLs) its first row shows. */
export function discoverFirstScreen(posters: readonly string[]): FirstScreen {
  const header =
    '<div class="fsp-header"><div>' +
    '<p class="fsp-title">Discover</p>' +
    '<p class="fsp-lead">Popular movies and shows, and where they stream in your region.</p>' +
    '</div><div class="fsp-search-row">' +
    searchBox(18) +
    `<div class="fsp-button">${FILTERS_ICON}Filters</div>` +
    '</div><div class="fsp-toggles">' +
    '<div class="fsp-media"><span>Movies</span><span>TV Shows</span></div>' +
    '<div class="fsp-services"></div></div></div>';
  const sections =
    '<div class="fsp-sections">' +
    popularSearchesRow('Top Searched', REFRESH_ICON + CLOSE_ICON) +
    posterRow('Popular Movies', FILM_ICON, posters) +
    '</div>';
  return listFirstScreen({
    css: CSS,
    before: '<div class="fsp-topbar"></div>',
    page: header + sections,
  });
}
