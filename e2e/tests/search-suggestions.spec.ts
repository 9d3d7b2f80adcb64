import { accessibilityViolations, expect, test } from '../support/fixtures.js';

test('type a known title, pick a suggestion, land on its detail page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  const main = page.locator('[data-remote="mf_discovery"]');
  const search = main.getByRole('combobox', { name: 'Search movies and TV shows' });

  await search.fill('i');
  await page.waitForTimeout(600);
  await expect(main.getByRole('option')).toHaveCount(0);

  await search.fill('incep');
  const suggestion = main.getByRole('option', { name: /Inception/ });
  await expect(suggestion).toBeVisible();
  expect(await main.getByRole('option').count()).toBeLessThanOrEqual(12);
  expect(await accessibilityViolations(page)).toEqual([]);

  await search.press('ArrowDown');
  await expect(suggestion).toHaveAttribute('aria-selected', 'true');
  await search.press('Enter');

  await expect(page).toHaveURL(/\/movie\/\d+$/);
  await expect(page.locator('[data-remote="mf_detail"]')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('Escape and an outside click close the suggestions', async ({ page, consoleErrors }) => {
  await page.goto('/');
  const main = page.locator('[data-remote="mf_discovery"]');
  const search = main.getByRole('combobox', { name: 'Search movies and TV shows' });
  await search.fill('star');
  await expect(main.getByRole('listbox')).toBeVisible();
  await search.press('Escape');
  await expect(main.getByRole('listbox')).toBeHidden();

  await search.fill('star t');
  await expect(main.getByRole('listbox')).toBeVisible();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(main.getByRole('listbox')).toBeHidden();
  expect(consoleErrors).toEqual([]);
});

test('suggestions render within 100 ms of the debounce firing (offline catalog)', async ({
  page,
}) => {
  // Record each moment the suggestion list goes from empty to showing options.
  await page.addInitScript(() => {
    const shown: number[] = [];
    (window as unknown as { optionsShownAt: number[] }).optionsShownAt = shown;
    let showing = false;
    new MutationObserver(() => {
      const now = document.querySelector('[role="option"]') !== null;
      if (now && !showing) shown.push(performance.now());
      showing = now;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const main = page.locator('[data-remote="mf_discovery"]');
  const search = main.getByRole('combobox', { name: 'Search movies and TV shows' });
  // The catalog configuration (image base URL) has loaded once the first cards show.
  await expect(
    main.getByRole('region', { name: 'Popular Right Now' }).getByRole('link').first(),
  ).toBeVisible();

  const latencies: number[] = [];
  for (const term of [
    'matrix',
    'godfather',
    'toy story',
    'breaking',
    'friends',
    'alien',
    'batman',
  ]) {
    await search.fill('');
    await expect(main.getByRole('option')).toHaveCount(0);
    // Let the cleared text settle past the debounce, so no earlier list is still on its way.
    await page.waitForTimeout(500);
    await search.fill(term);
    await expect(main.getByRole('option').first()).toBeVisible();
    // From the moment the debounced request starts (resource timing) to options on screen.
    const measure = () =>
      page.evaluate((query) => {
        const request = performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              entry.name.includes('/search/multi') &&
              new URL(entry.name).searchParams.get('query') === query,
          )
          .at(-1);
        const shownAt = (window as unknown as { optionsShownAt: number[] }).optionsShownAt.at(-1);
        return request && shownAt !== undefined ? shownAt - request.startTime : null;
      }, term);
    // The browser files a request's timing entry a moment after its response.
    await expect.poll(measure).not.toBeNull();
    latencies.push((await measure())!);
  }
  latencies.sort((a, b) => a - b);
  const median = latencies[Math.floor(latencies.length / 2)]!;
  console.log(
    `suggestions, request start → options on screen (ms): ${latencies.map((ms) => ms.toFixed(1)).join(', ')}; median ${median.toFixed(1)}`,
  );
  expect(median).toBeLessThan(100);
});
