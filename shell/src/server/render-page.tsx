import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType, ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { matchPath, StaticRouter } from 'react-router';
import {
  catalogApi,
  everyQueryAnswered,
  getRuntimeConfig,
  loadAllMessages,
  localeChanged,
  localizedPath,
  APP_LOCALES,
  splitLocalePath,
  makeStore,
  pageCodeLeftToBrowser,
  RenderedPageContext,
  settledState,
  settleRunningQueries,
  type AppStore,
  type LanguageRedirect,
  type LeftToBrowserReason,
  type PageRender,
  type RenderedPage,
  type RenderPageInput,
} from 'shared-core';
import { ServerStyleSheet } from 'styled-components';
import { App } from '../app/app';
import { documentTitleFor } from '../lib/use-document-title';
import { LEFT_TO_BROWSER_DIGEST } from '../app/left-to-browser';
import { SERVER_STATE_ID } from '../app/server-state';
import { ROUTE_PAGES, routePageFor, type RoutePage } from '../app/route-pages';
import { loadedPage, startPageLoad } from '../features/remotes/utils/page-loads';
import { collectStream, RENDER_TIMED_OUT } from './collect-stream';
import { siteDescriptionIn } from './site-description';
import { applyVisitor, languageRedirect, visitorOf } from './visitor-state';

/** Equal for two requests whose pages render the same: the URL and what the render reads of the visitor. */
/**
 * A request's URL as this site's: its path is always a path here, even when it starts with `//`
 * (which `new URL(url, base)` would read as another host), with `.` and `..` resolved.
 */
const pageLocation = (url: string) =>
  new URL(`http://page.invalid${url.startsWith('/') ? '' : '/'}${url}`);

/**
 * The one spelling of a path: repeated slashes (`//evil.example` is another site to a browser) and
 * a trailing slash dropped. Any other spelling moves there for good before anything renders.
 */
const plainPath = (pathname: string) => pathname.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

export function pageCacheKey({ url, ...headers }: Omit<RenderPageInput, 'budgetMs'>): string {
  const { pickedLanguage, browserLanguage, ...visitor } = visitorOf(headers);
  // The visitor's languages only decide where an English URL redirects to. (The pseudo-locale's
  // prefix is read as one either way: the URL, in the key too, says whether it is served.)
  const { locale } = splitLocalePath(pageLocation(url).pathname, true);
  const redirect = languageRedirect({ ...visitor, pickedLanguage, browserLanguage }, locale);
  return JSON.stringify([url, visitor, redirect]);
}

/**
 * Registers the release set's remotes (each name with its server entry's URL) and starts loading
 * every route's page code, so that the first visitor of each route does not wait for its own
 * (a cold /discover took 470 ms, then 30). Once per set.
 */
export function registerServerRemotes(remotes: Record<string, string>): void {
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
  for (const route of ROUTE_PAGES) startPageLoad(route.page);
}

const routerAt =
  (url: string): ComponentType<{ children: ReactNode; basename?: string }> =>
  ({ children, basename }) => (
    <StaticRouter location={url} basename={basename}>
      {children}
    </StaticRouter>
  );

/** The same page's path in every language: what `hreflang` links name. */
const alternatesOf = (path: string) =>
  Object.fromEntries(APP_LOCALES.map((locale) => [locale, localizedPath(locale, path)]));

/** Settles as `promise` does, or with undefined after `ms`; rejects once `signal` aborts. */
const within = <Value,>(promise: Promise<Value>, ms: number, signal: AbortSignal) =>
  Promise.race([
    promise,
    new Promise<undefined>((resolve) => setTimeout(resolve, ms)),
    new Promise<never>((_, reject) => {
      signal.throwIfAborted();
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    }),
  ]);

/** A route's parameters as the page reads them (`useParams` decodes them): `603%20` → `603 `. */
const decodedParams = (params: Record<string, string | undefined>) =>
  Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      try {
        return [name, value === undefined ? value : decodeURIComponent(value)];
      } catch {
        return [name, value];
      }
    }),
  );

/**
 * Loads the route's page and the data its first render reads (a remote page's route-data
 * contract), for at most `budgetMs`: code or a query slower than that is left to the browser.
 * Resolves with what kept it from being whole, if anything.
 */
async function loadRoute(
  store: AppStore,
  route: RoutePage,
  path: string,
  url: URL,
  budgetMs: number,
  signal: AbortSignal,
): Promise<LeftToBrowserReason | undefined> {
  const loading = startPageLoad(route.page).then(
    async (module) => {
      module.loadRouteData?.({
        dispatch: store.dispatch,
        params: decodedParams(matchPath(route.path, path)?.params ?? {}),
        searchParams: url.searchParams,
      });
      await settleRunningQueries(store.dispatch);
      return 'loaded' as const;
    },
    () => 'remote_unavailable' as const,
  );
  const outcome = await within(loading, budgetMs, signal);
  if (outcome === 'loaded') return undefined;
  return outcome ?? 'budget_spent';
}

