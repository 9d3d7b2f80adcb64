/**
 * Popularity on one scale for films, hand-typed series and anime, from real signals only (no per-title
 * figures, no randomness). Each kind of title gets an audience estimate from what its source knows,
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
 * Hand-typed series: the list holds only widely known series, so each starts from the audience of a
 * well-known film; seasons made (a series is renewed while people watch) and a recent premiere (series
 * still airing draw today's viewers) add to it.
 */
export function seriesPopularity(seasons: number, firstYear: number): number {
  // Renewal says a series found its audience; past ten seasons it says little more.
  const renewed = Math.min(10, Math.max(1, seasons)) ** 0.5;
  const airingNow = 1 + 0.5 * Math.min(1, Math.max(0, (firstYear - 1990) / 30));
  return popularityOf(75 * renewed * airingNow, firstYear);
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
