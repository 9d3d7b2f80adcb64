import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PreviewTitle, TitleLookup } from './share-preview.js';
import type { PageRequest } from './shell-html.js';
import { shellPageHead, type ShellPageContext } from './shell-page-head.js';

const CATALOG = 'https://api.watch.example/catalog';
const runtimeConfig = {
  catalogUrl: CATALOG,
  supabaseUrl: 'https://db.watch.example',
  demoMode: false,
};
const remotes = { mf_detail: 'https://detail.watch.example/mf-manifest.json' };

/** A catalog that knows The Matrix (603), whose backdrop is `backdrop`. */
const lookupWith =
  (backdrop: unknown): TitleLookup =>
  async (key) =>
    key.id === '603'
      ? ({
          key,
          details: { title: 'The Matrix', backdrop_path: backdrop },
          imageBaseUrl: 'https://img.watch.example/t/p/',
        } as PreviewTitle)
      : null;

const NO_POSTERS = { home: null, discover: null };

const context = (overrides: Partial<ShellPageContext> = {}): ShellPageContext => ({
  siteUrl: 'https://watch.example',
  lookup: lookupWith('/bm603.jpg'),
  listPosters: async () => NO_POSTERS,
  readManifest: async () => null,
  runtimeConfig,
  remotes,
  ...overrides,
});

const hrefs = (links: { rel: string; href: string; as?: string }[] | undefined, as: string) =>
  (links ?? []).filter((link) => link.rel === 'preload' && link.as === as).map((link) => link.href);

test('every page carries the runtime config and the remotes list inline', async () => {
  const head = await shellPageHead({ pathname: '/about', search: '', onboarded: true }, context());
  assert.deepEqual(head.dataBlocks, [
    { id: 'watchwhere-config', data: runtimeConfig },
    { id: 'watchwhere-remotes', data: remotes },
  ]);
  assert.deepEqual(
    head.links?.filter((link) => link.rel === 'preconnect'),
    [
      { rel: 'preconnect', href: 'https://api.watch.example', crossorigin: 'anonymous' },
      { rel: 'preconnect', href: 'https://api.watch.example' },
      { rel: 'preconnect', href: 'https://db.watch.example', crossorigin: 'anonymous' },
      { rel: 'preconnect', href: 'https://db.watch.example' },
    ],
  );
  assert.deepEqual(hrefs(head.links, 'fetch'), [], 'a shell page makes no catalog call');
});

test("a title page's details, providers and backdrop start with the HTML", async () => {
  const head = await shellPageHead(
    { pathname: '/movie/603', search: '', onboarded: true },
    context(),
  );
  assert.equal(head.title, 'The Matrix · WatchWhere');
  assert.deepEqual(hrefs(head.links, 'fetch'), [
    `${CATALOG}/3/configuration`,
    `${CATALOG}/3/movie/603?append_to_response=credits%2Cvideos%2Cimages%2Ckeywords%2Crelease_dates`,
    `${CATALOG}/3/movie/603/watch/providers`,
  ]);
  assert.deepEqual(head.links?.at(-1), {
    rel: 'preload',
    href: 'https://img.watch.example/t/p/original/bm603.jpg',
    as: 'image',
    fetchpriority: 'high',
  });
});

test('a title the catalog does not know, or did not answer for, gets no catalog hints', async () => {
  const unknown = await shellPageHead(
    { pathname: '/movie/tv_1396', search: '', onboarded: true },
    context(),
  );
  assert.equal(unknown.title, 'WatchWhere');
  assert.deepEqual(hrefs(unknown.links, 'fetch'), []);
  assert.deepEqual(hrefs(unknown.links, 'image'), []);
  const failed = await shellPageHead(
    { pathname: '/movie/603', search: '', onboarded: true },
    context({ lookup: async () => Promise.reject(new Error('catalog down')) }),
  );
  assert.deepEqual(hrefs(failed.links, 'fetch'), []);
});

