// Every sentence of /terms, whole, for translation.

export const TERMS_TEXT = {
  title: 'Terms of Use',
  paragraphs: [
    'WatchWhere is an information service. It tells you where titles can be watched; it does not stream, rent or sell any title itself, and what you pay a streaming service is between you and that service.',
    'Where a title streams changes often. What this site shows can be out of date, or, on a sample catalog, made up for trying the app: check on the service before you subscribe, rent or buy.',
    'Plus is sold only where this site offers a way to pay for it; what it includes and what it costs are on the plans page.',
    'You can delete your account, and everything kept with it, at any time.',
    'Titles, names, posters and logos belong to their owners. The About page names where the data comes from.',
  ],
  linksLabel: 'Related pages',
  links: {
    plans: 'Plans',
    privacy: 'What we keep, and how to delete it',
    about: 'About WatchWhere and its data',
  },
} as const;
