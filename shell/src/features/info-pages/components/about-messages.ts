import type { TypedMessages } from 'shared-core';
import { defineMessages, type MessageTag } from 'react-intl';

// Every sentence of /about, whole, one message each.

export const aboutMessages = defineMessages({
  title: {
    defaultMessage: 'About WatchWhere',
    id: '8zZu3h',
    description: 'About page: its heading and browser tab title',
  },
  whatTitle: {
    defaultMessage: 'What it is',
    id: 'B7/nVQ',
    description: 'About page: heading of the section saying what WatchWhere is',
  },
  what1: {
    defaultMessage:
      'WatchWhere tells you where a movie or TV show can be watched: on which streaming services, in which countries, and whether you can stream it with a subscription, watch it free or with ads, rent it or buy it.',
    id: 'gZiV6k',
    description: 'About page, section "What it is": first paragraph',
  },
  what2: {
    defaultMessage:
      'It does not stream or sell anything itself. It points you to the services that do.',
    id: 'y7/oE5',
    description: 'About page, section "What it is": second paragraph',
  },
  whoTitle: {
    defaultMessage: 'Who it is for',
    id: '7zhF8x',
    description: 'About page: heading of the section saying who WatchWhere is for',
  },
  who1: {
    defaultMessage:
      'Anyone deciding what to watch, and where: search for a title, or browse what is popular and trending.',
    id: '3/tSrM',
    description: 'About page, section "Who it is for": first item of a bulleted list',
  },
  who2: {
    defaultMessage:
      'People who pay for a few services and want to know which of them has a title, what just arrived on them and what is leaving soon.',
    id: 'kqPTE1',
    description: 'About page, section "Who it is for": second item of a bulleted list',
  },
  who3: {
    defaultMessage:
      'People who travel or live abroad and want to know what streams in another country.',
    id: 'tRGcyh',
    description: 'About page, section "Who it is for": third item of a bulleted list',
  },
  plans: {
    defaultMessage:
      'You can search and browse without an account. A free account keeps your watchlist, your services and your country, and tells you when a title you asked about arrives on them. Plus adds every country and service at once, unlimited filters and streaming-popularity ranks.',
    id: 'V745zL',
    description:
      'About page, section "Who it is for": what a free account and the paid Plus plan (a brand name) add',
  },
  plansLink: {
    defaultMessage: 'See what Plus includes',
    id: 'utes6d',
    description: "About page: link to the plans page (Plus is the paid plan's brand name)",
  },
  sourcesTitle: {
    defaultMessage: 'Where the data comes from',
    id: '/yFGXu',
    description: "About page: heading of the section naming the site's data sources",
  },
  checking: {
    defaultMessage: 'Asking the catalog where its data comes from…',
    id: 'gNoCaO',
    description:
      'About page, data sources: shown while the catalog is asked whether it is live or sample data',
  },
  unknown: {
    defaultMessage:
      'The catalog did not answer, so this page cannot say where its data comes from right now. Try again later.',
    id: 'MrKxyZ',
    description: 'About page, data sources: shown when the catalog did not answer',
  },
  live: {
    defaultMessage:
      'This site shows live data from TMDB, The Movie Database, and from JustWatch through TMDB.',
    id: '/GSmpG',
    description:
      'About page, data sources, with live data: where it comes from (TMDB and JustWatch are brand names)',
  },
  liveChanges: {
    defaultMessage:
      'Where a title streams changes every day, and a service can change its offer before the data does: check on the service before you pay.',
    id: 'hxzElr',
    description: 'About page, data sources, with live data: a warning that availability changes',
  },
  sample: {
    defaultMessage:
      'This site runs on a sample catalog that works offline. It uses no data from TMDB or JustWatch; its titles come from public data sets:',
    id: 'u6O6Pi',
    description:
      'About page, data sources, on the offline sample catalog: introduction to a bulleted list of the data sets used',
  },
  sampleFilms: {
    defaultMessage:
      'Movies and their facts (titles, release dates, directors, running times, box office, IMDb ratings and votes, Rotten Tomatoes scores) come from vega-datasets.',
    id: 'PYBRog',
    description:
      'About page, sample data sources, list item: where the films come from (vega-datasets is the name of a data set)',
  },
  sampleSeries: {
    defaultMessage:
      'Well-known TV shows (premiere dates, seasons, genres and networks) were typed in by hand.',
    id: 'zbvaCr',
    description: 'About page, sample data sources, list item: where the TV series come from',
  },
  sampleMade: {
    defaultMessage:
      'Sample data, made up for trying the app: where titles stream and when they arrive and leave (apart from the first days of anime listings), the posters, which are generated pictures, and the streaming ranks. The overviews are written from the real facts.',
    id: 'VQEo99',
    description: 'About page, on the offline sample catalog: which of its data is made up',
  },
  sampleUse: {
    defaultMessage:
      'So this site is for trying WatchWhere out, not for deciding where to watch something tonight.',
    id: 'IhAbpp',
    description: 'About page, on the offline sample catalog: what the site is then good for',
  },
});

/** The sample's anime credit, naming its licence (a link). */
type AnimeCreditMessagesValues = { sampleAnime: { licence: MessageTag } };

export const animeCreditMessages: TypedMessages<AnimeCreditMessagesValues> =
  defineMessages<AnimeCreditMessagesValues>({
    sampleAnime: {
      defaultMessage:
        'Anime (titles, air dates, seasons, and the services and days they were first listed on) come from bangumi-data, shared under the <licence>CC BY 4.0</licence> licence; WatchWhere picks and reshapes its entries.',
      id: 'utEXJc',
      description:
        'About page, sample data sources, list item: where the anime series come from (bangumi-data is the name of a data set); <licence> marks the name of its licence (CC BY 4.0, keep it as is), a link',
    },
  });
