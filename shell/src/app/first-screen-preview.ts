/**
 * The page server's first paint, before the app's root (a title page; home and Discover on a
 * phone).
 */
const PREVIEW_ID = 'first-screen-preview';

/** Marks a page's loading state: while one is shown, the server's first paint stays instead. */
export const PAGE_LOADING_ATTRIBUTE = 'data-page-loading';

/**
 * The longest the first paint hides the app (its header and navigation too) for a page still
 * loading: past it, the page's own loading state shows.
 */
export const PREVIEW_LIMIT_MS = 3000;

/**
 * How long after a tap on the first paint's search box the app's box may still arrive (its page's
 * code still loading) and take the focus the tap meant.
 */
export const CLICK_FOCUS_WAIT_MS = 3000;

/** The first paint's stand-in for a text field of the app's (a list page's search box). */
const PAINTED_FIELD = '[data-app-field]';

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'password']);

/** The app's text field at a point, if there is one. */
function textFieldAt(x: number, y: number): HTMLInputElement | HTMLTextAreaElement | null {
  const target = document.elementFromPoint?.(x, y);
  if (target instanceof HTMLTextAreaElement) return target;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type) ? target : null;
}

/**
 * Watches the app's root until `end` is called: by `onChange` after a change in it, after
 * `limitMs`, or at the first of `events` (captured on the window). Each way ends the watch whole,
 * and `onEnd` gets the event that ended it, if one did.
 */
function watchRoot(
  root: HTMLElement,
  watch: {
    attributeFilter?: string[];
    limitMs: number;
    events: readonly string[];
    onChange: (end: () => void) => void;
    onEnd?: (event?: Event) => void;
  },
): void {
  const end = (event?: Event) => {
    observer.disconnect();
    clearTimeout(limit);
    for (const type of watch.events) removeEventListener(type, end, true);
    watch.onEnd?.(event);
  };
  const observer = new MutationObserver(() => watch.onChange(end));
  const { attributeFilter } = watch;
  observer.observe(root, {
    childList: true,
    subtree: true,
    ...(attributeFilter && { attributeFilter }),
  });
  const limit = setTimeout(() => end(), watch.limitMs);
  for (const type of watch.events) addEventListener(type, end, true);
}

/**
 * After a tap on the first paint's search box while the page's own code is still loading: the
 * first time the page shows a text field (or stops loading), it takes the focus if it is under
 * the tap, unless the visitor has moved on by then (pressed, touched, scrolled, focused something
 * or left the page). It looks only when the page has a field, so a render lays nothing out early.
 */
function focusFieldWhenItArrives(root: HTMLElement, x: number, y: number): void {
  const [href, scrollY] = [location.href, window.scrollY];
  watchRoot(root, {
    limitMs: CLICK_FOCUS_WAIT_MS,
    events: ['keydown', 'pointerdown', 'touchstart', 'wheel', 'focusin'],
    onChange: (end) => {
      const arrived = root.querySelector('main input, main textarea');
      if (!arrived && root.querySelector(`[${PAGE_LOADING_ATTRIBUTE}]`)) return;
      end();
      const stayed = location.href === href && window.scrollY === scrollY;
      if (arrived && stayed && document.activeElement === document.body) textFieldAt(x, y)?.focus();
    },
  });
}

/**
 * A click that removes the first paint focuses the app's text field under it; a tap on the
 * painted search box (a pointer's, not an assistive technology's `detail` 0 click) also waits for
 * the app's box if the page is still loading.
 */
function focusFieldAt(root: HTMLElement, click: MouseEvent): void {
  const { clientX: x, clientY: y } = click;
  const field = textFieldAt(x, y);
  if (field) field.focus();
  else if (
    click.detail > 0 &&
    click.target instanceof Element &&
    click.target.closest(PAINTED_FIELD)
  ) {
    focusFieldWhenItArrives(root, x, y);
  }
}

/**
 * Removes the server's first paint, which shows the app's root in its place, with the first commit
 * that renders the page past its loading states (or anything else: an error, another page). It
 * runs before that frame paints, so the page goes from its first paint to its content at once. A
 * page still loading after `PREVIEW_LIMIT_MS`, a key pressed or a click shows the app anyway: a
 * click, not a press, which the click that follows would carry to the control the app put under
 * the finger. That click activates nothing; on a text field (a list page's search box) it focuses
 * it, or on the painted search box, the app's once it arrives (`focusFieldAt`).
 */
export function replacePreviewWhenPageShows(root: HTMLElement): void {
  const preview = document.getElementById(PREVIEW_ID);
  if (!preview) return;
  watchRoot(root, {
    attributeFilter: [PAGE_LOADING_ATTRIBUTE],
    limitMs: PREVIEW_LIMIT_MS,
    events: ['keydown', 'click'],
    onChange: (end) => {
      if (!root.querySelector(`[${PAGE_LOADING_ATTRIBUTE}]`)) end();
    },
    onEnd: (event) => {
      preview.remove();
      if (event instanceof MouseEvent) focusFieldAt(root, event);
    },
  });
}
