import type { Page } from '@playwright/test';

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
