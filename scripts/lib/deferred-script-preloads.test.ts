import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFERRED_SCRIPTS_ID } from './deferred-script-preloads.js';
import { renderShellHtml, type ShellHead } from './shell-html.js';

// The shape html-webpack-plugin's minifier gives the shell's index.html, with its start-up preloads.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>WatchWhere</title>' +
  '<script defer src=/main.1a99837c.js fetchpriority=high></script>' +
  '<link rel=preload as=script href=/192.5b4fe30d.js><link rel=preload as=script href=/shared-libraries.4bd988c3.js>' +
  '</head><body><div id=root></div></body></html>';

const HEAD: ShellHead = {
  title: 'WatchWhere',
  description: 'Find where to watch.',
  links: [
    { rel: 'preconnect', href: 'https://api.watch.example' },
    {
      rel: 'preload',
      href: 'https://discovery.watch.example/mf-manifest.json',
      as: 'fetch',
      crossorigin: 'anonymous',
    },
    { rel: 'preload', href: 'https://discovery.watch.example/remoteEntry.js', as: 'script' },
    {
      rel: 'preload',
      href: 'https://api.watch.example/catalog/3/movie/popular?page=1',
      as: 'fetch',
      crossorigin: 'anonymous',
    },
  ],
};

const HELD_BACK = [
  '/192.5b4fe30d.js',
  '/shared-libraries.4bd988c3.js',
  'https://discovery.watch.example/remoteEntry.js',
];

const linkTags = (html: string) => html.match(/<link\s[^>]*>/g) ?? [];
const scriptPreloads = (html: string) =>
  linkTags(html).filter((tag) => /\bas="?script\b/.test(tag));
function heldBack(html: string): unknown {
  const block = new RegExp(
    `<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">(.*?)</script>`,
  ).exec(html);
  return block ? JSON.parse(block[1]!) : undefined;
}

test('with a first screen on every screen (a title page), no script is preloaded before it; the shell gets the list', () => {
  const html = renderShellHtml(TEMPLATE, {
    ...HEAD,
    firstScreen: { css: '', html: '<div id="first-screen-preview"></div>' },
  });
  assert.deepEqual(scriptPreloads(html), []);
  assert.deepEqual(heldBack(html), HELD_BACK);
  assert.match(
    html,
    /<script defer src=\/main\.1a99837c\.js fetchpriority=high><\/script>/,
    'the entry still loads with the page',
  );
  assert.equal(
    linkTags(html).filter((tag) => /as="fetch"/.test(tag)).length,
    2,
    'the catalog call and the manifest still start with the page',
  );
  assert.ok(linkTags(html).some((tag) => /rel="preconnect"/.test(tag)));
});

test('with a first screen on phones only (a list page), wider screens still preload every script with the page', () => {
  const html = renderShellHtml(TEMPLATE, {
    ...HEAD,
    firstScreen: {
      css: '',
      html: '<div id="first-screen-preview"></div>',
      shownOn: '(max-width:767.98px)',
    },
  });
  assert.deepEqual(heldBack(html), HELD_BACK);
  assert.deepEqual(
    scriptPreloads(html),
    HELD_BACK.map(
      (href) =>
        `<link rel="preload" as="script" href="${href}" media="not all and (max-width:767.98px)">`,
    ),
  );
});

test('without a first screen, every preload stays in the head and there is no list', () => {
  const html = renderShellHtml(TEMPLATE, HEAD);
  assert.equal(heldBack(html), undefined);
  assert.equal(scriptPreloads(html).length, 3);
});
