import type { CatalogTitle } from '../catalog-types.js';
import { genresOf } from '../constants/genres.js';

/** A title is anime when it is Japanese animation (a Japanese live-action series is not). */
export function isAnime(title: CatalogTitle): boolean {
  return title.type === 'tv' && title.lang === 'ja' && title.genres.includes(16);
}

/**
 * The overview the sources lack, written from a title's real facts only (genres, year, seasons,
 * director, story source, distributor), so the same title always reads the same.
 */
export function overviewOf(title: CatalogTitle, directorNames: string[]): string {
  const year = title.date.slice(0, 4);
  const genre = genreWords(title);
  if (title.type === 'tv') {
    const origin = isAnime(title) ? 'Japanese anime series' : `${genre} series`.trim();
    const seasons = title.seasons;
    const made = seasons ? `, with ${seasons} season${seasons === 1 ? '' : 's'}` : '';
    return `${capitalise(origin)} that premiered in ${year}${made}.`;
  }
  const phrase = title.source ? SOURCE_PHRASES[title.source] : undefined;
  const source = phrase ? `, ${phrase}` : '';
  const director = directorNames.length > 0 ? `, directed by ${directorNames.join(' and ')}` : '';
  const studio = title.studio ? ` Released by ${title.studio.replace(/\.$/, '')}.` : '';
  return `${capitalise(`${genre} film`.trim())} from ${year}${director}${source}.${studio}`;
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
  'Based on Short Film': 'based on a short film',
  'Based on Magazine Article': 'based on a magazine article',
  'Based on Toy': 'based on a toy',
  'Disney Ride': 'based on a Disney theme-park ride',
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
