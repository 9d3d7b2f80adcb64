import { OfflineCatalog } from '../src/catalog/offline/offline-catalog.js';

export interface Scenario {
  name: string;
  paths: string[];
}

/** Search-as-you-type: every prefix (2+ letters) of well-known titles, as the suggestion box sends them. */
export function suggestionTexts(): string[] {
  const typed = [
    'the godfather',
    'star wars',
    'breaking bad',
    'leon',
    'godfater',
    'inception',
    'fullmetal alchemist',
    'stranger things',
    'the office',
    'titanic',
    'amelie',
    'batman begins',
    'game of thrones',
    'toy story',
    'the matrix',
  ];
  return typed.flatMap((text) =>
    Array.from({ length: text.length - 1 }, (_, index) => text.slice(0, index + 2)),
  );
}

function suggestionPaths(): string[] {
  return suggestionTexts().map(
    (text) => `/catalog/3/search/multi?query=${encodeURIComponent(text)}&include_adult=false`,
  );
}

export function scenarios(catalog: OfflineCatalog): Scenario[] {
  const movies = catalog.popular('movie').slice(0, 200);
  const shows = catalog.popular('tv').slice(0, 100);
  const regions = ['US', 'GB', 'CA', 'AU', 'DE', 'FR'];
  const providerSets = ['8', '9', '337', '15', '1899', '350', '531', '8|337', '8,9'];
  return [
    { name: 'search suggestions', paths: suggestionPaths() },
    {
      name: 'details + append',
      paths: [...movies, ...shows].map(
        (title) =>
          `/catalog/3/${title.type}/${title.id}?append_to_response=credits,videos,images,keywords,${title.type === 'movie' ? 'release_dates' : 'content_ratings'}`,
      ),
    },
    {
      name: 'watch providers',
      paths: [...movies, ...shows].map(
        (title) => `/catalog/3/${title.type}/${title.id}/watch/providers`,
      ),
    },
    {
      name: 'discover',
      paths: regions.flatMap((region) =>
        providerSets.flatMap((providers) =>
          ['movie', 'tv'].map(
            (type) =>
              `/catalog/3/discover/${type}?watch_region=${region}&with_watch_providers=${encodeURIComponent(providers)}&page=1`,
          ),
        ),
      ),
    },
  ];
}
