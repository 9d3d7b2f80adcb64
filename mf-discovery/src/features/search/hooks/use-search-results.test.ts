import type { ContentItem } from 'shared-core';
import { resultsToast } from './use-search-results';

const item = (title: string) => ({ title }) as ContentItem;

describe('resultsToast', () => {
  it('says nothing matched', () => {
    expect(resultsToast([], 'zzz')).toMatchObject({ title: 'No results found' });
  });

  it('names the one title found', () => {
    expect(resultsToast([item('Inception')], 'incep')).toMatchObject({
      title: '1 result found',
      description: 'Found "Inception"',
    });
  });

  it('counts many results', () => {
    expect(resultsToast([item('A'), item('B'), item('C')], 'star')).toMatchObject({
      title: '3 results found',
      description: 'Showing all results for "star"',
    });
  });
});
