import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  genericHead,
  previewDetailsOf,
  shellHeadFor,
  SITE_DESCRIPTION,
  titleHead,
  titleKeyOfPath,
  type PreviewTitle,
  type TitleLookup,
} from './share-preview.js';
import type { ShellHead } from './shell-html.js';

const SITE = 'https://watch.example';
const IMAGES = 'https://catalog.example/img/';

const MATRIX: PreviewTitle = {
  key: { mediaType: 'movie', id: '603' },
  imageBaseUrl: IMAGES,
  details: {
    title: 'The Matrix',
    release_date: '1999-03-31',
    overview: 'A hacker learns what the world really is.',
    poster_path: '/p603.svg',
    backdrop_path: '/b603.svg',
    genres: [
      { id: 28, name: 'Action' },
      { id: 878, name: 'Science Fiction' },
    ],
    credits: {
      crew: [
        { job: 'Director', name: 'Lana Wachowski' },
        { job: 'Writer', name: 'X' },
      ],
    },
  },
};

const metaOf = (head: ShellHead, key: string) =>
  head.meta?.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content;

test('route ids: a movie is digits, a series tv_ and digits; anything else is no title', () => {
  assert.deepEqual(titleKeyOfPath('/movie/603'), { mediaType: 'movie', id: '603' });
  assert.deepEqual(titleKeyOfPath('/movie/tv_1396'), { mediaType: 'tv', id: '1396' });
  assert.deepEqual(titleKeyOfPath('/movie/603/'), { mediaType: 'movie', id: '603' });
  for (const path of [
    '/movie/abc',
    '/movie/603%3Cscript%3E',
    '/movie/0603',
    '/movie/tv_',
    '/movie/603/extra',
    '/movie/12345678901234567',
    '/movie/',
    '/tv/1396',
    '/',
  ]) {
    assert.equal(titleKeyOfPath(path), null, path);
  }
});

test("a movie's head: title, description, canonical, Open Graph, Twitter card and Movie JSON-LD", () => {
  const head = titleHead(`${SITE}/`, MATRIX)!;
  const url = `${SITE}/movie/603`;
  assert.equal(head.title, 'The Matrix · WatchWhere');
  assert.equal(
    head.description,
    'Where to watch The Matrix (1999): streaming, rental and purchase options by country. A hacker learns what the world really is.',
  );
  assert.deepEqual(head.links, [{ rel: 'canonical', href: url }]);
  assert.equal(metaOf(head, 'og:type'), 'video.movie');
  assert.equal(metaOf(head, 'og:title'), 'The Matrix (1999)');
  assert.equal(metaOf(head, 'og:url'), url);
  assert.equal(metaOf(head, 'og:description'), head.description);
  assert.equal(metaOf(head, 'og:image'), `${IMAGES}w1280/b603.svg`);
  assert.equal(metaOf(head, 'twitter:card'), 'summary_large_image');
  assert.equal(metaOf(head, 'twitter:image'), `${IMAGES}w1280/b603.svg`);
  assert.deepEqual(head.jsonLd, [
    {
      '@context': 'https://schema.org',
      '@type': 'Movie',
      name: 'The Matrix',
      url,
      image: `${IMAGES}w500/p603.svg`,
      description: 'A hacker learns what the world really is.',
      datePublished: '1999-03-31',
      genre: ['Action', 'Science Fiction'],
      director: [{ '@type': 'Person', name: 'Lana Wachowski' }],
    },
  ]);
});

test("a series' head: its name, first air date and a TVSeries; a poster alone makes a summary card", () => {
  const head = titleHead(SITE, {
    key: { mediaType: 'tv', id: '1396' },
    imageBaseUrl: IMAGES,
    details: { name: 'Breaking Bad', first_air_date: '2008-01-20', poster_path: '/p1396.svg' },
  })!;
  assert.equal(metaOf(head, 'og:type'), 'video.tv_show');
  assert.equal(metaOf(head, 'og:title'), 'Breaking Bad (2008)');
  assert.equal(metaOf(head, 'og:url'), `${SITE}/movie/tv_1396`);
  assert.equal(metaOf(head, 'og:image'), `${IMAGES}w500/p1396.svg`);
  assert.equal(metaOf(head, 'twitter:card'), 'summary');
  assert.deepEqual(head.jsonLd, [
    {
      '@context': 'https://schema.org',
      '@type': 'TVSeries',
      name: 'Breaking Bad',
      url: `${SITE}/movie/tv_1396`,
      image: `${IMAGES}w500/p1396.svg`,
      startDate: '2008-01-20',
    },
  ]);
});

