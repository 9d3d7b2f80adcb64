import type { APIRequestContext } from '@playwright/test';
import { APP_LOCALES } from '../../supabase/functions/_shared/app-locales.ts';
import { newAccount } from '../support/accounts.js';
import { accessibilityViolations, expect, test } from '../support/fixtures.js';

// Every page is in a language its URL names: English unprefixed, the others under their prefix.
// The server renders that language (`<html lang>`, hreflang alternates, a canonical URL in it), a
// first visit goes to the browser's language once, and the footer switches the page in place.

const ONBOARDED = 'watchwhere_onboarded=1';

async function get(request: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await request.get(path, {
    headers: { cookie: ONBOARDED, 'accept-language': 'en-US', ...headers },
    maxRedirects: 0,
  });
  return { status: response.status(), headers: response.headers(), html: await response.text() };
}

test('a page in another language names it, its canonical URL in it, and itself in every language', async ({
  request,
}) => {
  const { status, html } = await get(request, '/de/movie/603');
  expect(status).toBe(200);
  expect(html).toMatch(/^<!doctype html><html lang="de">/i);
  expect(html).toContain('<link rel="canonical" href="http://localhost:');
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/de\/movie\/603">/);
  for (const language of APP_LOCALES) {
    expect(html, language).toMatch(
      new RegExp(`<link rel="alternate" hreflang="${language}" href="[^"]+">`),
    );
  }
  expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]+\/movie\/603">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="pt-BR" href="[^"]+\/pt-br\/movie\/603">/);
  // The app's links stay in the language.
  expect(html).toMatch(/href="\/de\/discover"/);
  // A page with no description of its own carries the site's, in its language.
  const discover = await get(request, '/de/discover');
  expect(discover.html).toContain('<meta name="description" content="Finden Sie heraus,');
  expect(html).not.toMatch(/href="\/discover"/);
});

test('other forms of a language move for good; unknown prefixes are not found', async ({
  request,
}) => {
  for (const [from, to] of [
    ['/en/movie/603', '/movie/603'],
    ['/en', '/'],
    ['/DE/discover?genre=28', '/de/discover?genre=28'],
    ['/pt-BR/search', '/pt-br/search'],
    ['/de/', '/de'],
  ]) {
    const { status, headers } = await get(request, from!);
    expect(status, from).toBe(301);
    expect(headers.location, from).toBe(to);
  }
  // Other spellings of a path move to its one spelling, never to another site.
  const site = test.info().project.use.baseURL!.replace(/\/$/, '');
  for (const [from, to] of [
    ['//evil.example/x', '/evil.example/x'],
    ['/en//evil.example/x', '/en/evil.example/x'],
    ['//x/de/movie/603', '/x/de/movie/603'],
    ['/de/movie/603/', '/de/movie/603'],
  ]) {
    const { status, headers } = await get(request, `${site}${from}`);
    expect(status, from).toBe(301);
    expect(headers.location, from).toBe(to);
  }
  expect((await get(request, '/xx/discover')).status).toBe(404);
  expect((await get(request, '/de/no-such-page')).status).toBe(404);
});

test("a first visit goes to the browser's language once; a language picked before wins", async ({
  request,
}) => {
  const japanese = await get(request, '/discover?genre=16', { 'accept-language': 'ja,en;q=0.5' });
  expect(japanese.status).toBe(302);
  expect(japanese.headers.location).toBe('/ja/discover?genre=16');
  expect(japanese.headers.vary).toMatch(/Accept-Language/);
  expect(japanese.headers.vary).toMatch(/Cookie/);
  // Picked English: the English URL stays English.
  const picked = await get(request, '/discover', {
    'accept-language': 'ja',
    cookie: `${ONBOARDED}; watchwhere_language=en`,
  });
  expect(picked.status).toBe(200);
  expect(picked.html).toMatch(/<html lang="en">/);
  // A prefixed URL is never moved.
  expect((await get(request, '/fr/discover', { 'accept-language': 'ja' })).status).toBe(200);
});