test("a TV show's page preloads its own calls", async () => {
  const lookup: TitleLookup = async (key) =>
    ({
      key,
      details: { name: 'Breaking Bad' },
      imageBaseUrl: 'https://img.watch.example/t/p/',
    }) as PreviewTitle;
  const series = await shellPageHead(
    { pathname: '/movie/tv_1396', search: '', onboarded: true },
    context({ lookup }),
  );
  assert.deepEqual(hrefs(series.links, 'fetch'), [
    `${CATALOG}/3/configuration`,
    `${CATALOG}/3/tv/1396?append_to_response=credits%2Cvideos%2Cimages%2Ckeywords%2Ccontent_ratings`,
    `${CATALOG}/3/tv/1396/watch/providers`,
  ]);
  assert.deepEqual(hrefs(series.links, 'image'), [], 'a title without a backdrop has none to name');
});

test('a backdrop path that is not a plain file name is never preloaded', async () => {
  for (const backdrop of [
    '//evil.example/x.jpg',
    'https://evil.example/x.jpg',
    '/a/../b.jpg',
    42,
  ]) {
    const head = await shellPageHead(
      { pathname: '/movie/603', search: '', onboarded: true },
      context({ lookup: lookupWith(backdrop) }),
    );
    assert.deepEqual(hrefs(head.links, 'image'), [], String(backdrop));
  }
});

test("a title page's backdrop is painted from the HTML, where the page shows it", async () => {
  const page = { pathname: '/movie/603', search: '', onboarded: true };
  const head = await shellPageHead(page, context());
  assert.match(
    head.firstScreen?.html ?? '',
    /^<div id="first-screen-preview">.*<img src="https:\/\/img\.watch\.example\/t\/p\/original\/bm603\.jpg" alt=""/,
  );
  assert.match(head.firstScreen?.css ?? '', /#first-screen-preview~#root\{display:none\}/);
  assert.match(
    head.firstScreen?.html ?? '',
    /<p [^>]*role="status">Loading movie details\.\.\.<\/p>/,
  );
  const newcomer = await shellPageHead({ ...page, onboarded: false }, context());
  assert.equal(newcomer.firstScreen, undefined, 'a newcomer is shown /welcome, not the title');
  const withQuery = await shellPageHead({ ...page, search: '?q=neo' }, context());
  assert.equal(withQuery.firstScreen, undefined, 'its queries do not start with the HTML');
});

test('no first paint for a page that is not a known title with a plain backdrop', async () => {
  const pages: [string, Partial<ShellPageContext>][] = [
    ['/', {}],
    ['/discover', {}],
    ['/movie/tv_1396', {}],
    ['/movie/603', { lookup: async () => Promise.reject(new Error('catalog down')) }],
    ['/movie/603', { lookup: lookupWith(undefined) }],
    ['/movie/603', { lookup: lookupWith('//evil.example/x.jpg') }],
  ];
  for (const [pathname, overrides] of pages) {
    const head = await shellPageHead({ pathname, search: '', onboarded: true }, context(overrides));
    assert.equal(head.firstScreen, undefined, pathname);
  }
});

const IMAGES = 'https://img.watch.example/t/p/w500';
const POSTERS = {
  home: [`${IMAGES}/p1.jpg`, `${IMAGES}/p2.jpg`],
  discover: [`${IMAGES}/m1.jpg`, `${IMAGES}/m2.jpg`],
};
const posterUrls = (html: string) => [...html.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]);

