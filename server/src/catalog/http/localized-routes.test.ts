import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { unreviewedCatalogMessages, CATALOG_MESSAGE_IDS } from '../words/catalog-messages.js';
import { TEST_CATALOG_DAY } from '../test-day.js';
import { catalogPlugin } from '../index.js';
import { OfflineSource } from '../offline/offline-source.js';

const SPIRITED_AWAY = 90163367;
const RUN_LOLA_RUN = 92285987;
const SQUID_GAME = 97765752;
const EVANGELION = 890;
const ATTACK_ON_TITAN = 1429;

let app: FastifyInstance;
const json = async (url: string) => (await app.inject(`/catalog${url}`)).json();

before(async () => {
  app = Fastify();
  await app.register(catalogPlugin, {
    prefix: '/catalog',
    today: TEST_CATALOG_DAY,
    source: new OfflineSource(),
  });
});

test('a title is named in the language it was made in, for visitors of that language only', async () => {
  assert.equal((await json(`/3/movie/${SPIRITED_AWAY}?language=ja`)).title, '千と千尋の神隠し');
  assert.equal((await json(`/3/movie/${SPIRITED_AWAY}?language=ja-JP`)).title, '千と千尋の神隠し');
  assert.equal((await json(`/3/movie/${SPIRITED_AWAY}?language=de`)).title, 'Spirited Away');
  assert.equal((await json(`/3/movie/${SPIRITED_AWAY}`)).title, 'Spirited Away');
  assert.equal((await json(`/3/movie/${RUN_LOLA_RUN}?language=de`)).title, 'Lola rennt');
  assert.equal((await json(`/3/movie/${RUN_LOLA_RUN}?language=fr`)).title, 'Run Lola Run');
  assert.equal((await json(`/3/tv/${SQUID_GAME}?language=ko`)).name, '오징어 게임');
  assert.equal((await json(`/3/tv/${EVANGELION}?language=ja`)).name, '新世紀エヴァンゲリオン');
  const evangelion = await json(`/3/tv/${EVANGELION}?language=ja`);
  assert.equal(evangelion.original_name, '新世紀エヴァンゲリオン');
});

test('lists name their titles the same way', async () => {
  const trending = await json('/3/trending/tv/week?language=ja');
  const attackOnTitan = trending.results.find(
    (item: { id: number }) => item.id === ATTACK_ON_TITAN,
  );
  assert.equal(attackOnTitan?.name, '進撃の巨人');
  const found = await json(`/3/search/multi?query=${encodeURIComponent('Squid Game')}&language=ko`);
  assert.equal(found.results[0].name, '오징어 게임');
});

test('a title is found by any of its names from any language', async () => {
  for (const language of ['en', 'de', 'ja', 'pt-BR']) {
    const byJapanese = await json(
      `/3/search/multi?query=${encodeURIComponent('千と千尋')}&language=${language}`,
    );
    assert.equal(byJapanese.results[0]?.id, SPIRITED_AWAY, language);
  }
  const byKorean = await json(`/3/search/multi?query=${encodeURIComponent('오징어 게임')}`);
  assert.equal(byKorean.results[0]?.id, SQUID_GAME);
  assert.equal(byKorean.results[0]?.name, 'Squid Game');
});

test('genres are named in the language, in the list and in details', async () => {
  const german = await json('/3/genre/movie/list?language=de');
  assert.deepEqual(
    german.genres.find((genre: { id: number }) => genre.id === 35),
    { id: 35, name: 'Komödie' },
  );
  const english = await json('/3/genre/movie/list');
  assert.equal(english.genres.length, german.genres.length);
  assert.deepEqual((await json(`/3/movie/${SPIRITED_AWAY}?language=ja`)).genres, [
    { id: 12, name: 'アドベンチャー' },
    { id: 14, name: 'ファンタジー' },
  ]);
});

test('the overview written from a title’s facts is written in the language', async () => {
  const english = (await json(`/3/movie/${SPIRITED_AWAY}`)).overview;
  assert.match(english, /^Adventure and fantasy movie from 2002/);
  const german = (await json(`/3/movie/${SPIRITED_AWAY}?language=de`)).overview;
  assert.match(german, /^Film aus dem Jahr 2002 \(Abenteuer und Fantasy\)/);
  const japanese = (await json(`/3/tv/${EVANGELION}?language=ja`)).overview;
  assert.match(japanese, /^\d{4}年に放送が始まった日本のアニメシリーズ/);
  const portuguese = (await json(`/3/tv/${SQUID_GAME}?language=pt-BR`)).overview;
  assert.match(portuguese, /^Série \(.+\) que estreou em \d{4}/);
  const seasons = (await json(`/3/tv/${EVANGELION}?language=fr`)).seasons;
  assert.equal(seasons[0].name, 'Saison 1');
});

test('language: the nearest of the six, English for others, 422 for what is not a language', async () => {
  assert.equal((await json(`/3/movie/${SPIRITED_AWAY}?language=JA`)).title, '千と千尋の神隠し');
  assert.equal((await json(`/3/movie/${SPIRITED_AWAY}?language=es-MX`)).title, 'Spirited Away');
  for (const bad of ['d', 'de_DE', '<script>', 'de-DE-x-1234567890', '%00']) {
    const response = await app.inject(`/catalog/3/movie/${SPIRITED_AWAY}?language=${bad}`);
    assert.ok([400, 422].includes(response.statusCode), `${bad}: ${response.statusCode}`);
  }
  const badRegion = await app.inject(`/catalog/3/movie/popular?region=Germany`);
  assert.equal(badRegion.statusCode, 422);
});

test('every catalog word has its five translations, none reviewed yet', () => {
  assert.equal(unreviewedCatalogMessages().length, 5 * CATALOG_MESSAGE_IDS.length);
});
