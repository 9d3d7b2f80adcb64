import { setTimeout } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { Operations } from 'observability';
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
import { PARSERS } from '../http/parse-request.js';
import { countSetting } from '../count-setting.js';
import { httpUrlSetting } from '../url-setting.js';
import { matchRows } from '../match/match-rows.js';
import { tmdbFinder } from './tmdb-finder.js';
import { tmdbObserver } from './tmdb-observer.js';
import { tmdbOffers } from './tmdb-offers.js';
import { TmdbUnavailable, TmdbUpstream, type TmdbAnswer } from './tmdb-upstream.js';

export interface TmdbSourceOptions {
  /** v3 API key, sent as `api_key`. */
  apiKey?: string;
  /** v4 read access token, sent as a bearer token. */
  readToken?: string;
  baseUrl?: string;
  timeoutMs?: number;
  /** Calls to TMDB a second at most (default 40); see TmdbUpstream for the queue and circuit. */
  maxRps?: number;
  maxQueue?: number;
  circuitVolume?: number;
  circuitResetMs?: number;
  /** How long an answer is used without asking TMDB again (default: its path's max-age). */
  freshForMs?: number;
  /** How long a last good answer is kept to serve when TMDB fails (default 24 h). */
  keepForMs?: number;
  /** What the kept answers may weigh in all (default 64 MB). */
  keptBytes?: number;
  fetch?: typeof globalThis.fetch;
}

/** A TMDB answer as kept: fresh until `freshUntil`, then served only when TMDB fails. */
interface Kept {
  body: object;
  bytes: number;
  freshUntil: number;
}

const TMDB_BASE_URL = 'https://api.themoviedb.org/3';
const RANK_PAGES = 3;
/** Rows of an imported list matched at once: as many calls as an offers answer makes at once. */
const CONCURRENT_ROWS = 8;
const DEFAULT_MAX_RPS = 40;
const DAY_MS = 86_400_000;
/** A retry waits 250–500 ms, so failing callers do not all ask again at once. */
const RETRY_WAIT_MS = 250;
// A kept entry's key (two bytes a character) and bookkeeping count too.
const ENTRY_OVERHEAD_BYTES = 200;

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
 * Proxies the same paths to real TMDB: the key stays on the server, calls go through TmdbUpstream
 * (rate, queue, 429 pauses, circuit), identical calls in flight are made once, and answers are
 * kept (LRU by size) for 24 h: fresh for their path's TTL, then served with `markStale` when TMDB
 * fails; with none kept, a 503 with Retry-After. TMDB's 4xx come back with their status as
 * `TMDB API error: {status}`. Every call carries the visitor's `language` (and `region` when the
 * app sends one); a title whose overview TMDB lacks in that language gets its English one, as
 * seerr does.
 */
export class TmdbSource implements CatalogSource {
  readonly sample = false;
  private readonly baseUrl: string;
  private readonly upstream: TmdbUpstream;
  private readonly kept: LRUCache<string, Kept>;
  private readonly inFlight = new Map<string, Promise<object>>();
  private readonly freshForMs?: number;

  constructor(options: TmdbSourceOptions) {
    const { apiKey, readToken } = options;
    if (!apiKey && !readToken) throw new Error('TmdbSource needs an apiKey or a readToken');
    this.baseUrl = (options.baseUrl ?? TMDB_BASE_URL).replace(/\/$/, '');
    this.freshForMs = options.freshForMs;
    const fetch = options.fetch ?? globalThis.fetch;
    this.upstream = new TmdbUpstream({
      maxRps: options.maxRps ?? DEFAULT_MAX_RPS,
      maxQueue: options.maxQueue,
      timeoutMs: options.timeoutMs ?? 5000,
      circuitVolume: options.circuitVolume,
      circuitResetMs: options.circuitResetMs,
      send(url, signal) {
        const target = new URL(url);
        const headers: Record<string, string> = { accept: 'application/json' };
        if (readToken) headers.authorization = `Bearer ${readToken}`;
        else if (apiKey) target.searchParams.set('api_key', apiKey);
        return fetch(target, { headers, signal });
      },
    });
    this.kept = new LRUCache({
      ttl: options.keepForMs ?? DAY_MS,
      maxSize: options.keptBytes ?? 64 * 1024 * 1024,
      sizeCalculation: (kept, key) => kept.bytes + key.length * 2 + ENTRY_OVERHEAD_BYTES,
    });
  }

  /** Ready while TMDB is called as usual, or while there are answers to serve if it is not. */
  ready(): boolean {
    return this.upstream.circuitClosed || this.kept.size > 0;
  }

  observe(operations: Operations): void {
    this.upstream.observers.push(tmdbObserver(operations));
  }

