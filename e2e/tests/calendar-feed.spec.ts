import ICAL from 'ical.js';
import { startAsNewMember } from '../support/accounts.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

test('a member subscribes to their calendar feed and can replace its link', async ({
  page,
  consoleErrors,
}) => {
  await startAsNewMember(page, 'calendar');
  await page.goto('/account?tab=notifications');
  const field = page.getByRole('textbox', { name: 'Calendar feed' });
  await expect(field).toHaveValue(/\/calendar-feed\/[0-9a-f]{64}\.ics$/);
  const url = await field.inputValue();
  await expect(page.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  expect(await accessibilityViolations(page)).toEqual([]);

  const feed = await page.request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  expect(calendar.name).toBe('vcalendar');

  await page.getByRole('button', { name: 'Make a new link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Make a new link' }).click();
  await expect(field).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await field.inputValue())).status()).toBe(200);
  expect(consoleErrors).toEqual([]);
});
