import type { DraftTitle } from './draft.js';
import { familyOfDistributor } from './families.js';
import { FILM_TITLES } from './film-titles.js';
import { readPackageFile } from './package-file.js';
import { filmPopularity } from './popularity.js';
import { imdbFiguresBelongElsewhere, repairDate, repairText, repairTitle } from './repair-films.js';

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

/** vega's "Major Genre" → TMDB movie genres, only where the genre is the same thing. */
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
  'Black Comedy': [35],
  'Concert/Performance': [10402, 99],
};

/**
 * vega's "Creative Type" says where a story is set, not its genre; only these three are TMDB genres
 * ("Historical Fiction" is not History: The Godfather is one; "Super Hero" films are not all science
 * fiction).
 */
const CREATIVE_GENRES: Record<string, number[]> = {
  'Science Fiction': [878],
  Fantasy: [14],
  'Kids Fiction': [10751],
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
  return dropSharedRemakeRatings(dropExactDuplicates(drafts));
}

function toDraft(row: VegaMovie, title: string, date: string): DraftTitle {
  const year = Number(date.slice(0, 4));
  const key = `movie:${title}:${year}`;
  const genres = [
    ...(MAJOR_GENRES[row['Major Genre'] ?? ''] ?? []),
    ...(CREATIVE_GENRES[row['Creative Type'] ?? ''] ?? []),
  ];
  const imdb = imdbFiguresBelongElsewhere(row)
    ? {}
    : {
        ...(row['IMDB Rating'] != null ? { imdb: row['IMDB Rating'] } : {}),
        ...(row['IMDB Votes'] != null ? { imdb_votes: row['IMDB Votes'] } : {}),
      };
  const original = FILM_TITLES[`${title}:${year}`];
  const aka = (original?.aka ?? []).filter((name) => name !== title);
  return {
    key,
    type: 'movie',
    title,
    ...(original?.original && original.original !== title
      ? { original_title: original.original }
      : {}),
    ...(aka.length > 0 ? { aka } : {}),
    lang: original?.lang ?? 'en',
    ...(original?.country ? { country: original.country } : {}),
    date,
    genres: [...new Set(genres)],
    popularity: filmPopularity(imdb.imdb_votes ?? 0, row['Worldwide Gross'] ?? 0, year),
    ...imdb,
    ...(row['Rotten Tomatoes Rating'] != null ? { rt: row['Rotten Tomatoes Rating'] } : {}),
    runtime: row['Running Time min'] ?? undefined,
    certification: CERTIFICATIONS.has(row['MPAA Rating'] ?? '')
      ? (row['MPAA Rating'] ?? undefined)
      : undefined,
    directorNames: row.Director ? [repairText(row.Director)] : [],
    studio: row.Distributor ?? undefined,
    budget: row['Production Budget'] ?? undefined,
    revenue: row['Worldwide Gross'] ?? undefined,
    source: row.Source ?? undefined,
    family: familyOfDistributor(row.Distributor),
  };
}

function dropExactDuplicates(drafts: DraftTitle[]): DraftTitle[] {
  const seen = new Set<string>();
  return drafts.filter((draft) => !seen.has(draft.key) && seen.add(draft.key));
}

/**
 * Remakes sharing a title share one IMDb rating and vote count in the set. The figures belong to the
 * film with the larger audience (gross); the other one has no IMDb figures (the set does not hold its
 * own) and keeps its own Rotten Tomatoes score. Its popularity is recomputed without the borrowed votes.
 */
function dropSharedRemakeRatings(drafts: DraftTitle[]): DraftTitle[] {
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
      if (draft === owner || draft.imdb_votes === undefined) continue;
      if (draft.imdb_votes !== owner.imdb_votes || draft.imdb !== owner.imdb) continue;
      delete draft.imdb;
      delete draft.imdb_votes;
      draft.popularity = filmPopularity(0, draft.revenue ?? 0, Number(draft.date.slice(0, 4)));
    }
  }
  return drafts;
}
