import { usAndUkProviders } from 'dev-harness/testing';
import { createIntl } from 'react-intl';
import { emptyReason as reasonIn, unavailableReason as unavailableIn } from './empty-reason';
import { NO_FILTERS } from './filter-state';

const intl = createIntl({ locale: 'en', defaultLocale: 'en' });
const emptyReason = (
  ...args: Parameters<typeof reasonIn> extends [unknown, ...infer Rest] ? Rest : never
) => reasonIn(intl, ...args);
const unavailableReason = (
  ...args: Parameters<typeof unavailableIn> extends [unknown, ...infer Rest] ? Rest : never
) => unavailableIn(intl, ...args);

const only = (platforms: string[], genres: string[] = []) =>
  ({ ...NO_FILTERS, platforms, genres }) as typeof NO_FILTERS;

describe('empty reasons', () => {
  it('names countries and lists as a sentence does', () => {
    expect(emptyReason(only(['bbc-iplayer']), 'US', usAndUkProviders)).toMatch(
      /in the United States\.$/,
    );
    expect(emptyReason(only(['netflix', 'hulu', 'now'], ['Horror']), 'GB', usAndUkProviders)).toBe(
      'Nothing here on Netflix, Hulu, or NOW in the United Kingdom matches Horror.',
    );
  });

  it('says a service does not exist in the region', () => {
    expect(emptyReason(only(['hulu']), 'GB', usAndUkProviders)).toBe(
      'Hulu is not available in the United Kingdom.',
    );
    expect(unavailableReason(only(['hulu', 'peacock-premium']), 'GB', usAndUkProviders)).toBe(
      'Hulu and Peacock Premium are not available in the United Kingdom.',
    );
    // One of them exists there: the other is not the reason.
    expect(unavailableReason(only(['hulu', 'now']), 'GB', usAndUkProviders)).toBeUndefined();
  });

  it('otherwise says what the services and genres leave out', () => {
    expect(emptyReason(only(['bbc-iplayer']), 'GB', usAndUkProviders)).toBe(
      'Nothing here is on BBC iPlayer in the United Kingdom.',
    );
    expect(emptyReason(only(['netflix'], ['Horror', 'Drama']), 'GB', usAndUkProviders)).toBe(
      'Nothing here on Netflix in the United Kingdom matches Horror or Drama.',
    );
    expect(emptyReason(only(['netflix']), 'CA', usAndUkProviders)).toBe(
      'Netflix is not available in Canada.',
    );
    expect(emptyReason(only([], ['Horror']), 'GB', usAndUkProviders)).toBe(
      'Nothing here matches Horror.',
    );
  });

  it('leaves the grid its own message without filters, and claims nothing without the list', () => {
    expect(emptyReason(NO_FILTERS, 'GB', usAndUkProviders)).toBeUndefined();
    expect(unavailableReason(only(['hulu']), 'GB', [])).toBeUndefined();
  });
});