test('a sample overview (offline catalog) is not quoted; missing or odd fields are left out', () => {
  const head = titleHead(SITE, {
    key: { mediaType: 'movie', id: '7' },
    details: {
      title: 'Alien',
      overview: 'Synthesised.',
      x_sample: true,
      release_date: 'someday',
      poster_path: 'javascript:alert(1)',
      genres: 'Horror',
      credits: null,
    },
  })!;
  assert.equal(
    head.description,
    'Where to watch Alien: streaming, rental and purchase options by country.',
  );
  assert.equal(metaOf(head, 'og:image'), undefined);
  assert.equal(metaOf(head, 'twitter:card'), 'summary');
  assert.deepEqual(head.jsonLd, [
    { '@context': 'https://schema.org', '@type': 'Movie', name: 'Alien', url: `${SITE}/movie/7` },
  ]);
  assert.equal(titleHead(SITE, { key: { mediaType: 'movie', id: '7' }, details: {} }), null);
});

test('a long overview is cut at a word to keep the description at most 300 characters', () => {
  const head = titleHead(SITE, {
    ...MATRIX,
    details: { ...MATRIX.details, overview: 'word '.repeat(100).trim() },
  })!;
  assert.ok(head.description.length <= 300);
  assert.match(head.description, / word…$/);
});

test('what the page server keeps of a title gives the same head as the whole answer', () => {
  const sample = { ...MATRIX.details, x_sample: true, name: 'Kept too' };
  for (const details of [MATRIX.details, sample]) {
    const kept = { ...MATRIX, details: previewDetailsOf(details as Record<string, unknown>) };
    assert.deepEqual(titleHead(SITE, kept), titleHead(SITE, { ...MATRIX, details }));
  }
  const series = { ...MATRIX, key: { mediaType: 'tv', id: '1396' } } as const;
  const tv = { name: 'Breaking Bad', first_air_date: '2008-01-20', overview: 'Chemistry.' };
  assert.deepEqual(
    titleHead(SITE, { ...series, details: previewDetailsOf(tv) }),
    titleHead(SITE, { ...series, details: tv }),
  );
});

test("the generic head names the site's home, and is canonical only there", () => {
  const head = genericHead(SITE, '/movie/abc');
  assert.equal(head.title, 'WatchWhere');
  assert.equal(head.description, SITE_DESCRIPTION);
  assert.equal(metaOf(head, 'og:url'), `${SITE}/`);
  assert.equal(metaOf(head, 'og:type'), 'website');
  assert.deepEqual(head.links, []);
  assert.deepEqual(genericHead(SITE, '/').links, [{ rel: 'canonical', href: `${SITE}/` }]);
});

test('shellHeadFor looks up only valid title ids, and falls back to the generic head', async () => {
  const asked: string[] = [];
  const lookup: TitleLookup = async (key) => {
    asked.push(`${key.mediaType}/${key.id}`);
    if (key.id === '603') return MATRIX;
    if (key.id === '666') throw new Error('catalog down');
    return null;
  };
  const headFor = (path: string) => shellHeadFor(path, { siteUrl: SITE, lookup });
  assert.equal((await headFor('/movie/603')).title, 'The Matrix · WatchWhere');
  for (const path of [
    '/movie/abc',
    '/movie/603%3Cscript%3E',
    '/discover',
    '/movie/404',
    '/movie/666',
  ]) {
    assert.deepEqual(await headFor(path), genericHead(SITE, path), path);
  }
  assert.deepEqual(asked, ['movie/603', 'movie/404', 'movie/666']);
});
