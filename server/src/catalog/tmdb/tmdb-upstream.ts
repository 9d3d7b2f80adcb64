import Bottleneck from 'bottleneck';
import CircuitBreaker from 'opossum';
import { CatalogError } from '../http/catalog-error.js';

/** How a call to TMDB ended, or why none was made (`watchwhere_tmdb_requests_total{status}`). */
export type CallStatus =
  | '2xx'
  | '404'
  | '4xx'
  | '429'
  | '5xx'
  | 'timeout'
  | 'network'
  | 'circuit_open'
  | 'queue_full'
  | 'paused';

/** TMDB cannot answer now, through no fault of the caller's: a stale copy, or 503 with Retry-After. */
export class TmdbUnavailable extends Error {
  constructor(
    readonly status: Exclude<CallStatus, '2xx' | '404' | '4xx'>,
    readonly retryAfterSeconds: number,
  ) {
    super(`TMDB unavailable: ${status}`);
  }
}

export interface TmdbAnswer {
  body: object;
  /** Its length as received (what keeping it costs). */
  bytes: number;
}

/** What an operator is told of the calls (see tmdb-observer.ts). */
export interface UpstreamObserver {
  called(status: CallStatus, seconds?: number): void;
  circuitChanged(state: 'open' | 'half-open' | 'closed'): void;
  paused(seconds: number): void;
}

export interface UpstreamOptions {
  /** Calls a second at most (TMDB_MAX_RPS). */
  maxRps: number;
  /**
   * Calls waiting for their turn, beyond the 20 under way, at most (default: two seconds of
   * calls); past it, `queue_full` at once.
   */
  maxQueue?: number;
  timeoutMs: number;
  /** Calls in the last 10 s before failures can open the circuit (default 10; half must fail). */
  circuitVolume?: number;
  /** How long an open circuit refuses calls before it lets one try (default 10 s). */
  circuitResetMs?: number;
  /** One request to TMDB, its key added. */
  send(url: URL, signal: AbortSignal): Promise<Response>;
}

// TMDB takes up to 20 connections from one address at a time.
const MAX_CONCURRENT = 20;
/** Retry-After of a 503 for a failed call (5xx, timeout, network) with the circuit still closed. */
const FAILURE_RETRY_AFTER_SECONDS = 5;
/** A 429's pause when its Retry-After is missing or unreadable, and the longest one honoured. */
const DEFAULT_PAUSE_SECONDS = 1;
const MAX_PAUSE_SECONDS = 600;

/**
 * Every call to TMDB, within its limits: at most `maxRps` a second, a bounded queue, no call while
 * a 429's Retry-After runs (a call that waited its turn meanwhile is refused too), and a circuit
 * that opens after repeated failures (timeouts, 5xx, network errors; not 4xx answers).
 */
export class TmdbUpstream {
  readonly observers: UpstreamObserver[] = [];
  private readonly limiter: Bottleneck;
  private readonly breaker: CircuitBreaker<[URL], TmdbAnswer>;
  private readonly maxQueue: number;
  private readonly queueSeconds: number;
  private readonly circuitResetMs: number;
  private pausedUntil = 0;
  private openedAt = 0;

  constructor(private readonly options: UpstreamOptions) {
    this.maxQueue = options.maxQueue ?? options.maxRps * 2;
    this.queueSeconds = Math.ceil(this.maxQueue / options.maxRps);
    this.circuitResetMs = options.circuitResetMs ?? 10_000;
    this.limiter = new Bottleneck({
      minTime: 1000 / options.maxRps,
      maxConcurrent: MAX_CONCURRENT,
    });
    this.breaker = new CircuitBreaker((url: URL) => this.call(url), {
      timeout: false, // each call has its own
      volumeThreshold: options.circuitVolume ?? 10,
      errorThresholdPercentage: 50,
      resetTimeout: this.circuitResetMs,
      // Only TMDB's own trouble counts: a 429 pauses the calls instead.
      errorFilter: (error) => !(error instanceof TmdbUnavailable) || error.status === '429',
    });
    this.breaker.on('open', () => {
      this.openedAt = Date.now();
      this.tell((observer) => observer.circuitChanged('open'));
    });
    this.breaker.on('halfOpen', () =>
      this.tell((observer) => observer.circuitChanged('half-open')),
    );
    this.breaker.on('close', () => this.tell((observer) => observer.circuitChanged('closed')));
  }

