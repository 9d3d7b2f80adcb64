// A title page's first paint from the HTML: the app bar's place and the title's backdrop, shaded,
// where the app will show them, so the page's largest element paints before any script has run.
// The shell removes it, and shows the app, once the page has rendered past its loading states
// (shell/src/app/first-screen-preview.ts). Web-standard APIs only, for edge functions too.
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
const MOBILE = '(max-width:767.98px)';
const BAR = {
  height: '69px',
  mobileHeight: '57px',
  overlay: 'rgba(3,5,9,0.74)',
  border: '#272d3c',
};
const HERO = {
  height: '80vh',
  minHeight: '520px',
  mobileHeight: '100vh',
  mobileMinHeight: '560px',
};
const BACKGROUND = '#090b10';
const TEXT = '#f3f4f7';
const SHADE =
  `linear-gradient(to top,${BACKGROUND} 4%,rgba(9,11,16,0.6) 45%,rgba(9,11,16,0.25) 100%),` +
  'linear-gradient(to right,rgba(9,11,16,0.92) 0%,rgba(9,11,16,0.35) 60%,transparent 100%)';

// At least a screen and a pixel high, as the app's page is: a scrollbar that takes room takes it
// from both, so nothing narrows when the app replaces it. Without scripting there is no app to
// wait for: the page shows its <noscript> line alone. The app replaces the first paint within
// seconds of its scripts running; one still up after 10 s means they did not arrive or failed to
// start, and it says so (CSS alone: the page's policy runs no inline script).
const CSS = `#${FIRST_SCREEN_PREVIEW_ID}~#root{display:none}
#${FIRST_SCREEN_PREVIEW_ID}{min-height:calc(100vh + 1px)}
@media (scripting:none){#${FIRST_SCREEN_PREVIEW_ID}{display:none}}
.fsp-status{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.fsp-hero .fsp-slow{position:absolute;left:24px;right:24px;top:24px;margin:0;color:${TEXT};font:18px/1.5 system-ui,sans-serif;visibility:hidden;animation:fsp-slow 0s 10s forwards}
@keyframes fsp-slow{to{visibility:visible}}
.fsp-bar{height:${BAR.height};box-sizing:border-box;background:${BAR.overlay};border-bottom:1px solid ${BAR.border}}
.fsp-hero{position:relative;overflow:hidden;height:${HERO.height};min-height:${HERO.minHeight};background:${BACKGROUND}}
.fsp-hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
.fsp-hero div{position:absolute;inset:0;background:${SHADE}}
@media ${MOBILE}{.fsp-bar{height:${BAR.mobileHeight}}.fsp-hero{height:${HERO.mobileHeight};min-height:${HERO.mobileMinHeight}}}`;

/** Read by screen readers, as the app's hero skeleton says it (the spec's loading string). */
const STATUS = '<p class="fsp-status" role="status">Loading movie details...</p>';

/** Shown at the top of the hero when the app has not replaced the first paint after 10 s. */
const SLOW =
  '<p class="fsp-slow" role="status">WatchWhere is taking longer than usual to start. Reload the page if nothing changes.</p>';

/**
 * A title page's first screen: the bar's place and the backdrop the page shows (an absolute URL),
 * and the loading status the app would show in their place.
 */
export function titleFirstScreen(backdropUrl: string): FirstScreen {
  const image = `<img src="${escapeHtml(backdropUrl)}" alt="" width="1280" height="720" fetchpriority="high">`;
  return {
    css: CSS,
    html: `<div id="${FIRST_SCREEN_PREVIEW_ID}">${STATUS}<div class="fsp-bar"></div><div class="fsp-hero">${image}<div></div>${SLOW}</div></div>`,
  };
}
