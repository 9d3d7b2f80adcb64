import type { DraftTitle } from './draft.js';
import { imdbVoteGrowth, seriesPopularity } from './popularity.js';
import { FILM_IMDB_VOTES_2024, TV_SERIES } from './tv-series.js';

/**
 * The hand-typed series, with only the facts typed in.
 * Popularity comes from each series' typed IMDb count, put on the films' scale by how far the typed
 * films' counts grew since vega-datasets counted them (`films`: the film drafts). A series without a
 * typed count ranks as the least-rated typed one: it is on the list because it is well known.
 */
export function seriesDrafts(films: DraftTitle[]): DraftTitle[] {
  const growth = seriesVoteGrowth(films);
  const typed = TV_SERIES.flatMap(([, , , votes]) => (votes === null ? [] : [votes]));
  const fewest = Math.min(...typed);
  return TV_SERIES.map(
    ([title, premiere, seasons, imdbVotes, genres, family, country, lang, originalTitle]) => {
      const year = Number(premiere.slice(0, 4));
      return {
        key: `tv:${title}:${year}`,
        type: 'tv',
        title,
        original_title: originalTitle,
        lang,
        country,
        date: premiere,
        genres,
        popularity: seriesPopularity(imdbVotes ?? fewest, growth, year),
        seasons,
        family,
      };
    },
  );
}

/** IMDb vote growth between vega-datasets' counts and the typed 2024 counts of the same films. */
export function seriesVoteGrowth(films: DraftTitle[]): number {
  const earlier = new Map(
    films.map((film) => [`${film.title}:${film.date.slice(0, 4)}`, film.imdb_votes]),
  );
  return imdbVoteGrowth(
    Object.entries(FILM_IMDB_VOTES_2024).map(([key, later]) => {
      const votes = earlier.get(key);
      if (!votes) throw new Error(`${key}: no vega-datasets IMDb votes to compare with`);
      return { earlier: votes, later };
    }),
  );
}
