import type { Page } from '@playwright/test';
import { createConfirmedAccount, newAccount, startSignedIn } from '../support/accounts.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

const backend = () => process.env.E2E_BACKEND_URL!;

interface Session {
  access_token: string;
  user: { id: string };
}

async function signInThroughApi(email: string, password: string): Promise<Session> {
  const response = await fetch(`${backend()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: process.env.E2E_ANON_KEY!, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.ok).toBe(true);
  return (await response.json()) as Session;
}

/** Writes rows through the REST API: as the user (their token) or as the engine (service role). */
async function insertRows(table: string, rows: object[], token: string, apiKey: string) {
  const response = await fetch(`${backend()}/rest/v1/${table}`, {
    method: 'POST',
    headers: {
      apikey: apiKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      prefer: 'return=minimal',
    },
    body: JSON.stringify(rows),
  });
  expect(response.status, await response.text()).toBe(201);
}

/** The catalog's poster of a title, as the engine stores it with an alert. */
async function posterOf(mediaType: 'movie' | 'tv', id: number): Promise<string | null> {
  const response = await fetch(`${backend()}/catalog/3/${mediaType}/${id}`);
  return ((await response.json()) as { poster_path?: string | null }).poster_path ?? null;
}

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

/**
 * A new member who follows The Matrix and Breaking Bad with Notify Me and has four alerts, as the
 * engine would have written them: three unread (newest first) and a read weekly digest.
 */
async function memberWithAlerts(page: Page) {
  const account = newAccount('alerts');
  await createConfirmedAccount(account);
  const session = await signInThroughApi(account.email, account.password);
  await insertRows(
    'notify_requests',
    [
      { media_type: 'tv', tmdb_id: 1396, title: 'Breaking Bad' },
      { media_type: 'movie', tmdb_id: 603, title: 'The Matrix' },
    ],
    session.access_token,
    process.env.E2E_ANON_KEY!,
  );
  const serviceRole = process.env.E2E_SERVICE_ROLE_KEY!;
  const common = {
    user_id: session.user.id,
    provider_id: 8,
    provider_name: 'Netflix',
    region: 'US',
  };
  await insertRows(
    'notifications',
    [
      {
        ...common,
        kind: 'available',
        media_type: 'movie',
        tmdb_id: 603,
        title: 'The Matrix',
        poster_path: await posterOf('movie', 603),
        event_date: '2026-11-22',
        created_at: hoursAgo(1),
      },
      {
        ...common,
        kind: 'new_on_service',
        media_type: 'movie',
        tmdb_id: 27205,
        title: 'Inception',
        poster_path: await posterOf('movie', 27205),
        event_date: '2026-11-21',
        created_at: hoursAgo(2),
      },
      {
        ...common,
        kind: 'leaving_soon',
        media_type: 'tv',
        tmdb_id: 1396,
        title: 'Breaking Bad',
        poster_path: await posterOf('tv', 1396),
        event_date: '2026-12-04',
        created_at: hoursAgo(3),
      },
      {
        user_id: session.user.id,
        kind: 'digest',
        title: 'Your week: 12 new on your services, 3 leaving in the next two weeks',
        region: 'US',
        event_date: '2026-11-16',
        created_at: hoursAgo(100),
        read_at: hoursAgo(90),
      },
    ],
    serviceRole,
    serviceRole,
  );
  await startSignedIn(page, account);
  return account;
}

const bell = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('link', { name });

test('the bell counts unread alerts and the Notifications page opens, clears and manages them', async ({
  page,
  consoleErrors,
}) => {
  await memberWithAlerts(page);
  await page.goto('/discover');

  await expect(bell(page, 'Notifications, 3 unread')).toBeVisible();
  const badge = page.getByRole('banner').getByTestId('unread-badge');
  await expect(badge).toHaveText('3');
  await bell(page, 'Notifications, 3 unread').click();

  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page).toHaveTitle('Notifications · WatchWhere');
  const alerts = page.getByRole('region', { name: 'Alerts' }).getByRole('listitem');
  await expect(alerts).toHaveCount(4);
  await expect(alerts.nth(0)).toContainText('The Matrix is now on Netflix (United States)');
  await expect(alerts.nth(1)).toContainText('New on Netflix (United States): Inception');
  await expect(alerts.nth(2)).toContainText(
    'Breaking Bad leaves Netflix (United States) on December 4, 2026',
  );
  await expect(alerts.nth(3)).toContainText(
    'Your week: 12 new on your services, 3 leaving in the next two weeks',
  );
  const watching = page.getByRole('region', { name: 'Watching' });
  await expect(watching.getByRole('link', { name: 'The Matrix' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Opening an alert marks it read and lands on its title.
  await alerts.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/\/movie\/603$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  await expect(bell(page, 'Notifications, 2 unread')).toBeVisible();

  // Mark all as read clears the badge.
  await bell(page, 'Notifications, 2 unread').click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page, 'Notifications')).toBeVisible();
  await expect(badge).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // Removing a watched title says so and holds after a reload.
  await watching.getByRole('button', { name: 'Stop watching The Matrix' }).click();
  await expect(page.getByText('You won\'t be notified about "The Matrix"')).toBeVisible();
  await expect(watching.getByRole('link', { name: 'The Matrix' })).toHaveCount(0);
  await page.reload();
  await expect(watching.getByRole('link', { name: 'Breaking Bad' })).toBeVisible();
  await expect(watching.getByRole('link', { name: 'The Matrix' })).toHaveCount(0);
  await expect(bell(page, 'Notifications')).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the phone top bar carries the bell with its count', async ({ page, consoleErrors }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await memberWithAlerts(page);
  await page.goto('/discover');
  await expect(bell(page, 'Notifications, 3 unread')).toBeVisible();
  await bell(page, 'Notifications, 3 unread').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('a signed-out visitor is asked to sign in and comes back', async ({ page }) => {
  await page.goto('/notifications');
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/auth?redirect=notifications',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: /^Notifications/ })).toHaveCount(
    0,
  );
});
