import type { CatalogTitle } from '../catalog-types.js';
import { genresOf } from '../constants/genres.js';
import { between, pick, seededRandom } from '../seeded.js';

/**
 * Sample text and numbers the sources lack, generated from a title's real facts and seeded by its id,
 * so the same title always reads the same.
 */
export function overviewOf(title: CatalogTitle, directorNames: string[]): string {
  const year = title.date.slice(0, 4);
  const genre = genreWords(title);
  if (title.type === 'tv') {
    const seasons = title.seasons ?? 1;
    const origin = title.lang === 'ja' ? 'Japanese anime series' : `${genre} series`.trim();
    return `${capitalise(origin)} that premiered in ${year} and ran for ${seasons} season${seasons === 1 ? '' : 's'}.`;
  }
  const source = title.source ? ` ${sourcePhrase(title.source)}` : '';
  const director = directorNames.length > 0 ? `, directed by ${directorNames.join(' and ')}` : '';
  const studio = title.studio ? ` Released by ${title.studio.replace(/\.$/, '')}.` : '';
  return `${capitalise(`${genre} film`.trim())} from ${year}${director}${source}.${studio}`;
}

export function taglineOf(title: CatalogTitle): string {
  const random = seededRandom(`tagline:${title.type}:${title.id}`);
  return pick(random, TAGLINES);
}

export function runtimeOf(title: CatalogTitle): number {
  if (title.runtime) return title.runtime;
  return Math.round(
    between(
      seededRandom(`runtime:${title.type}:${title.id}`),
      title.type === 'tv' ? 22 : 88,
      title.type === 'tv' ? 58 : 128,
    ),
  );
}

export function episodesPerSeason(title: CatalogTitle): number {
  const random = seededRandom(`episodes:${title.id}`);
  return title.lang === 'ja'
    ? pick(random, [12, 12, 13, 24, 25])
    : pick(random, [6, 8, 10, 13, 22]);
}

function genreWords(title: CatalogTitle): string {
  const names = new Map(genresOf(title.type).map((genre) => [genre.id, genre.name]));
  return title.genres
    .slice(0, 2)
    .map((id) => names.get(id) ?? '')
    .filter(Boolean)
    .join(' and ')
    .toLowerCase();
}

const SOURCE_PHRASES: Record<string, string> = {
  'Original Screenplay': 'from an original screenplay',
  Remake: 'remaking an earlier film',
  'Based on Book/Short Story': 'based on a book',
  'Based on Comic/Graphic Novel': 'based on a comic',
  'Based on Real Life Events': 'based on real events',
  'Based on TV': 'based on a TV series',
  'Based on Play': 'based on a play',
  'Based on Game': 'based on a game',
  'Based on Musical/Opera': 'based on a musical',
  'Based on Factual Book/Article': 'based on a factual book',
  'Traditional/Legend/Fairytale': 'retelling a traditional tale',
  'Spin-Off': 'spun off from another story',
};

function sourcePhrase(source: string): string {
  return SOURCE_PHRASES[source] ?? source.toLowerCase();
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const TAGLINES = [
  'Some stories stay with you.',
  'Every choice has a price.',
  'Nothing will ever be the same.',
  'The journey begins here.',
  'Trust no one.',
  'One moment can change everything.',
  'Not all heroes wear capes.',
  'Home is where the story is.',
];
