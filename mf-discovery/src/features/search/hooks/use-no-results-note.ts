import { skipToken } from '@reduxjs/toolkit/query';
import { useIntl, type IntlShape } from 'react-intl';
import { useGetCatalogCoverageQuery, type CatalogCoverage } from '../api/get-catalog-coverage';

/**
 * Why a search may have found nothing: the sample catalog's span ("…films released up to 2010 and
 * series up to 2025…"), so a newer film reads as "not in our catalog" rather than "no such
 * title"; with TMDB, a hint to check the spelling. `partial`: results came, none named by the term.
 */
export function noResultsNote(
  intl: IntlShape,
  term: string,
  coverage: CatalogCoverage,
  partial = false,
): string {
  if (!coverage.sample) {
    return intl.formatMessage({
      defaultMessage: 'Check the spelling, or try another title.',
      id: 'YsZPgr',
      description: 'Search results: hint under "No results found"',
    });
  }
  const { movie, tv } = coverage;
  return intl.formatMessage(
    {
      defaultMessage:
        '{partial, select, yes {No title is named “{term}”.} other {Nothing matched “{term}”.}} This sample catalog holds {films, plural, one {# movie} other {# movies}} released up to {filmyear} and {series, plural, one {# TV show} other {# TV shows}} up to {seriesyear}, so a newer movie may simply not be in it.',
      id: 'rsCUbu',
      description:
        'Search results: why a search ({term}) found nothing, or nothing named so (partial: yes): the offline sample catalog only holds {films} films released up to the year {filmyear} and {series} TV series up to the year {seriesyear}',
    },
    {
      partial: partial ? 'yes' : 'no',
      term,
      films: movie.count,
      filmyear: String(movie.last_year),
      series: tv.count,
      seriesyear: String(tv.last_year),
    },
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
  const intl = useIntl();
  const { currentData } = useGetCatalogCoverageQuery(active ? undefined : skipToken);
  return active && currentData ? noResultsNote(intl, term.trim(), currentData, partial) : undefined;
}
