import { skipToken } from '@reduxjs/toolkit/query';
import { formatCount } from 'shared-core';
import { useGetCatalogCoverageQuery, type CatalogCoverage } from '../api/get-catalog-coverage';

/**
 * Why a search may have found nothing: the sample catalog's span ("…films released up to 2010 and
 * series up to 2025…"), so a newer film reads as "not in our catalog" rather than "no such
 * title"; with TMDB, a hint to check the spelling. `partial`: results came, none named by the term.
 */
export function noResultsNote(term: string, coverage: CatalogCoverage, partial = false): string {
  if (!coverage.sample) return 'Check the spelling, or try another title.';
  const { movie, tv } = coverage;
  return (
    `${partial ? 'No title is named' : 'Nothing matched'} “${term}”. This sample catalog holds ${formatCount(movie.count)} films ` +
    `released up to ${movie.last_year} and ${formatCount(tv.count)} series up to ${tv.last_year}, ` +
    'so a newer film may simply not be in it.'
  );
}

/**
 * The note under "No results found" when `active` (a search without filters found nothing), or
 * above results none of which the term names (`partial`): asks the catalog what it covers only then.
 * Undefined while it is asked, or when it cannot say.
 */
export function useNoResultsNote(
  term: string,
  active: boolean,
  partial = false,
): string | undefined {
  const { currentData } = useGetCatalogCoverageQuery(active ? undefined : skipToken);
  return active && currentData ? noResultsNote(term.trim(), currentData, partial) : undefined;
}
