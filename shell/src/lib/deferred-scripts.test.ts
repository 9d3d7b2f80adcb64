import { deferredScripts, preloadScripts } from './deferred-scripts';

function servePage(json: string) {
  document.body.innerHTML = `<script type="application/json" id="watchwhere-deferred-scripts">${json}</script>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

it('reads the screens that wait and the scripts the page server held back', () => {
  servePage(
    '{"media":"(max-width:767.98px)","scripts":["/192.js","http://localhost:3001/remoteEntry.js"]}',
  );
  expect(deferredScripts()).toEqual({
    media: '(max-width:767.98px)',
    scripts: ['/192.js', 'http://localhost:3001/remoteEntry.js'],
  });
});

it('leaves out a script that is not a URL string', () => {
  servePage('{"media":"all","scripts":["/192.js", 7, null, {"href": "/x.js"}]}');
  expect(deferredScripts()?.scripts).toEqual(['/192.js']);
});

it('has nothing for a page without the block, or a block that is not what the server writes', () => {
  expect(deferredScripts()).toBeUndefined();
  for (const json of [
    'not json',
    'null',
    '["/a.js"]',
    '{"media":"all"}',
    '{"media":1,"scripts":[]}',
  ]) {
    servePage(json);
    expect(deferredScripts()).toBeUndefined();
  }
});

it('preloads each script as a script, in order', () => {
  preloadScripts(['/192.js', 'http://localhost:3001/remoteEntry.js']);
  const links = [...document.head.querySelectorAll('link[rel="preload"]')];
  expect(links.map((link) => [link.getAttribute('as'), link.getAttribute('href')])).toEqual([
    ['script', '/192.js'],
    ['script', 'http://localhost:3001/remoteEntry.js'],
  ]);
});
