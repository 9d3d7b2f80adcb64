/** The server's first paint (a title page; home and Discover on a phone), shown before the app. */
const PREVIEW_SELECTOR = '#first-screen-preview';

/**
 * The longest start-up waits for the first paint's images: past it the app starts anyway, and an
 * image still on its way paints when it arrives.
 */
export const FIRST_PAINT_WAIT_MS = 500;

/** Whether the element is laid out: the first paint is hidden on wider screens for list pages. */
const isShown = (element: Element) => element.getClientRects().length > 0;

function settled(image: HTMLImageElement): Promise<void> {
  if (image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/** Resolves after the next frame has been drawn. */
const afterNextFrame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Resolves once the server's first paint, with its images (the page's largest paint: posters or a
 * backdrop), has been drawn, or after `waitMs`; at once when the page has no first paint shown or
 * the tab is hidden (it draws no frames). The app's start-up waits for it on a phone: none of its
 * code is needed for that paint, and fetching and compiling it meanwhile would hold back the images.
 */
export function firstPaintShown(waitMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  const preview = document.querySelector(PREVIEW_SELECTOR);
  if (!preview || !isShown(preview) || document.visibilityState === 'hidden') {
    return Promise.resolve();
  }
  const images = [...preview.querySelectorAll('img')].filter(isShown);
  return new Promise((resolve) => {
    const limit = setTimeout(resolve, waitMs);
    void Promise.all(images.map(settled))
      .then(afterNextFrame)
      .then(() => {
        clearTimeout(limit);
        resolve();
      });
  });
}
