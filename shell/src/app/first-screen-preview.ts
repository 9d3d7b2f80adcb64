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

/** A text field of the app's where a click on the first paint landed gets the focus it meant. */
function focusFieldAt(x: number, y: number): void {
  const target = document.elementFromPoint?.(x, y);
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.focus();
}

/**
 * Removes the server's first paint, which shows the app's root in its place, with the first commit
 * that renders the page past its loading states (or anything else: an error, another page). It
 * runs before that frame paints, so the page goes from its first paint to its content at once. A
 * page still loading after `PREVIEW_LIMIT_MS`, a key pressed or a click shows the app anyway: a
 * click, not a press, which the click that follows would carry to the control the app put under
 * the finger. That click activates nothing; on a text field (a list page's search box) it focuses
 * it.
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
    if (event instanceof MouseEvent) focusFieldAt(event.clientX, event.clientY);
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
