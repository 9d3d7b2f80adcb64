/**
 * Popularity on one scale for films, hand-typed series and anime, from real signals only (no
 * randomness, no popularity set by hand). Each kind of title gets an audience estimate from what its source knows,
 * in one unit (roughly "thousands of people"), and every estimate maps to popularity the same way:
 * 8 × log2(1 + audience), times a modest lift for recent titles.
 */

const LOG_SCALE = 8;

/** Up to +15 % for titles from 2010 on, rising linearly from 1970. */
function recencyLift(year: number): number {
  return 1 + 0.15 * Math.min(1, Math.max(0, (year - 1970) / 40));
}

function popularityOf(audience: number, year: number): number {
  return round2(LOG_SCALE * Math.log2(1 + audience) * recencyLift(year));
}

/** Films (vega-datasets): IMDb votes in thousands plus worldwide gross in tens of millions of dollars. */
export function filmPopularity(imdbVotes: number, worldwideGross: number, year: number): number {
  return popularityOf(imdbVotes / 1000 + worldwideGross / 1e7, year);
}

/**
 * Hand-typed series: IMDb user ratings, as films use them (thousands), once put on the films' snapshot:
 * vega-datasets counted around 2010 and the series' counts are from 2024, when IMDb's counts were
 * `voteGrowth` times larger (measured on well-known films, see {@link imdbVoteGrowth}).
 */
export function seriesPopularity(imdbVotes: number, voteGrowth: number, firstYear: number): number {
  return popularityOf(imdbVotes / voteGrowth / 1000, firstYear);
}

/** The median of each film's later IMDb vote count over its earlier one. */
export function imdbVoteGrowth(counts: { earlier: number; later: number }[]): number {
  const ratios = counts.map(({ earlier, later }) => later / earlier).sort((a, b) => a - b);
  if (ratios.length === 0) throw new Error('no film to measure IMDb vote growth on');
  const middle = Math.floor(ratios.length / 2);
  return ratios.length % 2 === 1
    ? (ratios[middle] as number)
    : ((ratios[middle - 1] as number) + (ratios[middle] as number)) / 2;
}

/**
 * Anime (bangumi-data, which lists every series aired, known or not): bangumi entries (one a season
 * or part), the real streaming services that listed it, and the years between its first and last entry.
 */
export function animePopularity(
  entries: number,
  listings: number,
  yearsOnAir: number,
  firstYear: number,
): number {
  const audience = 4 * Math.sqrt(Math.max(1, entries)) * (1 + listings) * (1 + yearsOnAir / 10);
  return popularityOf(audience, firstYear);
}

const round2 = (value: number) => Math.round(value * 100) / 100;
