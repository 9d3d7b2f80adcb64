import type { Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { REPO_ROOT } from 'page-server';

export interface Account {
  email: string;
  password: string;
  fullName: string;
}

const backend = () => process.env.E2E_BACKEND_URL!;
const headers = () => ({ apikey: process.env.E2E_ANON_KEY!, 'content-type': 'application/json' });

/** A unique address per call, so tests never share an account. */
export function newAccount(name = 'viewer'): Account {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${name}-${unique}@example.com`, password: 'popcorn-42', fullName: 'Ada Viewer' };
}

/** The newest link the local inbox holds for `email` (confirmation or recovery). */
export async function latestInboxLink(email: string): Promise<string> {
  const response = await fetch(`${backend()}/inbox/messages?email=${encodeURIComponent(email)}`);
  const { messages } = (await response.json()) as { messages: { link: string }[] };
  if (!messages[0]) throw new Error(`No mail for ${email}`);
  return messages[0].link;
}

/** Registers through the auth API and follows the confirmation link, as a user would by mail. */
export async function createConfirmedAccount(account: Account): Promise<void> {
  const response = await fetch(`${backend()}/auth/v1/signup`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      data: { full_name: account.fullName },
    }),
  });
  if (!response.ok) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  await fetch(await latestInboxLink(account.email), { redirect: 'manual' });
}

/** A password sign-in through the auth API: the session (`access_token`, …) as GoTrue answers it. */
export async function signInThroughApi(account: Account): Promise<{ access_token: string }> {
  const response = await fetch(`${backend()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string };
}

/**
 * Starts the page signed in as `account`: the session supabase-js keeps in browser storage, as it
 * would be after signing in (tests of the sign-in form itself use the form).
 */
export async function startSignedIn(page: Page, account: Account): Promise<void> {
  const session = await signInThroughApi(account);
  const storageKey = `sb-${new URL(backend()).hostname.split('.')[0]}-auth-token`;
  await page.addInitScript(
    ([key, value]) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, value);
    },
    [storageKey, JSON.stringify(session)] as const,
  );
}

/** A new confirmed account (`name` tells the tests' accounts apart), with the page signed in as it. */
export async function startAsNewMember(page: Page, name: string): Promise<Account> {
  const account = newAccount(name);
  await createConfirmedAccount(account);
  await startSignedIn(page, account);
  return account;
}

/** Grants Plus with the backend's own CLI, as an operator would without a payment provider. */
export function grantPlus(email: string): void {
  execFileSync('pnpm', ['--filter', 'server', 'plus', 'grant', email], {
    cwd: REPO_ROOT,
    env: { ...process.env, WATCHWHERE_DATA_DIR: process.env.E2E_DATA_DIR },
    stdio: 'ignore',
  });
}

/** A row of `watchlist` as the app writes it when a title is saved. */
export interface SavedTitle {
  tmdb_id: number;
  media_type: 'movie' | 'tv';
  title: string;
  poster_path: string | null;
  release_year: number | null;
}

/** Saves titles as the user would from a detail page: rows of `watchlist`, through the REST API. */
export async function saveToWatchlist(account: Account, titles: SavedTitle[]): Promise<void> {
  const { access_token } = await signInThroughApi(account);
  const response = await fetch(`${backend()}/rest/v1/watchlist`, {
    method: 'POST',
    headers: { ...headers(), authorization: `Bearer ${access_token}`, prefer: 'return=minimal' },
    body: JSON.stringify(titles),
  });
  if (!response.ok) throw new Error(`Saving failed: ${response.status} ${await response.text()}`);
}
