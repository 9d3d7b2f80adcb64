import type { CatalogFile, CatalogPerson, CatalogTitle } from '../../src/catalog/catalog-types.js';
import { hashString } from '../../src/catalog/seeded.js';
import { animeDrafts, readBangumiItems } from './anime.js';
import { listingStarts, synthesiseWatch } from './availability.js';
import type { DraftTitle } from './draft.js';
import { filmDrafts, readVegaMovies } from './films.js';
import { KNOWN_TMDB_IDS } from './known-tmdb-ids.js';
import { readPackageFile } from './package-file.js';
import { assignRanks } from './ranks.js';
import { seriesDrafts } from './series.js';

/** Ids above this are synthetic: far above every real TMDB id, so they never clash. */
const SYNTHETIC_ID_BASE = 90_000_000;
const SYNTHETIC_ID_SPAN = 9_000_000;

export function buildCatalog(): CatalogFile {
  const films = filmDrafts(readVegaMovies());
  const drafts = [...films, ...animeDrafts(readBangumiItems()), ...seriesDrafts(films)];
  drafts.sort((a, b) => a.key.localeCompare(b.key));
  const people = assignPeople(drafts);
  const personIds = new Map(people.map((person) => [person.name, person.id]));
  const titleIds = assignTitleIds(drafts);
  const titles = drafts.map((draft, index) => toTitle(draft, titleIds[index] ?? 0, personIds));
  assignRanks(titles);
  titles.sort((a, b) => a.type.localeCompare(b.type) || a.id - b.id);
  return {
    meta: {
      version: 1,
      sources: [
        source(
          'vega-datasets',
          'BSD-3-Clause (code); data source not stated',
          'Films: titles, dates, gross, budget, MPAA rating, running time, distributor, genre, director, IMDb rating and votes, Rotten Tomatoes score.',
        ),
        source(
          'bangumi-data',
          'CC BY 4.0',
          'Anime series: titles, real TMDB TV ids, air dates, seasons, past streaming listings and their first days.',
        ),
        {
          name: 'WatchWhere hand-typed lists',
          version: '3',
          license: 'project',
          note: 'Well-known series: title, premiere date, seasons, genres, network, and approximate IMDb rating counts (about, as of 2024; a popularity input only, never shown). Non-English films: original title, language, country, English title.',
        },
      ],
      sample_notice:
        'Availability and its dates (all but the first days of anime listings), ranks and posters are synthesised sample data; overviews are written from the real facts; popularity is computed from real signals (IMDb votes of films and series, gross, anime listings). Facts no source holds (taglines, missing running times, episode counts, series status, TV content ratings, TMDB user scores) are left empty.',
      counts: {
        movie: titles.filter((title) => title.type === 'movie').length,
        tv: titles.filter((title) => title.type === 'tv').length,
        person: people.length,
      },
    },
    titles,
    people,
  };
}

function source(name: string, license: string, note: string) {
  const manifest = JSON.parse(readPackageFile(name, 'package.json')) as { version: string };
  return { name, version: manifest.version, license, note };
}

function assignTitleIds(drafts: DraftTitle[]): number[] {
  const realId = (draft: DraftTitle) => draft.tmdbId ?? KNOWN_TMDB_IDS[draft.key];
  const taken = new Set(
    drafts.flatMap((draft) => (realId(draft) ? [`${draft.type}:${realId(draft)}`] : [])),
  );
  return drafts.map((draft) => {
    const known = realId(draft);
    if (known) return known;
    const id = uniqueId(draft.key, (candidate) => taken.has(`${draft.type}:${candidate}`));
    taken.add(`${draft.type}:${id}`);
    return id;
  });
}

function assignPeople(drafts: DraftTitle[]): CatalogPerson[] {
  const names = [...new Set(drafts.flatMap((draft) => draft.directorNames ?? []))].sort();
  const taken = new Set<number>();
  return names.map((name) => {
    const id = uniqueId(`person:${name}`, (candidate) => taken.has(candidate));
    taken.add(id);
    return { id, name };
  });
}

function uniqueId(key: string, isTaken: (id: number) => boolean): number {
  let id = SYNTHETIC_ID_BASE + (hashString(key) % SYNTHETIC_ID_SPAN);
  while (isTaken(id)) id++;
  return id;
}

const BUILD_ONLY_FIELDS = [
  'key',
  'tmdbId',
  'family',
  'directorNames',
  'listings',
  'listingBegins',
] as const;
type Facts = Omit<DraftTitle, (typeof BUILD_ONLY_FIELDS)[number]>;

function factsOf(draft: DraftTitle): Facts {
  const copy: Partial<DraftTitle> = { ...draft };
  for (const field of BUILD_ONLY_FIELDS) delete copy[field];
  return copy as Facts;
}

function toTitle(draft: DraftTitle, id: number, personIds: Map<string, number>): CatalogTitle {
  const directors = (draft.directorNames ?? []).flatMap((name) => personIds.get(name) ?? []);
  const watch = synthesiseWatch(draft);
  const starts = listingStarts(draft, watch);
  return {
    id,
    ...factsOf(draft),
    ...(directors.length > 0 ? { directors } : {}),
    watch,
    ...(starts ? { starts } : {}),
    ranks: [null, null, null],
  };
}