  async handle(request: CatalogRequest, context: RequestContext): Promise<unknown> {
    const local = (query: Query): Query => ({
      language: TMDB_LANGUAGES[context.language],
      ...(context.region ? { region: context.region } : {}),
      ...query,
    });
    // The TMDB call a request stands for, in the caller's language and region.
    const call = (inner: CatalogRequest, query = inner.query) =>
      this.get(inner.path, local(query), MAX_AGE_SECONDS[inner.kind], context);
    if (request.kind === 'ranks') return this.ranks(request, local, context);
    // TMDB keeps no history of availability: changes come from daily snapshots (issue 15's engine).
    if (request.kind === 'changes') throw notFound();
    // Real TMDB covers what TMDB lists: no sample limits to tell a user about.
    if (request.kind === 'coverage') return { sample: false };
    if (request.kind === 'offers') {
      // One call a title, its providers appended (kept as `/3/{type}/{id}?append_to_response=…`).
      const append = { append_to_response: 'watch/providers' };
      return tmdbOffers(request, (ref) =>
        call(PARSERS.details({ type: ref.type, id: String(ref.id) }, append)),
      );
    }
    if (request.kind === 'match') return matchRows(request.rows, tmdbFinder(call), CONCURRENT_ROWS);
    const body = await call(request);
    if (request.kind !== 'details' || context.language === 'en') return body;
    return withEnglishOverview(body, () =>
      call(request, { ...request.query, language: TMDB_LANGUAGES.en }),
    );
  }

  /** TMDB has no charts: ranks are positions in its day and week trending lists and its popular list. */
  private async ranks(
    request: RequestOf<'ranks'>,
    local: (query: Query) => Query,
    context: RequestContext,
  ) {
    const position = async (path: string) => {
      for (let page = 1; page <= RANK_PAGES; page++) {
        const query = local({ page: String(page) });
        const body = (await this.get(path, query, MAX_AGE_SECONDS.ranks, context)) as {
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

  /** A fresh kept answer, else TMDB's (one call for every caller), else a stale one, else 503. */
  private async get(
    path: string,
    query: Query,
    ttlSeconds: number,
    context: RequestContext,
  ): Promise<object> {
    const url = this.url(path, query);
    const key = url.toString();
    const kept = this.kept.get(key);
    if (kept && kept.freshUntil > Date.now()) return kept.body;
    try {
      return await this.fetchOnceForAll(key, url, ttlSeconds);
    } catch (error) {
      if (!(error instanceof TmdbUnavailable)) throw error;
      if (!kept) throw unavailable(error);
      context.markStale?.();
      return kept.body;
    }
  }

  private fetchOnceForAll(key: string, url: URL, ttlSeconds: number): Promise<object> {
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.fetchWithRetry(key, url)
        .then(({ body, bytes }) => {
          const freshForMs = this.freshForMs ?? ttlSeconds * 1000;
          this.kept.set(key, { body, bytes, freshUntil: Date.now() + freshForMs });
          return body;
        })
        .finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /**
   * One more try, after a short random wait and through the same limits, only when TMDB failed
   * fast (a 5xx or a dropped connection) and no kept answer can be served instead.
   */
  private async fetchWithRetry(key: string, url: URL): Promise<TmdbAnswer> {
    try {
      return await this.upstream.get(url);
    } catch (error) {
      const fast = error instanceof TmdbUnavailable && ['5xx', 'network'].includes(error.status);
      if (!fast || this.kept.has(key)) throw error;
      await setTimeout(RETRY_WAIT_MS * (1 + Math.random()));
      return this.upstream.get(url);
    }
  }

  private url(path: string, query: Query): URL {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
      url.searchParams.set(name, value);
    }
    return url;
  }
}

/** TMDB leaves `overview` empty where no one translated it: the English one is asked for then. */
async function withEnglishOverview(body: object, english: () => Promise<object>) {
  if ((body as { overview?: unknown }).overview) return body;
  const { overview } = (await english()) as { overview?: unknown };
  return typeof overview === 'string' && overview ? { ...body, overview } : body;
}

/** 503: TMDB cannot answer now and nothing was kept; Retry-After says when to ask again. */
function unavailable(error: TmdbUnavailable): CatalogError {
  return new CatalogError(
    503,
    {
      success: false,
      status_code: 503,
      status_message: `TMDB API error: ${error.status.replace('_', ' ')}`,
    },
    error.retryAfterSeconds,
  );
}

/**
 * The TMDB source when the environment holds a key, else undefined. A TMDB_BASE_URL that is not an
 * http(s) URL, or a TMDB_MAX_RPS that is not a whole number, is an InvalidSettingError, key or not.
 */
export function tmdbSourceFromEnv(env: NodeJS.ProcessEnv): TmdbSource | undefined {
  const baseUrl = httpUrlSetting(env, 'TMDB_BASE_URL');
  const maxRps = countSetting(env, 'TMDB_MAX_RPS');
  const apiKey = env.TMDB_API_KEY?.trim();
  const readToken = env.TMDB_READ_TOKEN?.trim();
  if (!apiKey && !readToken) return undefined;
  return new TmdbSource({
    apiKey: apiKey || undefined,
    readToken: readToken || undefined,
    baseUrl,
    maxRps,
  });
}
