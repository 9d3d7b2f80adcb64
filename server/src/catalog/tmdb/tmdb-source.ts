import { LRUCache } from 'lru-cache';
import type { AppLocale } from '../../../../supabase/functions/_shared/app-locales.ts';
import type { MediaType } from '../catalog-types.js';
import { MAX_AGE_SECONDS } from '../http/cache-policy.js';
import { CatalogError, notFound } from '../http/catalog-error.js';
import type {
  CatalogRequest,
  CatalogSource,
  Query,
  RequestContext,
  RequestOf,
} from '../http/catalog-request.js';
import { httpUrlSetting } from '../url-setting.js';

export interface TmdbSourceOptions {
  /** v3 API key, sent as `api_key`. */
  apiKey?: string;
  /** v4 read access token, sent as a bearer token. */
  readToken?: string;
  baseUrl?: string;
  timeoutMs?: number;
  cacheEntries?: number;
  fetch?: typeof globalThis.fetch;
}

const TMDB_BASE_URL = 'https://api.themoviedb.org/3';
const RANK_PAGES = 3;

/** The app's languages as TMDB names them (its `language` takes a language and a country). */
const TMDB_LANGUAGES: Record<AppLocale, string> = {
  en: 'en-US',
  de: 'de-DE',
  fr: 'fr-FR',
  ja: 'ja-JP',
  ko: 'ko-KR',
  'pt-BR': 'pt-BR',
};

/**
 * Proxies the same paths to real TMDB: the key stays on the server, each call has a timeout and one
 * retry on 5xx or timeout, answers are cached (LRU, TTL per kind of path), and TMDB's errors come
 * back with their status as `TMDB API error: {status}`. Every call carries the visitor's `language`
 * (and `region` when the app sends one); a title whose overview TMDB lacks in that language gets
 * its English one, as seerr does.
 */
export class TmdbSource implements CatalogSource {
  readonly sample = false;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetch: typeof globalThis.fetch;
  private readonly cache: LRUCache<string, object>;
  private readonly inFlight = new Map<string, Promise<object>>();

  constructor(private readonly options: TmdbSourceOptions) {
    if (!options.apiKey && !options.readToken)
      throw new Error('TmdbSource needs an apiKey or a readToken');
    this.baseUrl = (options.baseUrl ?? TMDB_BASE_URL).replace(/\/$/, '');
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.cache = new LRUCache({ max: options.cacheEntries ?? 2000, ttlAutopurge: false });
  }

  async handle(request: CatalogRequest, context: RequestContext): Promise<unknown> {
    const local = (query: Query): Query => ({
      language: TMDB_LANGUAGES[context.language],
      ...(context.region ? { region: context.region } : {}),
      ...query,
    });
    if (request.kind === 'ranks') return this.ranks(request, local);
    // TMDB keeps no history of availability: changes come from daily snapshots (issue 15's engine).
    if (request.kind === 'changes') throw notFound();
    // Real TMDB covers what TMDB lists: no sample limits to tell a user about.
    if (request.kind === 'coverage') return { sample: false };
    const ttl = MAX_AGE_SECONDS[request.kind];
    const body = await this.get(request.path, local(request.query), ttl);
    if (request.kind !== 'details' || context.language === 'en') return body;
    return this.withEnglishOverview(
      body,
      request.path,
      local({ ...request.query, language: TMDB_LANGUAGES.en }),
      ttl,
    );
  }

  /** TMDB leaves `overview` empty where no one translated it: the English one is asked for then. */
  private async withEnglishOverview(body: object, path: string, englishQuery: Query, ttl: number) {
    if ((body as { overview?: unknown }).overview) return body;
    const english = (await this.get(path, englishQuery, ttl)) as { overview?: unknown };
    return typeof english.overview === 'string' && english.overview
      ? { ...body, overview: english.overview }
      : body;
  }

  /** TMDB has no charts: ranks are positions in its day and week trending lists and its popular list. */
  private async ranks(request: RequestOf<'ranks'>, local: (query: Query) => Query) {
    const position = async (path: string) => {
      for (let page = 1; page <= RANK_PAGES; page++) {
        const query = local({ page: String(page) });
        const body = (await this.get(path, query, MAX_AGE_SECONDS.ranks)) as {
          results?: { id: number }[];
        };
        const index = (body.results ?? []).findIndex((item) => item.id === request.id);
        if (index !== -1) return (page - 1) * 20 + index + 1;
      }
      return null;
    };
    const type: MediaType = request.type;
    const [day, week, month] = await Promise.all([
      position(`/trending/${type}/day`),
      position(`/trending/${type}/week`),
      position(`/${type}/popular`),
    ]);
    return { '1d': day, '7d': week, '30d': month };
  }

  private async get(path: string, query: Query, ttlSeconds: number): Promise<object> {
    const url = this.url(path, query);
    const key = url.toString();
    const cached = this.cache.get(key);
    if (cached) return cached;
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchWithRetry(url).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    const body = await pending;
    this.cache.set(key, body, { ttl: ttlSeconds * 1000 });
    return body;
  }

  private url(path: string, query: Query): URL {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
      url.searchParams.set(name, value);
    }
    return url;
  }

  private async fetchWithRetry(url: URL): Promise<object> {
    try {
      return await this.fetchOnce(url);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      return this.fetchOnce(url);
    }
  }

  private async fetchOnce(url: URL): Promise<object> {
    const target = new URL(url);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.options.readToken) headers.authorization = `Bearer ${this.options.readToken}`;
    else if (this.options.apiKey) target.searchParams.set('api_key', this.options.apiKey);
    let response: Response;
    try {
      response = await this.fetch(target, { headers, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw tmdbError(timedOut ? 504 : 502, timedOut ? 'timeout' : 'unreachable');
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw tmdbError(response.status >= 500 ? 502 : response.status, String(response.status));
    }
    return (await response.json()) as object;
  }
}

function tmdbError(status: number, detail: string): CatalogError {
  return new CatalogError(status, {
    success: false,
    status_code: status,
    status_message: `TMDB API error: ${detail}`,
  });
}

function isRetryable(error: unknown): boolean {
  return error instanceof CatalogError && error.statusCode >= 500;
}

/**
 * The TMDB source when the environment holds a key, else undefined. A TMDB_BASE_URL that is not an
 * http(s) URL is an InvalidSettingError, key or not.
 */
export function tmdbSourceFromEnv(env: NodeJS.ProcessEnv): TmdbSource | undefined {
  const baseUrl = httpUrlSetting(env, 'TMDB_BASE_URL');
  const apiKey = env.TMDB_API_KEY?.trim();
  const readToken = env.TMDB_READ_TOKEN?.trim();
  if (!apiKey && !readToken) return undefined;
  return new TmdbSource({
    apiKey: apiKey || undefined,
    readToken: readToken || undefined,
    baseUrl,
  });
}
