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
 * How long after a click the app's text field under it may still arrive (its page's code still
 * loading) and take the focus the click meant.
 */
export const CLICK_FOCUS_WAIT_MS = 3000;

/** Focuses the app's text field at a point; whether there was one. */
function focusedFieldAt(x: number, y: number): boolean {
  const target = document.elementFromPoint?.(x, y);
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return false;
  target.focus();
  return true;
}

/**
 * A text field of the app's where a click on the first paint landed gets the focus it meant: at
 * once, or when it arrives within `CLICK_FOCUS_WAIT_MS` (the page under the click was still
 * loading), unless the visitor has moved on (focused, pressed or clicked something) by then.
 */
function focusFieldAt(root: HTMLElement, x: number, y: number): void {
  if (focusedFieldAt(x, y)) return;
  const movedOn = ['keydown', 'pointerdown', 'focusin'] as const;
  const stop = () => {
    observer.disconnect();
    clearTimeout(limit);
    for (const type of movedOn) removeEventListener(type, stop, true);
  };
  const observer = new MutationObserver(() => {
    if (focusedFieldAt(x, y)) stop();
  });
  observer.observe(root, { childList: true, subtree: true });
  const limit = setTimeout(stop, CLICK_FOCUS_WAIT_MS);
  for (const type of movedOn) addEventListener(type, stop, true);
}

/**
 * Removes the server's first paint, which shows the app's root in its place, with the first commit
 * that renders the page past its loading states (or anything else: an error, another page). It
 * runs before that frame paints, so the page goes from its first paint to its content at once. A
 * page still loading after `PREVIEW_LIMIT_MS`, a key pressed or a click shows the app anyway: a
 * click, not a press, which the click that follows would carry to the control the app put under
 * the finger. That click activates nothing; on a text field (a list page's search box) it focuses
 * it, or the field once it arrives (`focusFieldAt`).
 */
export function replacePreviewWhenPageShows(root: HTMLElement): void {
  const preview = document.getElementById(PREVIEW_ID);
  if (!preview) return;
  const inputs = ['keydown', 'click'] as const;
  const reveal = (event?: Event) => {
    observer.disconnect();
    clearTimeout(limit);
    for (const type of inputs) removeEventListener(type, reveal, true);
    preview.remove();
    if (event instanceof MouseEvent) focusFieldAt(root, event.clientX, event.clientY);
  };
  const observer = new MutationObserver(() => {
    if (!root.querySelector(`[${PAGE_LOADING_ATTRIBUTE}]`)) reveal();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributeFilter: [PAGE_LOADING_ATTRIBUTE],
  });
  const limit = setTimeout(() => reveal(), PREVIEW_LIMIT_MS);
  for (const type of inputs) addEventListener(type, reveal, true);
}
