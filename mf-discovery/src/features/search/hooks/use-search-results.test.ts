import { createIntl } from 'react-intl';
import type { ContentItem } from 'shared-core';
import { resultsToast } from './use-search-results';

const intl = createIntl({ locale: 'en', defaultLocale: 'en' });
const item = (title: string) => ({ title }) as ContentItem;

describe('resultsToast', () => {
  it('says nothing matched', () => {
    expect(resultsToast(intl, [], 'zzz')).toMatchObject({ title: 'No results found' });
  });

  it('names the one title found', () => {
    expect(resultsToast(intl, [item('Inception')], 'incep')).toMatchObject({
      title: '1 result found',
      description: 'Found "Inception"',
    });
  });

  it('counts many results', () => {
    expect(resultsToast(intl, [item('A'), item('B'), item('C')], 'star')).toMatchObject({
      title: '3 results found',
      description: 'Showing all results for "star"',
    });
  });

  const twenty = Array.from({ length: 20 }, (_, index) => item(`Title ${index}`));

  it('says how many of how many it shows while the catalog has more', () => {
    expect(
      resultsToast(intl, twenty, 'the', false, { loaded: 20, total: 1305, hasMore: true }),
    ).toMatchObject({
      title: '1,305 results found',
      description: 'Showing 20 of 1,305 results for "the"',
    });
  });

  it('says all are shown once the last page is loaded', () => {
    expect(
      resultsToast(intl, twenty, 'the', false, { loaded: 20, total: 20, hasMore: false }),
    ).toMatchObject({ title: '20 results found', description: 'Showing all results for "the"' });
  });

  it('with filters, counts the matches and says what they were found among', () => {
    const matches = twenty.slice(0, 7);
    expect(
      resultsToast(intl, matches, 'the', true, { loaded: 20, total: 1305, hasMore: true }),
    ).toMatchObject({
      title: '7 results found so far',
      description: 'Showing results for "the" that match your filters, from the first 20 of 1,305',
    });
    expect(
      resultsToast(intl, matches, 'the', true, { loaded: 20, total: 20, hasMore: false }),
    ).toMatchObject({
      title: '7 results found',
      description: 'Showing results for "the" that match your filters',
    });
    expect(resultsToast(intl, [], 'the', true)).toMatchObject({
      title: 'No results found',
      description: 'No results match your filters.',
    });
  });
});
