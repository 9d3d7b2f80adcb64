import { expect, type Page } from '@playwright/test';

/** Holds the requests `url` matches until the returned function is called. */
export async function hold(page: Page, url: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * The page's layout shifts (summed) and its largest-paint candidates so far: an image's URL, or
 * "text".
 */
export const paintEntries = (page: Page) =>
  page.evaluate(async () => {
    const entries = (type: string) =>
      new Promise<PerformanceEntry[]>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          observer.disconnect();
          resolve(list.getEntries());
        });
        observer.observe({ type, buffered: true });
        setTimeout(() => resolve([]), 500);
      });
    const shifts = (await entries('layout-shift')) as (PerformanceEntry & { value: number })[];
    const paints = (await entries('largest-contentful-paint')) as (PerformanceEntry & {
      url: string;
    })[];
    return {
      shift: shifts.reduce((sum, entry) => sum + entry.value, 0),
      largestPaints: paints.map((entry) => entry.url || 'text'),
    };
  });

/** The parts a first paint and the app both show, by name: [first paint selector, app selector]. */
export type PaintedParts = Record<string, readonly [string, string]>;

/** Each part's box (rounded to a pixel) and, for images, what they show. */
export async function layoutOf(page: Page, parts: PaintedParts, side: 0 | 1) {
  const layout: Record<string, string> = {};
  for (const [name, selectors] of Object.entries(parts)) {
    const part = page.locator(selectors[side]);
    await expect(part, name).toBeVisible();
    const box = (await part.boundingBox())!;
    const src = await part.evaluate((element) => element.getAttribute('src') ?? '');
    layout[name] = [box.x, box.y, box.width, box.height].map(Math.round).join(',') + ` ${src}`;
  }
  return layout;
}

/** Waits until the image `selector` finds has loaded. */
export const imageLoaded = (page: Page, selector: string) =>
  expect
    .poll(() => page.locator(selector).evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
