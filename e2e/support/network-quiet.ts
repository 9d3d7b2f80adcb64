import type { Page, Request } from '@playwright/test';

/**
 * The page's open requests, counted from its own request events. `quiet()` resolves once none has
 * been open for `quietMs`. It stands in for `waitForLoadState('networkidle')`, which now and then
 * never resolved on a title page opened after another one while no request was open (two workers
 * busy; the page's events showed none open 15 s on).
 */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    async quiet(quietMs = 500): Promise<void> {
      let quietSince = Date.now();
      for (;;) {
        if (open.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await page.waitForTimeout(50);
      }
    },
  };
}
