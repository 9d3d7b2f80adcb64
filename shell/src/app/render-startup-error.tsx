import { DEFAULT_LOCALE, splitLocalePath } from 'shared-core';
import { StartupError } from '../features/errors/components/startup-error';
import { loadShellMessages } from './app-intl';
import { announceHydrated } from '../lib/hydrated-event';
import { appRoot } from './app-root';

/**
 * The start-up error screen, in the page's language (the shell's words, loaded on their own: the
 * store did not start); apart from the app's code, so it shows when that code fails too.
 */
export async function renderStartupError(error: unknown): Promise<void> {
  const { locale } = splitLocalePath(window.location.pathname);
  const messages = await loadShellMessages(locale)
    .catch(() => loadShellMessages(DEFAULT_LOCALE))
    .catch(() => ({}));
  appRoot().render(
    <StartupError
      error={error instanceof Error ? error : new Error(String(error))}
      locale={locale}
      messages={messages}
    />,
  );
  // Its buttons answer (what was clicked on the server's page is gone with it).
  announceHydrated();
}
