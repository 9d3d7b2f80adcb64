import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  APPENDED,
  FIXTURE_RESPONSES,
  foundByExternalId,
  TRANSLATED_OVERVIEWS,
} from './fixture-responses.js';

export const FIXTURE_API_KEY = 'fixture-key';
export const FIXTURE_READ_TOKEN = 'fixture-token';

export interface FixtureTmdb {
  baseUrl: string;
  /** Every request received, as path + query. */
  requests: string[];
  /** Paths whose next N answers fail with 503 (tests retries). */
  failNext: Map<string, number>;
  /** Paths answered only after this many milliseconds (tests timeouts). */
  delays: Map<string, number>;
  /** While set, every request gets this status and headers (a 429 with Retry-After, a 503). */
  outage?: { status: number; headers?: Record<string, string> };
  close(): Promise<void>;
}

/**
 * A local stand-in for api.themoviedb.org/3 serving recorded-shape answers, checking the key the way
 * TMDB does (api_key query parameter or bearer token) and answering TMDB's 401/404 bodies.
 */
export async function startFixtureTmdb(): Promise<FixtureTmdb> {
  const requests: string[] = [];
  const failNext = new Map<string, number>();
  const delays = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    requests.push(`${url.pathname}${url.search}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
      response.end(JSON.stringify(body));
    };
    if (fixture.outage) {
      const { status, headers } = fixture.outage;
      return send(status, { success: false, status_code: 25, status_message: 'outage' }, headers);
    }
    if (!authorised(request, url)) {
      return send(401, {
        success: false,
        status_code: 7,
        status_message: 'Invalid API key: You must be granted a valid key.',
      });
    }
    const failures = failNext.get(url.pathname) ?? 0;
    if (failures > 0) {
      failNext.set(url.pathname, failures - 1);
      return send(503, {
        success: false,
        status_code: 46,
        status_message: 'System maintenance in progress.',
      });
    }
    // Own properties only: a path or an appended part named "constructor" is simply unknown.
    const body = Object.hasOwn(FIXTURE_RESPONSES, url.pathname)
      ? FIXTURE_RESPONSES[url.pathname]
      : url.pathname.startsWith('/3/find/')
        ? foundByExternalId()
        : undefined;
    const respond = () => {
      if (body === undefined)
        return send(404, {
          success: false,
          status_code: 34,
          status_message: 'The resource you requested could not be found.',
        });
      const translated = inLanguage(body, url.pathname, url.searchParams.get('language'));
      send(200, withAppended(translated, url.searchParams.get('append_to_response')));
    };
    const delay = delays.get(url.pathname);
    if (delay) setTimeout(respond, delay);
    else respond();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const fixture: FixtureTmdb = {
    baseUrl: `http://127.0.0.1:${port}/3`,
    requests,
    failNext,
    delays,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fixture;
}

function authorised(request: IncomingMessage, url: URL): boolean {
  return (
    url.searchParams.get('api_key') === FIXTURE_API_KEY ||
    request.headers.authorization === `Bearer ${FIXTURE_READ_TOKEN}`
  );
}

function withAppended(body: unknown, append: string | null): unknown {
  if (!append) return body;
  const parts = Object.fromEntries(
    append
      .split(',')
      .flatMap((part) => (Object.hasOwn(APPENDED, part) ? [[part, APPENDED[part]]] : [])),
  );
  return { ...(body as object), ...parts };
}

/** As TMDB: an overview in another language than English is empty where no one translated it. */
function inLanguage(body: unknown, path: string, language: string | null): unknown {
  if (!language || language.startsWith('en-')) return body;
  if (typeof (body as { overview?: unknown }).overview !== 'string') return body;
  return { ...(body as object), overview: TRANSLATED_OVERVIEWS[path]?.[language] ?? '' };
}
