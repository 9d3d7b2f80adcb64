import { startAsNewMember, type Account } from '../support/accounts.js';
import { catalogChanges, runAlertEngine, titlePath } from '../support/alert-engine.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

const backend = () => process.env.E2E_BACKEND_URL!;
const anonKey = () => process.env.E2E_ANON_KEY!;

async function accessToken(account: Account): Promise<string> {
  const response = await fetch(`${backend()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls the REST API as the member, as the app does. */
async function asMember(account: Account, path: string, method: string, body?: unknown) {
  const response = await fetch(`${backend()}/rest/v1/${path}`, {
    method,
    headers: {
      apikey: anonKey(),
      authorization: `Bearer ${await accessToken(account)}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

async function latestMail(email: string) {
  const response = await fetch(`${backend()}/inbox/messages?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as {
    messages: { kind: string; subject: string; body: string | null }[];
  };
  return messages.find((message) => message.kind === 'alerts');
}

test('Notify Me on a title coming to Netflix: the engine run on its day rings the bell, mails, and the mail unsubscribes', async ({
  page,
  consoleErrors,
}) => {
  // The stack's day is 2026-11-23: what does the catalog say reaches Netflix US in the next two weeks?
  const arrivals = (
    await catalogChanges({
      region: 'US',
      from: '2026-11-24',
      to: '2026-12-07',
      with_watch_providers: '8',
    })
  ).filter((change) => change.change === 'arrival' && change.monetization === 'flatrate');
  const asked = arrivals[1]!;
  const dayBefore = new Date(Date.parse(`${asked.date}T00:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  const watchlisted = arrivals.find(
    (change) => change.date === dayBefore && change.id !== asked.id,
  )!;
  expect(watchlisted, 'another title reaches Netflix the day before').toBeTruthy();

  const account = await startAsNewMember(page, 'alerts');
  await asMember(account, 'profiles?select=id', 'PATCH', {
    selected_services: ['netflix'],
    selected_country: 'US',
    onboarding_completed: true,
    email_notifications: true,
    content_available: false,
    weekly_digest: false,
  });
  await asMember(account, 'watchlist', 'POST', {
    media_type: watchlisted.media_type,
    tmdb_id: watchlisted.id,
    title: watchlisted.title,
  });

  await page.goto(titlePath(asked));
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(page.getByRole('button', { name: 'Notifying You', pressed: true })).toBeVisible();

  runAlertEngine(asked.date);

  await page.goto('/');
  const bell = page.getByRole('link', { name: 'Notifications, 1 unread' }).first();
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  const sentence = `${asked.title} is now on Netflix (United States)`;
  await expect(page.getByText(sentence)).toBeVisible();
  await expect(page.getByText(watchlisted.title, { exact: false })).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  await page.getByText(sentence).click();
  await expect(page).toHaveURL(new RegExp(`${titlePath(asked)}$`));
  await expect(
    page.getByRole('link', { name: 'Notifications', exact: true }).first(),
  ).toBeVisible();

  const mail = await latestMail(account.email);
  expect(mail?.subject).toBe(sentence);
  expect(mail?.body).toContain(`${titlePath(asked)}`);
  // The mail's link opens the app's page (mf_account), which asks; its button calls the function.
  const unsubscribe = /Stop these emails: (\S+)/.exec(mail?.body ?? '')?.[1];
  expect(unsubscribe).toBeTruthy();
  expect(new URL(unsubscribe!).pathname).toBe('/unsubscribe');
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/functions/v1/unsubscribe')) calls.push(request.method());
  });
  await page.goto(unsubscribe!);
  const unsubscribePage = page.locator('[data-remote="mf_account"]');
  await expect(
    unsubscribePage.getByRole('heading', { level: 1, name: 'Stop alert emails?' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Unsubscribe · WatchWhere');
  expect(await accessibilityViolations(page)).toEqual([]);
  const [before] = await asMember(account, 'profiles?select=email_notifications', 'GET');
  expect(before, 'opening the link changes nothing').toEqual({ email_notifications: true });

  await unsubscribePage.getByRole('button', { name: 'Turn off alert emails' }).click();
  await expect(
    unsubscribePage.getByRole('heading', { level: 1, name: 'You are unsubscribed' }),
  ).toBeFocused();
  // One cross-origin simple request: no preflight.
  expect(calls).toEqual(['POST']);
  const [after] = await asMember(account, 'profiles?select=email_notifications', 'GET');
  expect(after).toEqual({ email_notifications: false });
  await unsubscribePage.getByRole('link', { name: 'Notification settings' }).click();
  await expect(page).toHaveURL(/\/account\?tab=notifications$/);
  expect(consoleErrors).toEqual([]);
});
