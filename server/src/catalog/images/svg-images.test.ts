import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CatalogTitle } from '../catalog-types.js';
import { providerById } from '../constants/providers.js';
import { backdropSvg, logoSvg, posterSvg } from './svg-images.js';

const title: CatalogTitle = {
  id: 7,
  type: 'movie',
  title: 'Fast & <Furious> and a very long title that needs wrapping over lines',
  lang: 'en',
  country: 'US',
  date: '2001-06-22',
  genres: [28],
  popularity: 1,
  watch: {},
  ranks: [null, null, null],
};

test('posters escape text, wrap long titles and scale to the TMDB size asked for', () => {
  const poster = posterSvg(title, 'w185');
  assert.match(poster, /width="185" height="278"/);
  assert.match(poster, /Fast &amp; &lt;Furious&gt;/);
  assert.ok((poster.match(/<tspan/g) ?? []).length > 1);
  assert.match(poster, /2001/);
  assert.equal(posterSvg(title, 'w185'), poster, 'deterministic');
});

test('backdrops are 16:9 and logos readable on light and dark brand colours', () => {
  assert.match(backdropSvg(title, 'w780'), /width="780" height="439"/);
  const joyn = providerById(304);
  const netflix = providerById(8);
  assert.ok(joyn && netflix);
  assert.match(logoSvg(joyn, 'w92'), /fill="#111">joyn</);
  assert.match(logoSvg(netflix, 'w92'), /fill="#fff">N</);
});
