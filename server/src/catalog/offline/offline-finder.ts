import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import type { CatalogTitle } from '../catalog-types.js';
import { yearOf } from '../http/offers-answer.js';
import { posterPath } from '../images/image-paths.js';
import { nameKey } from '../match/name-key.js';
import type { FoundTitle, TitleFinder } from '../match/title-finder.js';
import type { OfflineCatalog } from './offline-catalog.js';
import type { SearchAnswer } from './search-index.js';
import { titleNameIn } from './title-name.js';

/** Search hits looked at for a name: titles named exactly so come first in the search's order. */
const HITS_LOOKED_AT = 50;

/** Every name's key, by title: a title's names never change. */
const keysByTitle = new WeakMap<CatalogTitle, string[]>();

/** Finds titles in the offline catalog: by id, by name (its search); it holds no IMDb ids. */
export function offlineFinder(
  catalog: OfflineCatalog,
  search: (text: string) => SearchAnswer,
  locale: AppLocale,
): TitleFinder {
  const found = (title: CatalogTitle): FoundTitle => ({
    title: {
      media_type: title.type,
      id: title.id,
      title: titleNameIn(title, locale),
      release_year: yearOf(title.date),
      poster_path: posterPath(title.type, title.id),
    },
    nameKeys: nameKeysOf(title),
  });
  return {
    byId: async (ref) => {
      const title = catalog.title(ref.type, ref.id);
      return title && found(title);
    },
    byImdbId: async () => [],
    byName: async (name, type) =>
      search(name)
        .hits.slice(0, HITS_LOOKED_AT)
        .flatMap((hit) =>
          hit.kind === 'title' && (type === undefined || hit.title.type === type)
            ? [found(hit.title)]
            : [],
        ),
  };
}

function nameKeysOf(title: CatalogTitle): string[] {
  let keys = keysByTitle.get(title);
  if (!keys) {
    const names = [title.title, title.original_title ?? '', ...(title.aka ?? [])];
    keys = [...new Set(names.map(nameKey))].filter((key) => key !== '');
    keysByTitle.set(title, keys);
  }
  return keys;
}
