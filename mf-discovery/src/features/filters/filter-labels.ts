import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ContentTypeFilter, GenreFilter } from 'shared-core';

const genreMessages = defineMessages({
  action: { defaultMessage: 'Action', id: 'Sy8XmF', description: 'Filters: film and TV genre' },
  adventure: {
    defaultMessage: 'Adventure',
    id: 'JN+1Cz',
    description: 'Filters: film and TV genre',
  },
  comedy: { defaultMessage: 'Comedy', id: 'u6N3uB', description: 'Filters: film and TV genre' },
  crime: { defaultMessage: 'Crime', id: '/zCeyO', description: 'Filters: film and TV genre' },
  drama: { defaultMessage: 'Drama', id: 'C4Y1CW', description: 'Filters: film and TV genre' },
  fantasy: { defaultMessage: 'Fantasy', id: 'rcE8Ig', description: 'Filters: film and TV genre' },
  history: { defaultMessage: 'History', id: 'wN/pLm', description: 'Filters: film and TV genre' },
  horror: { defaultMessage: 'Horror', id: 'D+Pw85', description: 'Filters: film and TV genre' },
  mystery: { defaultMessage: 'Mystery', id: 'JIrU/v', description: 'Filters: film and TV genre' },
  romance: { defaultMessage: 'Romance', id: 'lBwtkx', description: 'Filters: film and TV genre' },
  scifi: {
    defaultMessage: 'Sci-Fi',
    id: 'iKBUHn',
    description: 'Filters: film and TV genre (science fiction), short form',
  },
  thriller: { defaultMessage: 'Thriller', id: 'AW5hlW', description: 'Filters: film and TV genre' },
  animation: {
    defaultMessage: 'Animation',
    id: '+FOezQ',
    description: 'Filters: film and TV genre',
  },
  family: { defaultMessage: 'Family', id: 't3VO/e', description: 'Filters: film and TV genre' },
  documentary: {
    defaultMessage: 'Documentary',
    id: '+imv+H',
    description: 'Filters: film and TV genre',
  },
});

/** Each filter genre's name as the page's language says it. */
export const GENRE_LABELS: Readonly<Record<GenreFilter, MessageDescriptor>> = {
  Action: genreMessages.action,
  Adventure: genreMessages.adventure,
  Comedy: genreMessages.comedy,
  Crime: genreMessages.crime,
  Drama: genreMessages.drama,
  Fantasy: genreMessages.fantasy,
  History: genreMessages.history,
  Horror: genreMessages.horror,
  Mystery: genreMessages.mystery,
  Romance: genreMessages.romance,
  'Sci-Fi': genreMessages.scifi,
  Thriller: genreMessages.thriller,
  Animation: genreMessages.animation,
  Family: genreMessages.family,
  Documentary: genreMessages.documentary,
};

const contentTypeMessages = defineMessages({
  movies: {
    defaultMessage: 'Movies',
    id: 'ymqtGn',
    description: 'Filters: content type choice, films only',
  },
  tvShows: {
    defaultMessage: 'TV Shows',
    id: '7QfTjN',
    description: 'Filters: content type choice, TV series only',
  },
});

/** Each content type's name as the page's language says it. */
export const CONTENT_TYPE_LABELS: Readonly<Record<ContentTypeFilter, MessageDescriptor>> = {
  Movies: contentTypeMessages.movies,
  'TV Shows': contentTypeMessages.tvShows,
};
