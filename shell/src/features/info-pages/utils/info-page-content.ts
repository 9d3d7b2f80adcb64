export interface InfoPageContent {
  title: string;
  paragraphs: string[];
}

export const INFO_PAGES: Record<'about' | 'contact' | 'privacy' | 'terms', InfoPageContent> = {
  about: {
    title: 'About WatchWhere',
    paragraphs: [
      'WatchWhere tells you where a movie or TV show can be watched: per streaming service and per country, in one place.',
      'Search any title, filter by the services you pay for, keep a watchlist, and see which country streams what you are looking for.',
    ],
  },
  contact: {
    title: 'Contact',
    paragraphs: [
      'Questions, corrections or a title we got wrong? Write to hello@watchwhere.app and a person will answer within two working days.',
      'Availability changes daily; if a service lists a title we do not, tell us the title and your country.',
    ],
  },
  privacy: {
    title: 'Privacy',
    paragraphs: [
      'We keep only what the app needs: your email and name when you register, your watchlist, your chosen services and country, and your notification preferences.',
      'Recent searches and viewed titles stay in your browser. We do not sell your data or show third-party ads. You can delete your account and everything tied to it at any time.',
    ],
  },
  terms: {
    title: 'Terms of Use',
    paragraphs: [
      'WatchWhere is an information service: we point you to streaming services but do not sell or stream content ourselves.',
      'Availability and prices come from third parties and can change without notice. Plus can be cancelled at any time, with no hidden fees.',
    ],
  },
};
