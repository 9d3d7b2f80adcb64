// Every sentence of /about, whole, for translation; `{name}` marks a value the page fills in.

export const ABOUT_TEXT = {
  title: 'About WatchWhere',
  whatTitle: 'What it is',
  what: [
    'WatchWhere tells you where a movie or TV show can be watched: on which streaming services, in which countries, and whether you can stream it with a subscription, watch it free or with ads, rent it or buy it.',
    'It does not stream or sell anything itself. It points you to the services that do.',
  ],
  whoTitle: 'Who it is for',
  who: [
    'Anyone deciding what to watch, and where: search for a title, or browse what is popular and trending.',
    'People who pay for a few services and want to know which of them has a title, what just arrived on them and what is leaving soon.',
    'People who travel or live abroad and want to know what streams in another country.',
  ],
  plans:
    'You can search and browse without an account. A free account keeps your watchlist, your services and your country, and tells you when a title you asked about arrives on them. Plus adds every country and service at once, unlimited filters and streaming-popularity ranks.',
  plansLink: 'See what Plus includes',
  sourcesTitle: 'Where the data comes from',
  checking: 'Asking the catalog where its data comes from…',
  unknown:
    'The catalog did not answer, so this page cannot say where its data comes from right now. Try again later.',
  live: 'This site shows live data from TMDB, The Movie Database, and from JustWatch through TMDB.',
  liveChanges:
    'Where a title streams changes every day, and a service can change its offer before the data does: check on the service before you pay.',
  sample:
    'This site runs on a sample catalog that works offline. It uses no data from TMDB or JustWatch; its titles come from public data sets:',
  sampleSources: [
    'Films and their facts (titles, release dates, directors, running times, box office, IMDb ratings and votes, Rotten Tomatoes scores) come from vega-datasets.',
    'Anime series (titles, air dates, seasons, and the services and days they were first listed on) come from bangumi-data, shared under the {licence} licence; WatchWhere picks and reshapes its entries.',
    'Well-known TV series (premiere dates, seasons, genres and networks) were typed in by hand.',
  ],
  sampleMade:
    'Sample data, made up for trying the app: where titles stream and when they arrive and leave (apart from the first days of anime listings), the posters, which are generated pictures, and the streaming ranks. The overviews are written from the real facts.',
  sampleUse:
    'So this site is for trying WatchWhere out, not for deciding where to watch something tonight.',
} as const;

/** The licence bangumi-data is shared under, which its credit links to. */
export const BANGUMI_DATA_LICENCE = {
  name: 'CC BY 4.0',
  url: 'https://creativecommons.org/licenses/by/4.0/',
} as const;
