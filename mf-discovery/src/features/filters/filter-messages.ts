import type { TypedMessages } from 'shared-core';
import { defineMessages, type NoMessageValues } from 'react-intl';

/** What the filters say. */
type FilterMessagesValues = {
  genreLimitTitle: NoMessageValues;
  genreLimitDescription: NoMessageValues;
  filters: NoMessageValues;
  platforms: { count: number };
  platformsTitle: NoMessageValues;
  freePlatforms: NoMessageValues;
  contentType: NoMessageValues;
  genres: { count: number };
  genresTitle: NoMessageValues;
  freeGenres: NoMessageValues;
  reset: NoMessageValues;
  apply: NoMessageValues;
};

export const filterMessages: TypedMessages<FilterMessagesValues> =
  defineMessages<FilterMessagesValues>({
    genreLimitTitle: {
      defaultMessage: 'Genre filtering limit reached',
      id: '80/qR7',
      description: 'Toast title: a free user tried to pick a third genre filter',
    },
    genreLimitDescription: {
      defaultMessage:
        'Free users can select up to 2 genres. Upgrade to Premium for unlimited filters.',
      id: 'adhuDM',
      description: 'Toast text under "Genre filtering limit reached" ("Premium" is the paid plan)',
    },
    filters: {
      defaultMessage: 'Filters',
      id: '6PaQNK',
      description: 'Filter bar: accessible name of the group of filter menus',
    },
    platforms: {
      defaultMessage: '{count, plural, =0 {Platforms} other {Platforms (#)}}',
      id: 'sVBK/9',
      description:
        'Filter bar: button opening the streaming platforms filter, with how many are chosen (none: no number)',
    },
    platformsTitle: {
      defaultMessage: 'Platforms',
      id: '8ZvkAs',
      description: 'Filter bar: title of the menu of streaming platforms to filter by',
    },
    freePlatforms: {
      defaultMessage: 'Free plan: one platform at a time.',
      id: 'KLKTXv',
      description: 'Filter bar: note in the platforms menu for users of the free plan',
    },
    contentType: {
      defaultMessage: 'Content Type',
      id: 'tUYlm2',
      description:
        'Filter bar: button and menu title of the content type filter (movies or TV shows)',
    },
    genres: {
      defaultMessage: '{count, plural, =0 {Genres} other {Genres (#)}}',
      id: 'VRKmVl',
      description:
        'Filter bar: button opening the genres filter, with how many are chosen (none: no number)',
    },
    genresTitle: {
      defaultMessage: 'Genres',
      id: 'wFLg7F',
      description: 'Filter bar: title of the menu of genres to filter by',
    },
    freeGenres: {
      defaultMessage: 'Free plan: up to 2 genres.',
      id: 'YQvdis',
      description: 'Filter bar: note in the genres menu for users of the free plan',
    },
    reset: {
      defaultMessage: 'Reset',
      id: 'xjmyHN',
      description: 'Filter bar: button clearing every filter',
    },
    apply: {
      defaultMessage: 'Apply Filters',
      id: 'iRyvGI',
      description: 'Filter bar: button applying the chosen filters',
    },
  });
