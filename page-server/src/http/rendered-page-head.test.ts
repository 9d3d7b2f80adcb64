import assert from 'node:assert/strict';
import { test } from 'node:test';
import { renderedPageHead } from './rendered-page-head.js';

const page = { title: 'The Matrix', head: {} };
const language = {
  locale: 'de',
  alternates: { en: '/movie/603', de: '/de/movie/603', 'pt-BR': '/pt-br/movie/603' },
};

test("a page's head names its language, its canonical URL in it, and the page in every language", () => {
  const head = renderedPageHead('https://watch.example/', '/de/movie/603', {
    documentTitle: 'The Matrix · WatchWhere',
    page,
    language,
  });
  assert.equal(head.lang, 'de');
  assert.deepEqual(head.links, [
    { rel: 'canonical', href: 'https://watch.example/de/movie/603' },
    { rel: 'alternate', hreflang: 'en', href: 'https://watch.example/movie/603' },
    { rel: 'alternate', hreflang: 'de', href: 'https://watch.example/de/movie/603' },
    { rel: 'alternate', hreflang: 'pt-BR', href: 'https://watch.example/pt-br/movie/603' },
    { rel: 'alternate', hreflang: 'x-default', href: 'https://watch.example/movie/603' },
  ]);
});

test('a page not found names no canonical URL and no alternates', () => {
  const head = renderedPageHead('https://watch.example', '/de/nope', {
    documentTitle: 'Not found',
    page: { title: 'Not found', head: { notFound: true } },
    language,
  });
  assert.deepEqual(head.links, []);
  assert.equal(head.lang, 'de');
});

test('a page in the test pseudo-locale asks not to be indexed; a real language does not', () => {
  const robots = (locale: string) =>
    renderedPageHead('https://watch.example', '/x/movie/603', {
      documentTitle: 'The Matrix',
      page,
      language: { locale, alternates: {} },
    }).meta?.find((tag) => 'name' in tag && tag.name === 'robots');
  assert.deepEqual(robots('en-XA'), { name: 'robots', content: 'noindex' });
  assert.equal(robots('de'), undefined);
});

test('a page with no description of its own carries the site’s, in its language', () => {
  const described = { ...language, description: 'Finden Sie heraus, wo Sie sehen können.' };
  const titled = renderedPageHead('https://watch.example', '/de/discover', {
    documentTitle: 'Entdecken · WatchWhere',
    page,
    language: described,
  });
  assert.equal(titled.description, described.description);
  const untitled = renderedPageHead('https://watch.example', '/de', {
    documentTitle: 'WatchWhere',
    page: { title: '', head: {} },
    language: described,
  });
  assert.equal(untitled.description, described.description);
  assert.ok(
    untitled.meta?.some(
      (tag) =>
        'property' in tag &&
        tag.property === 'og:description' &&
        tag.content === described.description,
    ),
  );
});
