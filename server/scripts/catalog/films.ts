import { between, seededRandom } from '../../src/catalog/seeded.js';
import type { DraftTitle } from './draft.js';
import { familyOfDistributor } from './families.js';
import { readPackageFile } from './package-file.js';
import { repairDate, repairText, repairTitle } from './repair-films.js';

interface VegaMovie {
  Title: string | number | null;
  'US Gross': number | null;
  'Worldwide Gross': number | null;
  'Production Budget': number | null;
  'Release Date': string | null;
  'MPAA Rating': string | null;
  'Running Time min': number | null;
  Distributor: string | null;
  Source: string | null;
  'Major Genre': string | null;
  'Creative Type': string | null;
  Director: string | null;
  'Rotten Tomatoes Rating': number | null;
  'IMDB Rating': number | null;
  'IMDB Votes': number | null;
}

const MAJOR_GENRES: Record<string, number[]> = {
  Drama: [18],
  Comedy: [35],
  Musical: [10402],
  'Thriller/Suspense': [53],
  Adventure: [12],
  Action: [28],
  'Romantic Comedy': [10749, 35],
  Horror: [27],
  Western: [37],
  Documentary: [99],
  'Black Comedy': [35, 80],
  'Concert/Performance': [10402, 99],
};

const CREATIVE_GENRES: Record<string, number[]> = {
  'Science Fiction': [878],
  Fantasy: [14],
  'Super Hero': [28, 878],
  'Kids Fiction': [10751],
  'Historical Fiction': [36],
};

const CERTIFICATIONS = new Set(['G', 'PG', 'PG-13', 'R', 'NC-17']);

export function readVegaMovies(): VegaMovie[] {
  return JSON.parse(readPackageFile('vega-datasets', 'data/movies.json')) as VegaMovie[];
}

/** Real films from vega-datasets with the known errors repaired. */
export function filmDrafts(rows: VegaMovie[]): DraftTitle[] {
  const drafts = rows.flatMap((row) => {
    const title = repairTitle(row.Title);
    const date = repairDate(row['Release Date']);
    return title && date ? [toDraft(row, title, date)] : [];
  });
  return fixSharedRemakeRatings(dropExactDuplicates(drafts));
}

function toDraft(row: VegaMovie, title: string, date: string): DraftTitle {
  const key = `movie:${title}:${date.slice(0, 4)}`;
  const random = seededRandom(key);
  const genres = [
    ...(MAJOR_GENRES[row['Major Genre'] ?? ''] ?? []),
    ...(CREATIVE_GENRES[row['Creative Type'] ?? ''] ?? []),
  ];
  const votes = row['IMDB Votes'] ?? 0;
  const year = Number(date.slice(0, 4));
  return {
    key,
    type: 'movie',
    title,
    lang: 'en',
    country: 'US',
    date,
    genres: [...new Set(genres)],
    popularity: filmPopularity(votes, row['Worldwide Gross'] ?? 0, year, random),
    vote_average: row['IMDB Rating'] ?? ratingFromTomatoes(row['Rotten Tomatoes Rating'], random),
    vote_count: votes,
    runtime: row['Running Time min'] ?? undefined,
    certification: CERTIFICATIONS.has(row['MPAA Rating'] ?? '')
      ? (row['MPAA Rating'] ?? undefined)
      : undefined,
    directorNames: row.Director ? [repairText(row.Director)] : [],
    studio: row.Distributor ?? undefined,
    budget: row['Production Budget'] ?? undefined,
    revenue: row['Worldwide Gross'] ?? undefined,
    source: row.Source ?? undefined,
    tomatoes: row['Rotten Tomatoes Rating'] ?? undefined,
    family: familyOfDistributor(row.Distributor),
  };
}

function ratingFromTomatoes(tomatoes: number | null | undefined, random: () => number): number {
  return tomatoes == null ? round1(between(random, 5, 7.2)) : round1(3 + tomatoes * 0.06);
}

/** TMDB-like popularity: audience size (IMDb votes, gross) with a lift for recent films. */
function filmPopularity(votes: number, gross: number, year: number, random: () => number): number {
  const audience = Math.log10(1 + votes) * 4 + Math.log10(1 + gross / 1e6) * 6;
  const recency = 1 + Math.max(0, year - 1995) / 30;
  return round2(audience * recency * between(random, 0.8, 1.25));
}

function dropExactDuplicates(drafts: DraftTitle[]): DraftTitle[] {
  const seen = new Set<string>();
  return drafts.filter((draft) => !seen.has(draft.key) && seen.add(draft.key));
}

/**
 * Remakes sharing a title share one IMDb rating and vote count in the set. The figures belong to the
 * film with the larger audience (gross); the other one gets a rating from its own Rotten Tomatoes score.
 */
function fixSharedRemakeRatings(drafts: DraftTitle[]): DraftTitle[] {
  const byTitle = new Map<string, DraftTitle[]>();
  for (const draft of drafts) {
    const key = draft.title.toLowerCase();
    byTitle.set(key, [...(byTitle.get(key) ?? []), draft]);
  }
  for (const group of byTitle.values()) {
    if (group.length < 2) continue;
    const owner = group.reduce((best, draft) =>
      (draft.revenue ?? 0) > (best.revenue ?? 0) ? draft : best,
    );
    for (const draft of group) {
      if (draft === owner || draft.vote_count !== owner.vote_count) continue;
      const random = seededRandom(`${draft.key}:remake`);
      draft.vote_average = ratingFromTomatoes(draft.tomatoes, random);
      draft.vote_count = Math.round(owner.vote_count * between(random, 0.05, 0.3));
    }
  }
  return drafts;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;