/**
 * Holds the first paint until the page's markup has been parsed, up to the state block after it:
 * a paint of a half-parsed page (the parser yields on a busy or slow device) lays out a header or
 * a card without its later parts, which then move as they arrive. The page is sent whole, so the
 * wait is only the parse.
 */
const PAINT_AFTER_MARKUP = `<link rel="expect" href="#${SERVER_STATE_ID}" blocking="render">`;

/** What is left of a render's budget, in milliseconds. */
const remaining = (started: number, budgetMs: number) =>
  Math.max(budgetMs - (Date.now() - started), 0);

const isTimeout = (error: unknown) => error instanceof Error && error.message === RENDER_TIMED_OUT;

const logged = new Set<string>();

/** A part of a page that failed to render on the server (the browser renders it): said once. */
function logOnce(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  if (logged.has(message) || isTimeout(error)) return;
  // Bounded, whatever the messages: junk URLs must not grow the worker.
  if (logged.size >= 100) logged.clear();
  logged.add(message);
  console.error('Server render: a part of the page is left to the browser:', error);
}

/**
 * Renders one page of the composed app: the shell's layout and the route's remote page. Stops (and
 * rejects) once `signal` aborts: the visitor has gone.
 */
export async function renderPage(
  { url, budgetMs, ...headers }: RenderPageInput,
  signal: AbortSignal,
): Promise<PageRender | LanguageRedirect> {
  const started = Date.now();
  const location = pageLocation(url);
  const plain = plainPath(location.pathname);
  if (plain !== url.split('?')[0]) {
    return { redirect: { location: plain + location.search, permanent: true } };
  }
  const { locale, path, canonical } = splitLocalePath(
    location.pathname,
    getRuntimeConfig().pseudoLocale,
  );
  if (canonical) return { redirect: { location: canonical + location.search, permanent: true } };
  const visitor = visitorOf(headers);
  const preferred = languageRedirect(visitor, locale);
  if (preferred) {
    return {
      redirect: { location: localizedPath(preferred, path) + location.search, permanent: false },
    };
  }
  const store = makeStore();
  store.dispatch(localeChanged(locale));
  applyVisitor(store.dispatch, visitor, locale);
  const route = routePageFor(path);
  // The first thing that kept the page from being whole, if any.
  let leftOut = route ? await loadRoute(store, route, path, location, budgetMs, signal) : undefined;
  const leave = (reason: LeftToBrowserReason) => void (leftOut ??= reason);
  // Every app's words, the route's remote's included (its catalog registered as its code loaded).
  const messagesLoaded = loadAllMessages(locale).then(() => true);
  const wordsInTime = await within(messagesLoaded, remaining(started, budgetMs), signal);
  if (wordsInTime !== true) leave('budget_spent');
  if (route && !loadedPage(route.page.key)) store.dispatch(pageCodeLeftToBrowser(route.page.key));
  const page: RenderedPage = { title: '', head: {} };
  const sheet = new ServerStyleSheet();
  try {
    const html = await collectStream(
      (handlers) =>
        renderToPipeableStream(
          sheet.collectStyles(
            <RenderedPageContext.Provider value={(report) => Object.assign(page, report)}>
              <App store={store} Router={routerAt(url)} />
            </RenderedPageContext.Provider>,
          ),
          handlers,
        ),
      {
        timeoutMs: remaining(started, budgetMs),
        signal,
        onError: (error) => {
          leave(isTimeout(error) ? 'budget_spent' : 'render_error');
          logOnce(error);
          return LEFT_TO_BROWSER_DIGEST;
        },
      },
    );
    // React puts the resource hints it hoists (`<link rel="preload">`) before a fragment's markup.
    const [, hoisted = '', body = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(html) ?? [];
    const state = settledState(store.getState());
    if (!everyQueryAnswered(store.getState())) leave('data_unavailable');
    // The cache's removal timers would keep this request's store alive for minutes (a day for
    // the configuration): the render is done with it.
    store.dispatch(catalogApi.util.resetApiState());
    return {
      html: body,
      headHtml: PAINT_AFTER_MARKUP + hoisted + sheet.getStyleTags(),
      documentTitle: documentTitleFor(page.title),
      state: { id: SERVER_STATE_ID, data: state },
      page: page.redirect ? { ...page, redirect: localizedPath(locale, page.redirect) } : page,
      language: {
        locale,
        alternates: alternatesOf(path),
        description: await siteDescriptionIn(locale),
      },
      remotePage: route?.remote ?? null,
      route: route?.path ?? '(shell)',
      ...(leftOut && { leftToBrowser: { reason: leftOut, remote: route?.remote?.name } }),
      cacheable: !leftOut,
    };
  } finally {
    sheet.seal();
  }
}
