import { use, type ComponentType, type ReactNode } from 'react';
import { IntlProvider, type IntlConfig } from 'react-intl';
import { useAppSelector } from '../../app/hooks';
import { DEFAULT_LOCALE, type DisplayLocale } from './locales';
import { selectLocale } from './locale-slice';
import { loadSharedCoreMessages } from './shared-core-messages';

/** One package's messages in one language, compiled (`lang/<locale>.json` through the build). */
export type Messages = NonNullable<IntlConfig['messages']>;

/** Loads a package's messages in a language: its own chunk of that package's build. */
export type CatalogLoader = (locale: DisplayLocale) => Promise<unknown>;

/** A catalog module's messages (a JSON module imports as `{ default }`). */
const messagesOf = (loaded: unknown): Messages =>
  ((loaded as { default?: Messages }).default ?? loaded) as Messages;

/** Every app's catalog, so a language switch or a hydration can load them all first. */
const catalogs = new Set<Catalog>();

class Catalog {
  private readonly loading = new Map<DisplayLocale, Promise<Messages>>();

  constructor(private readonly loaders: CatalogLoader[]) {}

  /**
   * The messages in a language, loaded once. Once they are, the promise carries them as React's
   * `use()` reads a settled promise (`status`, `value`), so it no longer suspends.
   */
  load(locale: DisplayLocale): Promise<Messages> {
    let loading = this.loading.get(locale);
    if (!loading) {
      const started: Promise<Messages> = Promise.all(
        this.loaders.map((load) => load(locale).then(messagesOf)),
      ).then((parts) => {
        const messages = Object.assign({}, ...parts) as Messages;
        Object.assign(started, { status: 'fulfilled', value: messages });
        return messages;
      });
      // A failed load (a chunk that did not arrive) is asked again next time.
      started.catch(() => this.loading.delete(locale));
      this.loading.set(locale, started);
      loading = started;
    }
    return loading;
  }

  isLoaded(locale: DisplayLocale): boolean {
    return (this.loading.get(locale) as { status?: string } | undefined)?.status === 'fulfilled';
  }
}

/** Loads every app's messages in a language: before hydrating, and before switching to it. */
export const loadAllMessages = (locale: DisplayLocale) =>
  Promise.all([...catalogs].map((catalog) => catalog.load(locale))).then(() => undefined);

/** Whether every app's messages in a language are here: a switch to it can happen at once. */
export const areAllMessagesLoaded = (locale: DisplayLocale) =>
  [...catalogs].every((catalog) => catalog.isLoaded(locale));

/** A missing message shows its English text; anything else is a bug worth seeing in the console. */
function reportIntlError(error: { code?: string }) {
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}

/**
 * An app's own messages, with shared-core's and those of other shared packages it renders (each
 * loader one package's catalog, merged in order): each app, remote or shell, has its own provider, in the one language
 * of the store. The provider suspends while a language's catalog loads; the shell loads them all
 * before hydrating a page and before a language switch, so neither waits.
 */
export function createAppIntl(...loaders: CatalogLoader[]) {
  const catalog = new Catalog([loadSharedCoreMessages, ...loaders]);
  catalogs.add(catalog);

  function AppIntlProvider({ children }: { children: ReactNode }) {
    const locale = useAppSelector(selectLocale);
    // Suspends only while the language's catalogs load (the shell loads them before hydrating and
    // before a switch, so neither waits).
    const messages = use(catalog.load(locale));
    return (
      <IntlProvider
        locale={locale}
        defaultLocale={DEFAULT_LOCALE}
        messages={messages}
        onError={reportIntlError}
      >
        {children}
      </IntlProvider>
    );
  }

  /** A page or part a remote exposes, in the app's messages. */
  function withAppIntl<Props extends object>(Component: ComponentType<Props>) {
    function WithAppIntl(props: Props) {
      return (
        <AppIntlProvider>
          <Component {...props} />
        </AppIntlProvider>
      );
    }
    WithAppIntl.displayName = `WithAppIntl(${Component.displayName ?? Component.name})`;
    return WithAppIntl;
  }

  return {
    AppIntlProvider,
    withAppIntl,
    loadMessages: (locale: DisplayLocale) => catalog.load(locale),
  };
}