test('the footer switches the page you are on to another language, in place, and it is remembered', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/movie/603');
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await languages.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/movie\/603$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  const german = page.getByRole('navigation', { name: 'Sprache' });
  await expect(german.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  // A link of the app stays in German.
  await expect(page.locator('a[href="/de/discover"]').first()).toBeAttached();
  // Back and Forward bring each page's language with it, with no frame where the router and
  // the language disagree (React Router warns of it in the console).
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  // What Back brought back is kept as the switch was: a reload stays in English.
  await page.reload();
  await expect(page).toHaveURL(/\/movie\/603$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goForward();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
  expect(warnings.filter((text) => text.includes('basename'))).toEqual([]);
  // The choice is kept: an English link now opens in German.
  await page.goto('/movie/603');
  await expect(page).toHaveURL(/\/de\/movie\/603$/);
  // Back to English, in place.
  await page
    .getByRole('navigation', { name: 'Sprache' })
    .getByRole('link', { name: 'English' })
    .click();
  await expect(page).toHaveURL(/\/movie\/603$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await accessibilityViolations(page)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("the footer's pages bring their own words: none on home, and a switch on them is in place", async ({
  page,
  consoleErrors,
}) => {
  const catalogs: string[] = [];
  page.on('request', (request) => {
    const file = /\/((?:info-pages-)?lang-[^/]+\.js)$/.exec(request.url())?.[1];
    if (file) catalogs.push(file);
  });
  await page.goto('/ko');
  expect(catalogs.some((file) => file.startsWith('lang-ko-json'))).toBe(true);
  expect(catalogs.filter((file) => file.startsWith('info-pages-'))).toEqual([]);

  await page.getByRole('contentinfo').getByRole('link', { name: '소개', exact: true }).click();
  await expect(page).toHaveURL(/\/ko\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'WatchWhere 소개' })).toBeVisible();
  expect(catalogs.filter((file) => file.startsWith('info-pages-'))).toEqual([
    expect.stringMatching(/^info-pages-lang-ko-json\./),
  ]);

  await page
    .getByRole('navigation', { name: '언어' })
    .getByRole('link', { name: 'Deutsch' })
    .click();
  await expect(page).toHaveURL(/\/de\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Über WatchWhere' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Was es ist' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('every language hydrates its server-rendered page with no error', async ({
  page,
  consoleErrors,
}) => {
  for (const prefix of ['/de', '/fr', '/ja', '/ko', '/pt-br']) {
    await page.goto(`${prefix}/movie/603`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.goto(`${prefix}/discover`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  }
  expect(consoleErrors).toEqual([]);
});

const SPIRITED_AWAY = '/movie/90163367';

test("a title is named, described and classed in the page's language, and found by any of its names", async ({
  page,
  consoleErrors,
}) => {
  await page.goto(SPIRITED_AWAY);
  await expect(page.getByRole('heading', { level: 1, name: 'Spirited Away' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: '日本語' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/ja${SPIRITED_AWAY}$`));
  // The Japanese page never shows the English name again: the catalog is asked anew, in Japanese.
  await expect(page.getByRole('heading', { level: 1, name: '千と千尋の神隠し' })).toBeVisible();
  await expect(page.getByText('Spirited Away', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/^2002年の映画（アドベンチャー、ファンタジー）。/)).toBeVisible();
  await expect(page.getByText('アドベンチャー', { exact: true })).toBeVisible();

  // From a German page, by its Japanese name: found, and named as German visitors know it.
  await page.goto(`/de/?q=${encodeURIComponent('千と千尋')}`);
  const main = page.locator('[data-remote="mf_discovery"]');
  await expect(main.getByRole('link', { name: /Spirited Away/ }).first()).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an account made on a German page is mailed in German, its link back to the German page', async ({
  page,
  consoleErrors,
}) => {
  const account = newAccount('sprache');
  await page.goto('/de/auth');
  await page.getByRole('tab', { name: 'Registrieren' }).click();
  await page.getByLabel('Vollständiger Name').fill(account.fullName);
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByLabel('Passwort bestätigen').fill(account.password);
  await page.getByRole('button', { name: 'Konto erstellen' }).click();
  const mail = async () => {
    const response = await fetch(
      `${process.env.E2E_BACKEND_URL}/inbox/messages?email=${encodeURIComponent(account.email)}`,
    );
    return ((await response.json()) as { messages: { subject: string; link: string }[] })
      .messages[0];
  };
  await expect.poll(async () => (await mail())?.subject).toBe('Bestätigen Sie Ihre Registrierung');
  const link = new URL((await mail())!.link);
  expect(new URL(link.searchParams.get('redirect_to')!).pathname).toBe('/de');
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the home screen, which has no footer, still lists the languages', async ({
    page,
    consoleErrors,
  }) => {
    const url = test.info().project.use.baseURL!;
    await page.context().addCookies([{ name: 'watchwhere_onboarded', value: '1', url }]);
    await page.goto('/de');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const languages = page.getByRole('navigation', { name: 'Sprache' });
    await languages.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    expect(consoleErrors).toEqual([]);
  });
});
