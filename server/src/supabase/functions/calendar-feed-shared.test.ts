// The calendar feed's shared modules' own tests (supabase/functions/_shared/*.test.ts, written
// for `deno test`), run under Node as well: the local backend imports the same modules, with
// Node's Intl and its resolution of ical-generator.
import { test } from 'node:test';

const denoShim = {
  test: (name: string, fn: () => void | Promise<void>) => test(name, fn),
};
Object.assign(globalThis, { Deno: denoShim });

const shared = new URL('../../../../supabase/functions/_shared/', import.meta.url);
// A computed specifier: tsc does not type-check these Deno-typed files for Node.
for (const file of [
  'calendar-feed.test.ts',
  'calendar-feed-url.test.ts',
  'calendar-messages.test.ts',
  'plan-reminders.test.ts',
  'watchlist-changes.test.ts',
]) {
  await import(new URL(file, shared).href);
}
