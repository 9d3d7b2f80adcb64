import { preloadDeferredScripts } from './deferred-scripts';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => [
    link.getAttribute('as'),
    link.getAttribute('href'),
  ]);

function servePage(json: string) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="watchwhere-deferred-scripts">${json}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('preloads every script the page server held back', () => {
  servePage('["/192.js","http://localhost:3001/remoteEntry.js"]');
  preloadDeferredScripts();
  expect(preloads()).toEqual([
    ['script', '/192.js'],
    ['script', 'http://localhost:3001/remoteEntry.js'],
  ]);
});

it('skips what is not a URL string, and a list that is not JSON or not a list', () => {
  servePage('["/192.js", 7, null, {"href": "/x.js"}]');
  preloadDeferredScripts();
  expect(preloads()).toEqual([['script', '/192.js']]);

  for (const json of ['not json', '{"0": "/a.js"}', '"/a.js"']) {
    servePage(json);
    preloadDeferredScripts();
    expect(preloads()).toEqual([]);
  }
});

it('preloads nothing on a page without the list', () => {
  preloadDeferredScripts();
  expect(preloads()).toEqual([]);
});
