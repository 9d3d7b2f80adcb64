import type { TypedMessages } from 'shared-core';
import { defineMessages, type NoMessageValues } from 'react-intl';

// Where the catalog's data comes from, as the footer and /about say it: each credit once.

type DataCreditValues = {
  tmdb: NoMessageValues;
  justWatch: NoMessageValues;
  sample: NoMessageValues;
};

export const DATA_CREDITS: TypedMessages<DataCreditValues> = defineMessages<DataCreditValues>({
  /** With TMDB's data (after its logo): what it supplies, and the notice its terms ask of every app that uses its API. */
  tmdb: {
    defaultMessage:
      'Movie, TV and watch-provider data from TMDB. This product uses the TMDB API but is not endorsed or certified by TMDB.',
    id: '0Im+hm',
    description:
      "Data credit (footer and About page): after TMDB's logo: what data comes from TMDB, and the notice TMDB's terms require from apps using its API",
  },
  /** The attribution TMDB's terms ask for its watch-provider data, which JustWatch supplies. */
  justWatch: {
    defaultMessage: 'Streaming availability data by JustWatch.',
    id: 'W3CFUe',
    description:
      'Data credit (footer and About page): attribution of the streaming availability data to JustWatch',
  },
  /** The offline sample's real sources, and what in it is sample. */
  sample: {
    defaultMessage:
      'Sample catalog: movies and their facts from vega-datasets, anime from bangumi-data, well-known TV shows typed in by hand. Where titles stream, when they arrive and leave, posters and streaming ranks are sample data.',
    id: '0+LLOq',
    description:
      'Footer note on a site running the offline sample catalog: where its real data comes from (vega-datasets and bangumi-data are names of data sets) and which parts are made up',
  },
});
