import { defineMessages } from 'react-intl';

/** What the content lists say in toasts. */
export const listMessages = defineMessages({
  contentLoadFailedTitle: {
    defaultMessage: 'Failed to load content from TMDB API',
    id: 'd/owiy',
    description: 'Toast title: a list of titles could not be loaded from the catalog (TMDB)',
  },
  contentLoadFailedDescription: {
    defaultMessage: 'Using fallback content instead',
    id: 'cQ0hCh',
    description:
      'Toast text under "Failed to load content from TMDB API": a built-in list of titles is shown instead',
  },
});
