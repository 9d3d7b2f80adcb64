// A page's first paint from the HTML: the boxes of its first screen where the app will show them,
// with its largest image, so that image paints before any script has run. The shell removes it,
// and shows the app, once the page has rendered past its loading states
// (shell/src/app/first-screen-preview.ts). A title page's backdrop is here; home's and Discover's
// first screens are in home-first-screen.ts and discover-first-screen.ts. Web-standard APIs only,
// for edge functions too.
import { escapeHtml, type FirstScreen } from './shell-html.js';

/**
 * The element the shell looks for (shell/src/app/first-screen-preview.ts); while it is in the page,
 * the app's root is not shown.
 */
const FIRST_SCREEN_PREVIEW_ID = 'first-screen-preview';

// As the app lays them out: the top bars (the phone's and the header) and, below them, the title
// hero's box and shade (mf-detail's hero-frame.ts and title-hero.tsx, in shared-ui's colours). This
// server code cannot import the app's CommonJS sources: an e2e test (first-screen-preview.spec.ts)
// holds each box and colour to the app's.
export const MOBILE = '(max-width:767.98px)';
export const BORDER = '#272d3c';
export const BAR = {
  height: '69px',
  mobileHeight: '57px',
  overlay: 'rgba(3,5,9,0.74)',
  border: BORDER,
};
const HERO = {
  height: '80vh',
  minHeight: '520px',
  mobileHeight: '100vh',
  mobileMinHeight: '560px',
};
export const BACKGROUND = '#090b10';
export const TEXT = '#f3f4f7';
export const SURFACE_RAISED = '#181c27';
export const BORDER_STRONG = '#3a4256';
export const TEXT_MUTED = '#b0b8ca';
export const TEXT_SUBTLE = '#8e97ab';
export const SURFACE = '#11141c';
const SHADE =
  `linear-gradient(to top,${BACKGROUND} 4%,rgba(9,11,16,0.6) 45%,rgba(9,11,16,0.25) 100%),` +
  'linear-gradient(to right,rgba(9,11,16,0.92) 0%,rgba(9,11,16,0.35) 60%,transparent 100%)';

// At least a screen and a pixel high, as the app's page is: a scrollbar that takes room takes it
// from both, so nothing narrows when the app replaces it. Without scripting there is no app to
// wait for: the page shows its <noscript> line alone. The app replaces the first paint within
// seconds of its scripts running; one still up after 10 s means they did not arrive or failed to
// start, and it says so (CSS alone: the page's policy runs no inline script).
const FRAME_CSS = `#${FIRST_SCREEN_PREVIEW_ID}~#root{display:none}
#${FIRST_SCREEN_PREVIEW_ID}{position:relative;min-height:calc(100vh + 1px)}
@media (scripting:none){#${FIRST_SCREEN_PREVIEW_ID}{display:none}}
.fsp-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.fsp-slow{position:fixed;z-index:1;left:16px;right:16px;bottom:88px;max-width:560px;margin:0 auto;padding:12px 16px;border:1px solid ${BORDER_STRONG};border-radius:14px;background:${SURFACE_RAISED};color:${TEXT};font:16px/1.5 system-ui,sans-serif;visibility:hidden;animation:fsp-slow 0s 10s forwards}
@keyframes fsp-slow{to{visibility:visible}}`;

/** Shown above the foot of the screen when the app has not replaced the first paint after 10 s. */
const SLOW =
  '<p class="fsp-slow" role="status">WatchWhere is taking longer than usual to start. Reload the page if nothing changes.</p>';

/**
 * A first paint: `body` (markup the server wrote) before the app's root, read by screen readers as
 * `status` (the loading string the app would show), with `css` after the frame's own rules.
 */
export function firstScreenOf(parts: { css: string; body: string; status: string }): FirstScreen {
  const status = `<p class="fsp-status" role="status">${escapeHtml(parts.status)}</p>`;
  return {
    css: `${FRAME_CSS}\n${parts.css}`,
    html: `<div id="${FIRST_SCREEN_PREVIEW_ID}">${status}${parts.body}${SLOW}</div>`,
  };
}

const TITLE_CSS = `.fsp-bar{height:${BAR.height};box-sizing:border-box;background:${BAR.overlay};border-bottom:1px solid ${BAR.border}}
.fsp-hero{position:relative;overflow:hidden;height:${HERO.height};min-height:${HERO.minHeight};background:${BACKGROUND}}
.fsp-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.fsp-hero div{position:absolute;inset:0;background:${SHADE}}
@media ${MOBILE}{.fsp-bar{height:${BAR.mobileHeight}}.fsp-hero{height:${HERO.mobileHeight};min-height:${HERO.mobileMinHeight}}}`;

/**
 * A title page's first screen: the bar's place and the backdrop the page shows (an absolute URL),
 * and the loading status the app's hero skeleton would show (the spec's loading string).
 */
export function titleFirstScreen(backdropUrl: string): FirstScreen {
  const image = `<img src="${escapeHtml(backdropUrl)}" alt="" width="1280" height="720" fetchpriority="high">`;
  return firstScreenOf({
    css: TITLE_CSS,
    body: `<div class="fsp-bar"></div><div class="fsp-hero">${image}<div></div></div>`,
    status: 'Loading movie details...',
  });
}
