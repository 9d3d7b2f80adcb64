import { LRUCache } from 'lru-cache';
import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import type { CatalogTitle, MediaType } from '../catalog-types.js';
import { genresOf } from '../constants/genres.js';
import { displayPriority, providerById, PROVIDERS } from '../constants/providers.js';
import { isRegionCode, REGION_CODES, REGIONS } from '../constants/regions.js';
import { notFound } from '../http/catalog-error.js';
import type {
  CatalogRequest,
  CatalogSource,
  RequestContext,
  RequestOf,
} from '../http/catalog-request.js';
import { IMAGE_SIZES, parseImagePath } from '../images/image-paths.js';
import { backdropSvg, logoSvg, posterSvg } from '../images/svg-images.js';
import type { ImageRenderer } from '../http/routes.js';
import { dayNumber } from '../clock.js';
import { changesPage } from './changes.js';
import { discover } from './discover.js';
import { PARSERS } from '../http/parse-request.js';
import { matchRows } from '../match/match-rows.js';
import { OfflineCatalog } from './offline-catalog.js';
import { offlineFinder } from './offline-finder.js';
import { offlineOffers } from './offers.js';
import { paginate } from './paging.js';
import { prepareText } from './search-forms.js';
import { SearchIndex, type SearchAnswer } from './search-index.js';
import { detailsOf, listItem, multiItem, personItem } from './tmdb-shapes.js';
import { providerEntry, watchProvidersOf } from './watch-providers.js';

/** Answers TMDB v3 calls from the committed offline catalog; every answer is marked as sample data. */
export class OfflineSource implements CatalogSource, ImageRenderer {
  readonly sample = true;
  private searchIndex?: SearchIndex;
  private readonly searchCache = new LRUCache<string, SearchAnswer>({ max: 5000 });
  private readonly listCache = new LRUCache<string, CatalogTitle[]>({ max: 500 });
  private readonly imageCache = new LRUCache<string, string>({ max: 2000 });

  constructor(private readonly catalog: OfflineCatalog = OfflineCatalog.fromFile()) {}

  /** Builds the search index now rather than during the first search (whose page would wait). */
  warm(): void {
    void this.search;
  }

  /**
   * The search index, built on first use or by `warm`: about 350 ms (every title's forms, CJK
   * bigrams) that a backend serving only auth (most server tests) would otherwise pay at start-up.
   */
  private get search(): SearchIndex {
    const { catalog } = this;
    this.searchIndex ??= new SearchIndex(
      catalog.titles,
      catalog.allPeople(),
      (person) =>
        catalog.creditsOf(person.id).reduce((sum, title) => sum + title.popularity, 0) / 10,
    );
    return this.searchIndex;
  }

  async handle(request: CatalogRequest, context: RequestContext): Promise<unknown> {
    switch (request.kind) {
      case 'search':
        return this.searchMulti(request, context.language);
      case 'details':
        return detailsOf(
          this.titleOrThrow(request.type, request.id),
          request.append,
          this.catalog,
          dayNumber(context.today),
          context.language,
        );
      case 'watch-providers': {
        const title = this.titleOrThrow(request.type, request.id);
        return {
          id: request.id,
          results: watchProvidersOf(title, this.catalog.offersOn(title, dayNumber(context.today))),
        };
      }
      case 'genres':
        return { genres: genresOf(request.type, context.language) };
      case 'popular':
        return paginate(this.catalog.popular(request.type), request.page, (title) =>
          listItem(title, this.catalog, context.language),
        );
      case 'trending':
        return paginate(this.trending(request.type, request.window), request.page, (title) =>
          multiItem(title, this.catalog, context.language),
        );
      case 'discover':
        return paginate(this.discover(request, context.today), request.filters.page, (title) =>
          listItem(title, this.catalog, context.language),
        );
      case 'changes':
        return changesPage(this.catalog, request, context.language);
      case 'offers':
        return offlineOffers(this.catalog, request, context.language);
      case 'match': {
        // A name is searched as /3/search/multi reads a query (cut to 200 characters).
        const search = (name: string) =>
          this.searchAnswer(PARSERS.search({}, { query: name }).text);
        return matchRows(request.rows, offlineFinder(this.catalog, search, context.language), 1);
      }
      case 'provider-list':
        return { results: providerList(request.region) };
      case 'regions':
        return { results: REGIONS };
      case 'configuration':
        return configuration(context.imageBaseUrl);
      case 'ranks':
        return ranksOf(this.titleOrThrow(request.type, request.id));
      case 'coverage':
        return coverageOf(this.catalog.titles);
      case 'find':
        // The offline catalog holds no IMDb ids: TMDB's answer when nothing has the id.
        return {
          movie_results: [],
          person_results: [],
          tv_results: [],
          tv_episode_results: [],
          tv_season_results: [],
        };
    }
  }

  render(file: string, size: string): string | null {
    const key = `${size}/${file}`;
    const cached = this.imageCache.get(key);
    if (cached) return cached;
    const image = this.renderUncached(file, size);
    if (image) this.imageCache.set(key, image);
    return image;
  }

