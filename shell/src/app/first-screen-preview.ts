/** The title page's first paint the page server puts before the app's root (see the README). */
const PREVIEW_ID = 'first-screen-preview';

/** Marks a page's loading state: while one is shown, the server's first paint stays instead. */
export const PAGE_LOADING_ATTRIBUTE = 'data-page-loading';

/**
 * Removes the server's first paint, which shows the app's root in its place, with the first commit
 * that renders the page past its loading states (or anything else: an error, another page). It
 * runs before that frame paints, so the page goes from its first paint to its content at once.
 */
export function replacePreviewWhenPageShows(root: HTMLElement): void {
  const preview = document.getElementById(PREVIEW_ID);
  if (!preview) return;
  const observer = new MutationObserver(() => {
    if (!root.hasChildNodes() || root.querySelector(`[${PAGE_LOADING_ATTRIBUTE}]`)) return;
    observer.disconnect();
    preview.remove();
  });
  observer.observe(root, {
    childList: true,
    subtree: true,
    attributeFilter: [PAGE_LOADING_ATTRIBUTE],
  });
}
