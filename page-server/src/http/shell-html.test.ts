import assert from 'node:assert/strict';
import { test } from 'node:test';
import { escapeHtml, jsonForScript, renderShellHtml } from './shell-html.js';

// The shape html-webpack-plugin's minifier gives the shell's index.html.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=description content="Find where to watch.">' +
  '<title>WatchWhere</title><style>body{margin:0}</style><script defer src=/main.1a99837c.js></script>' +
  '</head><body><div id=root></div></body></html>';

const HOSTILE = `</script><script>alert("x")</script> & 'quoted' <b>`;

test("the page's title and description replace the template's, before its styles and scripts", () => {
  const html = renderShellHtml(TEMPLATE, { title: 'The Matrix · WatchWhere', description: 'Neo.' });
  assert.equal(
    html,
    '<!doctype html><html lang=en><head><meta charset=utf-8>' +
      '<title>The Matrix · WatchWhere</title><meta name="description" content="Neo.">' +
      '<style>body{margin:0}</style><script defer src=/main.1a99837c.js></script>' +
      '</head><body><div id=root></div></body></html>',
  );
});

test('meta, link, JSON-LD and data blocks follow the title in order', () => {
  const html = renderShellHtml(TEMPLATE, {
    title: 'T',
    description: 'D',
    meta: [
      { property: 'og:title', content: 'T' },
      { name: 'twitter:card', content: 'summary' },
    ],
    links: [
      { rel: 'canonical', href: 'https://watch.example/movie/603' },
      { rel: 'preload', href: '/a.js', as: 'script', crossorigin: 'anonymous' },
    ],
    jsonLd: [{ '@type': 'Movie' }],
    dataBlocks: [{ id: 'ww-config', data: { demoMode: false } }],
  });
  const head = html.slice(html.indexOf('<title>'), html.indexOf('<style>'));
  assert.equal(
    head,
    '<title>T</title><meta name="description" content="D">' +
      '<meta property="og:title" content="T"><meta name="twitter:card" content="summary">' +
      '<link rel="canonical" href="https://watch.example/movie/603">' +
      '<link rel="preload" href="/a.js" as="script" crossorigin="anonymous">' +
      '<script type="application/ld+json">{"@type":"Movie"}</script>' +
      '<script type="application/json" id="ww-config">{"demoMode":false}</script>',
  );
});

test('every inserted text and attribute is escaped: nothing closes a tag, attribute or script', () => {
  const html = renderShellHtml(TEMPLATE, {
    title: HOSTILE,
    description: HOSTILE,
    meta: [{ property: 'og:title', content: HOSTILE }],
    links: [{ rel: 'canonical', href: `https://x/"><script>` }],
    jsonLd: [{ name: HOSTILE }],
    dataBlocks: [{ id: `"><x`, data: HOSTILE }],
  });
  const head = html.slice(html.indexOf('<head>'), html.indexOf('<style>'));
  // Only the two script elements the renderer writes open and close; no other tag appears.
  assert.equal(head.match(/<script/g)?.length, 2);
  assert.equal(head.match(/<\/script>/g)?.length, 2);
  assert.doesNotMatch(head, /<b>|<x|alert\("/);
  assert.equal(head.match(/<meta /g)?.length, 3);
  assert.equal(head.match(/<link /g)?.length, 1);
  assert.match(head, /<title>&lt;\/script&gt;&lt;script&gt;alert\(&quot;x&quot;\)/);
  assert.match(head, /content="&lt;\/script&gt;.* &amp; &#39;quoted&#39; &lt;b&gt;"/);
  // The JSON still parses back to the same value.
  const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1] ?? '';
  assert.deepEqual(JSON.parse(jsonLd), { name: HOSTILE });
});

test('JSON for a script escapes <, >, & and the line separators, and still parses', () => {
  const value = { text: '</script><!-- & \u2028\u2029' };
  const json = jsonForScript(value);
  assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
  assert.deepEqual(JSON.parse(json), value);
  assert.equal(
    escapeHtml(`<a href="x">'&'</a>`),
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
});

test('a template without a title gets the head at its end; one without </head> comes back as it is', () => {
  const bare = '<html><head><meta charset=utf-8></head><body></body></html>';
  assert.equal(
    renderShellHtml(bare, { title: 'T', description: 'D' }),
    '<html><head><meta charset=utf-8><title>T</title><meta name="description" content="D"></head><body></body></html>',
  );
  assert.equal(
    renderShellHtml('<p>no head</p>', { title: 'T', description: 'D' }),
    '<p>no head</p>',
  );
});

test('the description meta of an unminified template is replaced too', () => {
  const pretty =
    '<head>\n<meta\n  name="description"\n  content="Old."\n/>\n<title>Old</title>\n</head><body></body>';
  const html = renderShellHtml(pretty, { title: 'New', description: 'New.' });
  assert.doesNotMatch(html, /Old/);
  assert.equal(html.match(/name="description"/g)?.length, 1);
});

test("a rendered page goes into the app's root, and its styles into the head", () => {
  const head = { title: 'The Matrix · WatchWhere', description: 'Neo.' };
  const html = renderShellHtml(
    '<html><head><title>x</title></head><body><noscript>JS</noscript><div id=root></div></body></html>',
    {
      ...head,
      links: [{ rel: 'preload', href: '/remote.js', as: 'script' }],
      app: {
        headHtml: '<style>.a{}</style>',
        html: '<h1>$& The Matrix</h1>',
        dataBlock: { id: 'state', data: { title: '</script>' } },
      },
    },
  );
  // The render's hints and styles come before the page's other links.
  assert.match(html, /<head>.*<style>\.a\{\}<\/style><link rel="preload" href="\/remote\.js"/);
  // The store's state follows the app's root, out of the head.
  assert.match(
    html,
    /<noscript>JS<\/noscript><div id=root><h1>\$& The Matrix<\/h1><\/div><script type="application\/json" id="state">\{"title":"\\u003c\/script\\u003e"\}<\/script><\/body>/,
  );
  const plain = renderShellHtml(
    '<html><head></head><body><div id="root"></div></body></html>',
    head,
  );
  assert.match(plain, /<body><div id="root"><\/div>/, 'nothing goes in the body without one');
});

test("the page's language is the document's, and alternates name theirs", () => {
  const html = renderShellHtml(TEMPLATE, {
    lang: 'pt-BR',
    title: 'WatchWhere',
    description: 'Onde assistir.',
    links: [{ rel: 'alternate', hreflang: 'de', href: 'https://watch.example/de' }],
  });
  assert.match(html, /^<!doctype html><html lang="pt-BR"><head>/);
  assert.match(html, /<link rel="alternate" hreflang="de" href="https:\/\/watch\.example\/de">/);
  assert.match(renderShellHtml(TEMPLATE, { title: 'x', description: 'y' }), /<html lang=en>/);
  assert.match(
    renderShellHtml(TEMPLATE, { lang: '"><script>', title: 'x', description: 'y' }),
    /<html lang="&quot;&gt;&lt;script&gt;">/,
  );
});
