import type { Page } from '@playwright/test';
import { startAsNewMember } from '../support/accounts.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

// The stack's catalog answers as of 2026-11-23: "new" is 17–23 Nov, "leaving soon" 24 Nov – 7 Dec.
// Titles come from the offline catalog's rolling calendar on that day.

const main = (page: Page) => page.locator('[data-remote="mf_discovery"]');
const row = (page: Page, name: string) => main(page).getByRole('region', { name });
const cards = (page: Page, name: string) => row(page, name).getByRole('link');
/** The rows are the page's last: they load as the visitor scrolls down to them. */
const scrollToTheEnd = async (page: Page) => {
  await expect(row(page, 'Leaving soon')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
};

test("a guest's home: new on and leaving the US's biggest services, service and day on each card", async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await scrollToTheEnd(page);
  const arrivals = row(page, 'New on your services');
  await expect(arrivals.getByText('Top services (United States)')).toBeVisible();
  // The most popular arrival of the week leads, though it came mid-week; a rental never shows.
  await expect(cards(page, 'New on your services').first()).toHaveText(
    /Mission: Impossible.*Amazon Prime Video · Added Nov 20$/,
  );
  await expect(cards(page, 'New on your services')).toHaveCount(5);
  const notes = await cards(page, 'New on your services').evaluateAll((links) =>
    links.map((link) => / · Added Nov (\d+)$/.exec(link.textContent ?? '')?.[1]),
  );
  for (const day of notes) expect(Number(day)).toBeGreaterThanOrEqual(17);
  for (const day of notes) expect(Number(day)).toBeLessThanOrEqual(23);

  await expect(cards(page, 'Leaving soon')).toHaveCount(5);
  await expect(cards(page, 'Leaving soon').first()).toHaveText(/ · Leaves (Nov|Dec) \d+$/);

  await cards(page, 'New on your services').first().click();
  await expect(page).toHaveURL(/\/movie\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mission: Impossible' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a member with Netflix in the US sees Netflix only, on home and on Discover, and axe is clean', async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    localStorage.setItem('selectedCountry', JSON.stringify('US'));
    localStorage.setItem('selectedServices', JSON.stringify(['netflix']));
  });
  await startAsNewMember(page, 'changes');
  await page.goto('/');
  await scrollToTheEnd(page);
  await expect(
    row(page, 'New on your services').getByText('Netflix (United States)'),
  ).toBeVisible();
  await expect(cards(page, 'New on your services').first()).toHaveText(
    /Man on Fire.*Netflix · Added Nov 18$/,
  );
  // The two rows load apart: both are counted once each has its five cards.
  const changes = main(page)
    .getByRole('region', { name: /New on your services|Leaving soon/ })
    .getByRole('link');
  await expect(changes).toHaveCount(10);
  const services = await changes.evaluateAll((links) =>
    links.map((link) => /([^·]+) · (Added|Leaves)/.exec(link.textContent!)?.[1]),
  );
  for (const service of services) expect(service).toMatch(/Netflix$/);
  // The soonest of the five most popular departures comes first.
  await expect(cards(page, 'Leaving soon').first()).toHaveText(/Cop Out.*Netflix · Leaves Nov 26$/);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.goto('/discover');
  await scrollToTheEnd(page);
  await expect(cards(page, 'New on your services').first()).toHaveText(
    /Man on Fire.*Netflix · Added Nov 18$/,
  );
  await expect(cards(page, 'Leaving soon').first()).toHaveText(/Netflix · Leaves Nov 26$/);
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('on a phone each row shows four cards', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await scrollToTheEnd(page);
  await expect(cards(page, 'New on your services').first()).toBeVisible();
  await expect(cards(page, 'New on your services').locator('visible=true')).toHaveCount(4);
  await expect(cards(page, 'Leaving soon').locator('visible=true')).toHaveCount(4);
  expect(consoleErrors).toEqual([]);
});

/** A 390×844 phone, and the URL of every request for the rows' data from here on. */
async function onAPhoneRecordingChangeCalls(page: Page): Promise<string[]> {
  await page.setViewportSize({ width: 390, height: 844 });
  const changeCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/ww\/(today|changes)/.test(request.url())) changeCalls.push(request.url());
  });
  return changeCalls;
}

/** The page's first cards are shown and nothing more is on its way. */
async function firstScreenSettled(page: Page, networkQuiet: () => Promise<void>) {
  await expect(main(page).locator('a[href^="/movie/"]').first()).toBeVisible();
  await networkQuiet();
}

test('on a phone the rows are asked for only once the visitor scrolls, on Discover and home', async ({
  page,
  consoleErrors,
  networkQuiet,
}) => {
  const changeCalls = await onAPhoneRecordingChangeCalls(page);
  for (const path of ['/discover', '/']) {
    await page.goto(path);
    await firstScreenSettled(page, networkQuiet);
    // Below the first screen: in place, still loading, and nothing asked for.
    await expect(row(page, 'Leaving soon')).toHaveAttribute('aria-busy', 'true');
    expect(changeCalls).toEqual([]);

    // A small scroll, nowhere near the rows yet: they load on the way.
    await page.mouse.wheel(0, 120);
    await expect(cards(page, 'New on your services').first()).toBeAttached();
    await expect(cards(page, 'Leaving soon').first()).toBeAttached();
    expect(changeCalls.filter((url) => url.includes('/ww/today'))).toHaveLength(1);
    changeCalls.length = 0;
  }
  expect(consoleErrors).toEqual([]);
});

test('on a phone, arriving on Discover from a scrolled page asks for no rows until the visitor tabs', async ({
  page,
  consoleErrors,
  networkQuiet,
}) => {
  const changeCalls = await onAPhoneRecordingChangeCalls(page);
  await page.goto('/movie/603');
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  await page.mouse.wheel(0, 900);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Discover' }).click();
  await firstScreenSettled(page, networkQuiet);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(changeCalls).toEqual([]);

  await page.keyboard.press('Tab');
  await expect(cards(page, 'New on your services').first()).toBeAttached();
  expect(consoleErrors).toEqual([]);
});
