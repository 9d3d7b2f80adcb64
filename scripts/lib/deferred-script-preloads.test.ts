import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFERRED_SCRIPTS_ID } from './deferred-script-preloads.js';
import { renderShellHtml, type ShellHead } from './shell-html.js';

// The shape html-webpack-plugin's minifier gives the shell's index.html, with its start-up preloads.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>WatchWhere</title>' +
  '<script defer src=/main.1a99837c.js fetchpriority=high></script>' +
  '<link rel=preload as=script href=/192.5b4fe30d.js><link rel=preload as=script href="/shared-libraries.4bd988c3.js?v=1&amp;x=2">' +
  '</head><body><div id=root></div></body></html>';

const REMOTE = 'https://discovery.watch.example';

const HEAD: ShellHead = {
  title: 'WatchWhere',
  description: 'Find where to watch.',
  links: [
    { rel: 'preconnect', href: 'https://api.watch.example' },
    { rel: 'preload', href: `${REMOTE}/mf-manifest.json`, as: 'fetch', crossorigin: 'anonymous' },
    { rel: 'preload', href: `${REMOTE}/remoteEntry.js`, as: 'script' },
    { rel: 'preload', href: `${REMOTE}/page.js`, as: 'script' },
    {
      rel: 'preload',
      href: 'https://api.watch.example/catalog/3/movie/popular?page=1',
      as: 'fetch',
      crossorigin: 'anonymous',
    },
  ],
};
const PAINTED: ShellHead = {
  ...HEAD,
  firstScreen: { css: '', html: '<div id="first-screen-preview"></div>' },
};

const WIDE_SCREENS = 'media="not all and (max-width:767.98px)"';

const linkTags = (html: string) => html.match(/<link\s[^>]*>/g) ?? [];
const scriptPreloads = (html: string) =>
  linkTags(html).filter((tag) => /\bas="?script\b/.test(tag));
function heldBack(html: string): unknown {
  const block = new RegExp(
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">(.*?)</script>`,
  ).exec(html);
  return block ? JSON.parse(block[1]!) : undefined;
}

test('with a first screen, phones get the script list instead of preloads; wider screens keep them in place', () => {
  const html = renderShellHtml(TEMPLATE, PAINTED);
  assert.deepEqual(heldBack(html), {
    media: '(max-width:767.98px)',
    scripts: [
      '/192.5b4fe30d.js',
      '/shared-libraries.4bd988c3.js?v=1&x=2',
      `${REMOTE}/remoteEntry.js`,
      `${REMOTE}/page.js`,
    ],
  });
  assert.deepEqual(scriptPreloads(html), [
    `<link rel="preload" href="${REMOTE}/remoteEntry.js" as="script" ${WIDE_SCREENS}>`,
    `<link rel="preload" href="${REMOTE}/page.js" as="script" ${WIDE_SCREENS}>`,
    `<link rel=preload as=script href=/192.5b4fe30d.js ${WIDE_SCREENS}>`,
    `<link rel=preload as=script href="/shared-libraries.4bd988c3.js?v=1&amp;x=2" ${WIDE_SCREENS}>`,
  ]);
  assert.match(
    html,
    /<script defer src=\/main\.1a99837c\.js fetchpriority=high><\/script><link rel=preload as=script href=\/192/,
    'the entry still loads with the page, ahead of the chunks',
  );
  const fetches = linkTags(html).filter((tag) => /as="fetch"/.test(tag));
  assert.equal(fetches.length, 2, 'the catalog call and the manifest still start with the page');
  assert.ok(fetches.every((tag) => !tag.includes('media=')));
});

test("with a first screen, the remote scripts' origin gets a connection of its own, once", () => {
  const preconnects = linkTags(renderShellHtml(TEMPLATE, PAINTED)).filter((tag) =>
    tag.includes('rel="preconnect"'),
  );
  assert.deepEqual(preconnects, [
    '<link rel="preconnect" href="https://api.watch.example">',
    `<link rel="preconnect" href="${REMOTE}">`,
  ]);
});

test('a preload with crossorigin, integrity or its own media is left as it is', () => {
  const template = TEMPLATE.replace(
    '</head>',
    '<link rel=preload as=script href=/a.js crossorigin><link rel=preload as=script href=/b.js integrity=sha384-x></head>',
  );
  const html = renderShellHtml(template, {
    ...PAINTED,
    links: [{ rel: 'preload', href: `${REMOTE}/c.js`, as: 'script', crossorigin: 'anonymous' }],
  });
  assert.ok(html.includes('<link rel=preload as=script href=/a.js crossorigin>'));
  assert.ok(html.includes('<link rel=preload as=script href=/b.js integrity=sha384-x>'));
  assert.ok(
    html.includes(`<link rel="preload" href="${REMOTE}/c.js" as="script" crossorigin="anonymous">`),
  );
  const { scripts } = heldBack(html) as { scripts: string[] };
  assert.deepEqual(scripts, ['/192.5b4fe30d.js', '/shared-libraries.4bd988c3.js?v=1&x=2']);
});

test('without a first screen, every preload stays as it is and there is no list', () => {
  const html = renderShellHtml(TEMPLATE, HEAD);
  assert.equal(heldBack(html), undefined);
  assert.equal(scriptPreloads(html).length, 4);
  assert.ok(scriptPreloads(html).every((tag) => !tag.includes('media=')));
});