  /** Whether calls go out as usual (false while open or trying one call). */
  get circuitClosed(): boolean {
    return this.breaker.closed;
  }

  /** TMDB's answer; a TmdbUnavailable when there is none now, a CatalogError for its 4xx. */
  async get(url: URL): Promise<TmdbAnswer> {
    this.refuseWhileUnavailable();
    // Counted here, at once: refusing through the limiter's own queue costs far more.
    const { RECEIVED, QUEUED } = this.limiter.counts();
    if (RECEIVED + QUEUED >= this.maxQueue) throw this.refused('queue_full', this.queueSeconds);
    return this.limiter.schedule(() => this.fire(url));
  }

  private async fire(url: URL): Promise<TmdbAnswer> {
    // A 429 may have come, or the circuit opened, while this call waited its turn.
    this.refuseWhileUnavailable();
    try {
      return await this.breaker.fire(url);
    } catch (error) {
      if ((error as { code?: unknown }).code !== 'EOPENBREAKER') throw error;
      throw this.refused('circuit_open', this.circuitSeconds());
    }
  }

  private refuseWhileUnavailable(): void {
    const pausedMs = this.pausedUntil - Date.now();
    if (pausedMs > 0) throw this.refused('paused', Math.ceil(pausedMs / 1000));
    if (this.breaker.opened) throw this.refused('circuit_open', this.circuitSeconds());
  }

  private refused(status: 'paused' | 'circuit_open' | 'queue_full', retryAfterSeconds: number) {
    this.tell((observer) => observer.called(status));
    return new TmdbUnavailable(status, retryAfterSeconds);
  }

  private circuitSeconds(): number {
    return Math.max(1, Math.ceil((this.openedAt + this.circuitResetMs - Date.now()) / 1000));
  }

  private async call(url: URL): Promise<TmdbAnswer> {
    const started = performance.now();
    let status: CallStatus = '2xx';
    try {
      return await this.exchange(url);
    } catch (error) {
      status = statusOf(error);
      throw error;
    } finally {
      const seconds = (performance.now() - started) / 1000;
      this.tell((observer) => observer.called(status, seconds));
    }
  }

  private async exchange(url: URL): Promise<TmdbAnswer> {
    let response: Response;
    let text: string | undefined;
    try {
      response = await this.options.send(url, AbortSignal.timeout(this.options.timeoutMs));
      if (response.ok) text = await response.text();
      else await response.body?.cancel();
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new TmdbUnavailable(timedOut ? 'timeout' : 'network', FAILURE_RETRY_AFTER_SECONDS);
    }
    if (text !== undefined) return { body: parseBody(text), bytes: text.length };
    if (response.status === 429) throw this.pause(pauseSecondsOf(response));
    if (response.status >= 500) throw new TmdbUnavailable('5xx', FAILURE_RETRY_AFTER_SECONDS);
    throw new CatalogError(response.status, {
      success: false,
      status_code: response.status,
      status_message: `TMDB API error: ${response.status}`,
    });
  }

  private pause(seconds: number): TmdbUnavailable {
    this.pausedUntil = Math.max(this.pausedUntil, Date.now() + seconds * 1000);
    this.tell((observer) => observer.paused(seconds));
    return new TmdbUnavailable('429', seconds);
  }

  private tell(what: (observer: UpstreamObserver) => void): void {
    for (const observer of this.observers) what(observer);
  }
}

function statusOf(error: unknown): CallStatus {
  if (error instanceof TmdbUnavailable) return error.status;
  return (error as { statusCode?: unknown }).statusCode === 404 ? '404' : '4xx';
}

/** A JSON object, or TMDB answered badly (as a 5xx would). */
function parseBody(text: string): object {
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') return body;
  } catch {
    // falls through
  }
  throw new TmdbUnavailable('5xx', FAILURE_RETRY_AFTER_SECONDS);
}

/** Retry-After in seconds or as an HTTP date, within 1 s and 10 minutes. */
function pauseSecondsOf(response: Response): number {
  const header = response.headers.get('retry-after')?.trim() ?? '';
  const seconds = /^\d+$/.test(header)
    ? Number(header)
    : Math.ceil((Date.parse(header) - Date.now()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 1) return DEFAULT_PAUSE_SECONDS;
  return Math.min(seconds, MAX_PAUSE_SECONDS);
}
