import { accessibilityViolations, expect, test } from '../support/fixtures.js';
import { hold } from '../support/first-paint.js';
import { SEARCH_LABEL } from '../support/search-box.js';

test('Discover: sections, shortcuts that set the filter and the URL, and results', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/discover?subscriptions=hulu');
  const main = page.locator('[data-remote="mf_discovery"]');
  await expect(main.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Hulu', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  for (const title of ['Top Searched', 'Popular Movies', 'Popular TV Shows', 'Trending Movies']) {
    await expect(main.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(
    main.getByRole('region', { name: 'Popular Movies' }).getByRole('link').first(),
  ).toBeVisible();
  expect(await main.getByRole('region', { name: 'Popular Movies' }).getByRole('link').count()).toBe(
    5,
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  await main.getByRole('button', { name: 'Netflix', exact: true }).click();
  await expect(page).toHaveURL(/\/discover\?subscriptions=netflix$/);
  await expect(main.getByRole('button', { name: 'Netflix', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(main.getByRole('button', { name: 'Hulu', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  await main.getByText('TV Shows', { exact: true }).click();
  await expect(main.getByRole('heading', { name: 'Popular Movies' })).toBeHidden();
  await expect(main.getByRole('heading', { name: 'Popular TV Shows' })).toBeVisible();

  const search = main.getByRole('combobox', { name: SEARCH_LABEL });
  await main.getByRole('button', { name: 'Netflix', exact: true }).click();
  await main.getByText('TV Shows', { exact: true }).click();
  await search.fill('star trek');
  await search.press('Enter');
  await expect(main.getByRole('heading', { name: /^\d+ Results( so far)?$/ })).toBeVisible();
  // The catalog's order (the one home shows) until another is chosen.
  await main.getByRole('button', { name: 'Sort by Relevance' }).click();
  await main.getByText('Release Date').click();
  await expect(main.getByRole('button', { name: 'Sort by Release Date' })).toBeVisible();
  const years = await main
    .getByRole('region', { name: /Results$/ })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => Number(/(\d{4}) ·/.exec(link.textContent!)?.[1])));
  expect(years).toEqual([...years].sort((a, b) => b - a));
  expect(consoleErrors).toEqual([]);
});

test('Discover on a phone: 4 shortcuts, 4 items a grid, no region picker', async ({
  page,
  consoleErrors,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/discover');
  const main = page.locator('[data-remote="mf_discovery"]');
  const shortcuts = main.getByRole('list', { name: 'Streaming services' }).getByRole('button');
  await expect(shortcuts.first()).toBeVisible();
  expect(await shortcuts.filter({ visible: true }).count()).toBe(4);
  await expect(main.getByRole('button', { name: /region/ })).toBeHidden();
  const movies = main.getByRole('region', { name: 'Popular Movies' }).getByRole('link');
  await expect(movies.first()).toBeVisible();
  expect(await movies.filter({ visible: true }).count()).toBe(4);
  expect(consoleErrors).toEqual([]);
});

test("a loading row's placeholders shimmer on the compositor, not by repainting the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await hold(page, /\/3\/movie\/popular\?/);
  await page.goto('/discover');
  const popular = page.getByRole('region', { name: 'Popular Movies' });
  await expect(popular.getByRole('heading', { name: 'Popular Movies' })).toBeVisible();
  // Each shine (a placeholder's ::after) animates `transform` alone: a compositor animation, no
  // style or paint per frame.
  const animated = await page.evaluate(() =>
    document
      .getAnimations()
      .filter(
        (animation) =>
          animation.effect instanceof KeyframeEffect &&
          animation.effect.pseudoElement === '::after',
      )
      .map((animation) => {
        const effect = animation.effect as KeyframeEffect;
        const properties = effect
          .getKeyframes()
          .flatMap((frame) => Object.keys(frame))
          .filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key));
        return [...new Set(properties)].join(',');
      }),
  );
  expect(animated.length).toBeGreaterThan(5);
  expect(new Set(animated)).toEqual(new Set(['transform']));
});