for (const [pathname, list, heading] of [
  ['/', 'home', 'Popular Right Now'],
  ['/discover', 'discover', 'Popular Movies'],
] as const) {
  test(`${pathname}: the first screen is painted from the HTML on a phone, with its first posters`, async () => {
    const page = { pathname, search: '', onboarded: true };
    const head = await shellPageHead(page, context({ listPosters: async () => POSTERS }));
    const html = head.firstScreen?.html ?? '';
    assert.match(html, /^<div id="first-screen-preview">/);
    assert.deepEqual(posterUrls(html), POSTERS[list]);
    assert.ok(html.includes(`</svg>${heading}</p>`), heading);
    assert.match(html, /<p [^>]*role="status">Loading WatchWhere\.\.\.<\/p>/);
    assert.match(html, /<div class="fsp-page" aria-hidden="true">/);
    // Wider screens show the app at once.
    assert.match(
      head.firstScreen?.css ?? '',
      /@media not all and \(max-width:767\.98px\)\{#first-screen-preview\{display:none\}#first-screen-preview~#root\{display:block\}\}/,
    );
  });
}

test('a list page whose posters the server could not choose gets no first paint', async () => {
  const only = (list: 'home' | 'discover') => async () => ({
    ...NO_POSTERS,
    [list]: POSTERS[list],
  });
  const home = { pathname: '/', search: '', onboarded: true };
  const discover = { ...home, pathname: '/discover' };
  const paints = async (page: PageRequest, listPosters: ShellPageContext['listPosters']) =>
    posterUrls((await shellPageHead(page, context({ listPosters }))).firstScreen?.html ?? '');
  assert.deepEqual(await paints(home, only('discover')), []);
  assert.deepEqual(await paints(discover, only('home')), []);
  assert.deepEqual(await paints(discover, only('discover')), POSTERS.discover);
  const both = async () => POSTERS;
  assert.deepEqual(await paints({ ...discover, pathname: '/Discover/' }, both), POSTERS.discover);
  // Home's own rows do not come on Discover.
  assert.deepEqual(await paints({ ...discover, ownHomeRows: true }, both), POSTERS.discover);
});

test('no first paint where the first row is not the popular one the server knows', async () => {
  const home = { pathname: '/', search: '', onboarded: true };
  const discover = { ...home, pathname: '/discover' };
  const failing = async () => Promise.reject(new Error('down'));
  const cases: [string, Parameters<typeof shellPageHead>[0], Partial<ShellPageContext>][] = [
    ['a newcomer is shown /welcome', { ...home, onboarded: false }, {}],
    ['a newcomer on Discover', { ...discover, onboarded: false }, {}],
    ['a search', { ...home, search: '?q=neo' }, {}],
    ['a service chosen on Discover', { ...discover, search: '?subscriptions=netflix' }, {}],
    ["the browser's own rows come first", { ...home, ownHomeRows: true }, {}],
    ['another list page', { ...home, pathname: '/library' }, {}],
    ['no posters', home, { listPosters: async () => NO_POSTERS }],
    ['a failing lookup', home, { listPosters: failing }],
    ['a failing lookup on Discover', discover, { listPosters: failing }],
  ];
  let asked = 0;
  for (const [reason, page, overrides] of cases) {
    const head = await shellPageHead(
      page,
      context({
        listPosters: async () => {
          asked += 1;
          return POSTERS;
        },
        ...overrides,
      }),
    );
    assert.equal(head.firstScreen, undefined, reason);
  }
  assert.equal(asked, 0, 'the catalog is asked only for a list page that may be painted');
  const slashes = await shellPageHead(
    { ...home, pathname: '//' },
    context({ listPosters: async () => POSTERS }),
  );
  assert.equal(slashes.firstScreen, undefined, "the shell shows its bars on '//', unlike on '/'");
});

test('home and Discover preload their lists, but not when a query changes the calls', async () => {
  const home = await shellPageHead({ pathname: '/', search: '', onboarded: true }, context());
  assert.deepEqual(hrefs(home.links, 'fetch'), [
    `${CATALOG}/3/configuration`,
    `${CATALOG}/3/movie/popular?page=1`,
    `${CATALOG}/3/tv/popular?page=1`,
  ]);
  const discover = await shellPageHead(
    { pathname: '/discover', search: '', onboarded: true },
    context(),
  );
  assert.equal(hrefs(discover.links, 'fetch').length, 5);
  for (const search of ['?q=matrix', '?genre=18']) {
    const page = await shellPageHead({ pathname: '/discover', search, onboarded: true }, context());
    assert.deepEqual(hrefs(page.links, 'fetch'), [], search);
  }
});

test("calls are preloaded only where the shell starts that page's queries early", async () => {
  const { firstScreenRouteOf } = await import('../../shared-core/src/app/first-screen-route.js');
  const knownTitle: TitleLookup = async (key) => ({ key, details: { title: 'A title' } });
  const expectedCalls = (route: ReturnType<typeof firstScreenRouteOf>) => {
    if (!route) return [];
    if (route.page === 'title') {
      const { id, media_type } = route.title;
      return [`/3/${media_type}/${id}?`, `/3/${media_type}/${id}/watch/providers`];
    }
    return route.page === 'home' ? ['/3/movie/popular?'] : ['/3/trending/all/week'];
  };
  for (const pathname of [
    ...['/', '//', '/DISCOVER/', '/discover//', '/discover/x', '/x/discover', '/x/', '/about'],
    ...['/movie/603', '/Movie/603/', '/movie/tv_1396', '/movie/TV_1396', '/movie/0603'],
    ...['/movie/603//', '/movie/%36%30%33', '/movie/9007199254740993', '/movie//603'],
  ]) {
    const head = await shellPageHead(
      { pathname, search: '', onboarded: true },
      context({ lookup: knownTitle }),
    );
    const calls = hrefs(head.links, 'fetch').map((href) => href.slice(CATALOG.length));
    if (calls.length === 0) continue;
    const route = firstScreenRouteOf(pathname);
    for (const call of expectedCalls(route)) {
      assert.ok(
        calls.some((href) => href.startsWith(call)),
        `${pathname}: ${call}`,
      );
    }
    assert.ok(route, `${pathname} is preloaded, but the shell starts nothing`);
  }
});

test("the preloaded calls are the app's own: shared-core's appends and backdrop size", async () => {
  const { TITLE_DETAILS_APPENDS, BACKDROP_SIZE } = await import('./first-screen-requests.js');
  const app = await import('../../shared-core/src/features/title/api/title-details-appends.js');
  const images = await import('../../shared-core/src/features/content/image-url.js');
  assert.deepEqual(TITLE_DETAILS_APPENDS, app.TITLE_DETAILS_APPENDS);
  assert.equal(BACKDROP_SIZE, images.IMAGE_SIZES.backdrop);
});

test("a newcomer's page preloads /welcome, where the gate sends them, and keeps the link's preview", async () => {
  const onboardingManifest = 'https://onboarding.watch.example/mf-manifest.json';
  const head = await shellPageHead(
    { pathname: '/movie/603', search: '', onboarded: false },
    context({
      remotes: { ...remotes, mf_onboarding: onboardingManifest },
      readManifest: async (url) =>
        url === onboardingManifest
          ? {
              metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
              exposes: [{ name: 'WelcomePage', assets: { js: { sync: ['welcome.js'] } } }],
            }
          : null,
    }),
  );
  assert.equal(head.title, 'The Matrix · WatchWhere');
  assert.deepEqual(hrefs(head.links, 'fetch'), [onboardingManifest]);
  assert.deepEqual(hrefs(head.links, 'script'), [
    'https://onboarding.watch.example/remoteEntry.js',
    'https://onboarding.watch.example/welcome.js',
  ]);
  assert.deepEqual(hrefs(head.links, 'image'), []);
  const openToAll = await shellPageHead(
    { pathname: '/auth/sign-in', search: '', onboarded: false },
    context(),
  );
  assert.deepEqual(hrefs(openToAll.links, 'fetch'), [], '/auth is never gated: its own page');
});

test('a page is preloaded however the router would match its address', async () => {
  for (const pathname of ['/MOVIE/603', '/Movie/603/']) {
    const head = await shellPageHead({ pathname, search: '', onboarded: true }, context());
    assert.equal(hrefs(head.links, 'fetch').length, 3, pathname);
    assert.equal(hrefs(head.links, 'image').length, 1, pathname);
  }
  const discover = await shellPageHead(
    { pathname: '/Discover/', search: '', onboarded: true },
    context(),
  );
  assert.equal(hrefs(discover.links, 'fetch').length, 5);
});