  private renderUncached(file: string, size: string): string | null {
    const ref = parseImagePath(file);
    if (!ref) return null;
    if (ref.kind === 'logo') {
      const provider = providerById(ref.providerId);
      return provider && isSize(size, IMAGE_SIZES.logo) ? logoSvg(provider, size) : null;
    }
    const title = this.catalog.title(ref.type, ref.id);
    if (!title || !isSize(size, IMAGE_SIZES[ref.kind])) return null;
    return ref.kind === 'poster' ? posterSvg(title, size) : backdropSvg(title, size);
  }

  private titleOrThrow(type: MediaType, id: number): CatalogTitle {
    const title = this.catalog.title(type, id);
    if (!title) throw notFound();
    return title;
  }

  /** The search's answer for a text, kept once for every spelling the index reads alike. */
  private searchAnswer(text: string): SearchAnswer {
    const key = prepareText(text);
    let answer = this.searchCache.get(key);
    if (!answer) {
      answer = key === '' ? { hits: [], partial: false } : this.search.search(text);
      this.searchCache.set(key, answer);
    }
    return answer;
  }

  private searchMulti(request: RequestOf<'search'>, locale: AppLocale) {
    const answer = this.searchAnswer(request.text);
    const page = paginate(answer.hits, request.page, (hit) =>
      hit.kind === 'title'
        ? multiItem(hit.title, this.catalog, locale)
        : personItem(hit.person, this.catalog, locale),
    );
    // Marked only when so: TMDB's answers never carry it.
    return answer.partial ? { ...page, x_partial: true } : page;
  }

  private trending(type: MediaType | 'all', window: 'day' | 'week'): CatalogTitle[] {
    return this.cached(`trending:${type}:${window}`, () => {
      const slot = window === 'day' ? 0 : 1;
      const counts = {
        movie: this.catalog.popular('movie').length,
        tv: this.catalog.popular('tv').length,
      };
      // Movies and series are ranked separately: interleave them by their relative position.
      const relative = (title: CatalogTitle) =>
        (title.ranks[slot] ?? Infinity) / counts[title.type];
      return this.catalog.titles
        .filter((title) => (type === 'all' || title.type === type) && title.ranks[slot] !== null)
        .sort((a, b) => relative(a) - relative(b) || a.id - b.id);
    });
  }

  /** Discover as of a day: provider filters follow the day's offers. */
  private discover(request: RequestOf<'discover'>, today: string): CatalogTitle[] {
    const filters = JSON.stringify({ ...request.filters, page: 0 });
    const day = dayNumber(today);
    return this.cached(`discover:${today}:${request.type}:${filters}`, () =>
      discover(this.catalog.popular(request.type), request.type, request.filters, (title) =>
        this.catalog.offersOn(title, day),
      ),
    );
  }

  private cached(key: string, compute: () => CatalogTitle[]): CatalogTitle[] {
    let titles = this.listCache.get(key);
    if (!titles) {
      titles = compute();
      this.listCache.set(key, titles);
    }
    return titles;
  }
}

function isSize(size: string, sizes: readonly string[]): boolean {
  return sizes.includes(size);
}

/** What the sample covers, so a search that finds nothing can say why: counts and years by type. */
function coverageOf(titles: readonly CatalogTitle[]) {
  const span = (type: MediaType) => {
    const ofType = titles.filter((title) => title.type === type);
    const years = ofType
      .map((title) => Number(title.date.slice(0, 4)))
      .filter((year) => Number.isInteger(year) && year > 0);
    return {
      count: ofType.length,
      first_year: years.reduce((first, year) => Math.min(first, year), Infinity),
      last_year: years.reduce((last, year) => Math.max(last, year), -Infinity),
    };
  };
  return { sample: true, movie: span('movie'), tv: span('tv') };
}

function ranksOf(title: CatalogTitle) {
  const [day, week, month] = title.ranks;
  return { '1d': day, '7d': week, '30d': month };
}

/** `/3/watch/providers/{type}`: every service (or one country's) with its priority per country. */
function providerList(region: string | undefined) {
  const regions = region ? (isRegionCode(region) ? [region] : []) : REGION_CODES;
  const listed = PROVIDERS.filter((provider) =>
    regions.some((code) => displayPriority(code, provider.id) !== undefined),
  );
  return listed
    .map((provider) => {
      const priorities = Object.fromEntries(
        REGION_CODES.flatMap((code) => {
          const priority = displayPriority(code, provider.id);
          return priority === undefined ? [] : [[code, priority]];
        }),
      ) as Record<string, number>;
      const priority = Math.min(...regions.map((code) => priorities[code] ?? Infinity));
      return { ...providerEntry(provider, priority), display_priorities: priorities };
    })
    .sort((a, b) => a.display_priority - b.display_priority || a.provider_id - b.provider_id);
}

function configuration(imageBaseUrl: string) {
  return {
    change_keys: [
      'adult',
      'air_date',
      'also_known_as',
      'biography',
      'genres',
      'images',
      'overview',
      'release_dates',
      'title',
      'videos',
    ],
    images: {
      base_url: imageBaseUrl,
      secure_base_url: imageBaseUrl,
      backdrop_sizes: IMAGE_SIZES.backdrop,
      logo_sizes: IMAGE_SIZES.logo,
      poster_sizes: IMAGE_SIZES.poster,
      profile_sizes: IMAGE_SIZES.profile,
      still_sizes: IMAGE_SIZES.still,
    },
  };
}
