import { expect, test } from '../support/fixtures.js';

test('a shell that cannot read its config shows the start-up error screen, with the cause', async ({
  page,
  consoleErrors,
}) => {
  // A page served without its inline copy of the config, and a config file that fails.
  await page.route(
    (url) => url.pathname === '/discover',
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script type="application\/json" id="watchwhere-config">[^<]*<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    },
  );
  await page.route('**/config.json', (route) => route.fulfill({ status: 503, body: '' }));

  await page.goto('/discover');

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await page.getByText('Error details').click();
  await expect(page.getByText('/config.json answered 503')).toBeVisible();
  expect(consoleErrors.join('\n')).toContain('WatchWhere could not start');
});
