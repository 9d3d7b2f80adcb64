// Home's first paint on a phone: the intro, the search box's frame, the popular searches' header
// and chip placeholders, and the first row of "Popular Right Now" with its posters, the page's
// largest paint (the parts Discover's first paint shares are in list-first-screen-parts.ts).
// Boxes, colours and icons as mf-discovery and shared-ui draw them: an e2e test
// (home-first-screen.spec.ts) holds each box to the app's.
import { BORDER_STRONG, SURFACE_RAISED, TEXT_MUTED } from './first-screen-preview.js';
import {
  CLOSE_ICON,
  icon,
  listFirstScreen,
  popularSearchesRow,
  posterRow,
  searchBox,
} from './list-first-screen-parts.js';
import type { FirstScreen } from './shell-html.js';

const FLAME_ICON = icon(
  20,
  '<path d="M12 3q1 4 4 6.5t3 5.5a1 1 0 0 1-14 0 5 5 0 0 1 1-3 1 1 0 0 0 5 0c0-2-1.5-3-1.5-5q0-2 2.5-4"/>',
);

const CSS = `.fsp-intro{position:relative;display:flex;flex-direction:column;align-items:center;gap:16px;padding:24px 0 12px;text-align:center}
.fsp-intro::before{content:'';position:absolute;inset:-32px 0 auto;height:420px;background:radial-gradient(50% 60% at 50% 0%,rgba(255,178,36,0.12) 0%,transparent 70%);z-index:-1}
.fsp-title{max-width:820px;font-size:clamp(2rem,5vw,3.5rem);font-weight:800;line-height:1.05;letter-spacing:-0.02em}
.fsp-lead{max-width:620px;color:${TEXT_MUTED}}
.fsp-search{box-sizing:border-box;display:flex;align-items:center;gap:8px;width:100%;max-width:720px;height:56px;margin-top:12px;padding:0 12px 0 16px;border:1px solid ${BORDER_STRONG};border-radius:14px;background:${SURFACE_RAISED};color:${TEXT_MUTED};text-align:left}`;

/** Home's first screen on a phone, with the posters (absolute URLs) its first row starts with. */
export function homeFirstScreen(posters: readonly string[]): FirstScreen {
  const page =
    '<div class="fsp-intro">' +
    '<p class="fsp-title">Find Where to Watch Anywhere in the World</p>' +
    '<p class="fsp-lead">Discover which streaming services offer your favorite movies and TV shows</p>' +
    searchBox(22) +
    '</div>' +
    popularSearchesRow('Popular Searches', CLOSE_ICON) +
    posterRow('Popular Right Now', FLAME_ICON, posters);
  return listFirstScreen({ css: CSS, page });
}
