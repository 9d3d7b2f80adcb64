import { defineMessages } from 'react-intl';

/** Why a file was refused, one sentence each. */
export const fileProblemMessages = defineMessages({
  tooLarge: {
    defaultMessage:
      'This file is over 5 MB. Export the list again, or split it into smaller files.',
    id: 'JarTpZ',
    description: 'Import page: error when the chosen file is larger than 5 megabytes',
  },
  unsupportedType: {
    defaultMessage:
      'This file isn’t a CSV, JSON or ZIP file. Choose the export Letterboxd, IMDb or Trakt gave you.',
    id: 'Uy2NP6',
    description: 'Import page: error when the chosen file is not text, JSON or a ZIP archive',
  },
  brokenQuoting: {
    defaultMessage:
      'This CSV file has a quotation mark that is never closed, so its rows can’t be read. Export the list again.',
    id: 'e54q2L',
    description: 'Import page: error when the CSV file has broken quoting',
  },
  noTitleColumn: {
    defaultMessage: 'This file has no column of titles. Choose a Letterboxd, IMDb or Trakt export.',
    id: 'RbLrBY',
    description: 'Import page: error when the file has no Name or Title column',
  },
  unknownColumns: {
    defaultMessage:
      'This file doesn’t look like a Letterboxd, IMDb or Trakt export: its columns aren’t theirs.',
    id: 'cJ24Tk',
    description: 'Import page: error when the file has titles but columns of no known export',
  },
  noWatchlistInZip: {
    defaultMessage: 'This ZIP file holds no watchlist.csv. Choose the ZIP Letterboxd exported.',
    id: 'cPgINd',
    description:
      'Import page: error when a ZIP file has no watchlist.csv inside (Letterboxd exports a ZIP of CSV files)',
  },
  unreadable: {
    defaultMessage: 'This file can’t be read. It may be damaged: export the list again.',
    id: 't9fSnI',
    description: 'Import page: error when the file cannot be parsed (broken JSON or ZIP)',
  },
  empty: {
    defaultMessage: 'This file holds no titles.',
    id: 'gCiIZX',
    description: 'Import page: error when the file has no rows',
  },
});

/** Why a row was left out, shown beside its line. */
export const leftOutMessages = defineMessages({
  noTitle: {
    defaultMessage: 'No title',
    id: 'K0SWQS',
    description: 'Import page: reason a row of the file was left out: its title is empty',
  },
  badYear: {
    defaultMessage: 'The year isn’t a year',
    id: 'hILzIp',
    description: 'Import page: reason a row of the file was left out: its year field is not a year',
  },
  notATitle: {
    defaultMessage: 'Not a movie or a TV show (an episode, a game…)',
    id: 'UBW1NJ',
    description:
      'Import page: reason a row of the file was left out: it is an episode, a video game or similar',
  },
  notFound: {
    defaultMessage: 'Not found in the catalog',
    id: 'Umicj4',
    description: 'Import page: reason a row of the file was left out: no title matched it',
  },
});

/** The services whose exports are read, by name. */
export const sourceNames = {
  letterboxd: 'Letterboxd',
  imdb: 'IMDb',
  trakt: 'Trakt',
} as const;
