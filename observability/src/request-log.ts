import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { PROBE_PATHS } from './probes.js';
import { safeUrl } from './safe-url.js';

/** Routes named by the server itself, for requests answered before any route (a page). */
const namedRoutes = new WeakMap<FastifyRequest, string>();

/** Names the route a request is counted and logged under, when no route of Fastify's is its own. */
export const nameRoute = (request: FastifyRequest, route: string) =>
  void namedRoutes.set(request, route);

/** A request's route as its pattern (`/movie/:id`), never its URL: label sets stay bounded. */
export const routeOf = (request: FastifyRequest) =>
  namedRoutes.get(request) ?? request.routeOptions.url ?? '(unmatched)';

const isQuiet = (route: string) => PROBE_PATHS.includes(route) || route === '/metrics';

/** What a log line says of a request: never its headers, its query's values or its body. */
export function requestFields(request: FastifyRequest, reply: FastifyReply) {
  return {
    method: request.method,
    route: routeOf(request),
    url: safeUrl(request.url),
    status_code: reply.statusCode,
    duration_ms: Math.round(reply.elapsedTime * 10) / 10,
  };
}

/**
 * Fastify's request logging, as one line per request when it is answered (with its error, if
 * any). Probes and scrapes are counted, not logged.
 */
export class OneLinePerRequest extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'request_id' });
  }

  override incomingRequest(): void {}

  /** Fastify's own line names the raw URL (a query's secrets too): the request's line says 404. */
  override routeNotFound(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (isQuiet(routeOf(request))) return;
    const fields = requestFields(request, reply);
    if (error || reply.statusCode >= 500) reply.log.error({ ...fields, err: error }, 'request');
    else reply.log.info(fields, 'request');
  }

  override defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    // A 4xx is the caller's; its line says so. A 5xx's error goes with its request line.
    if (reply.statusCode >= 500) reply.log.error({ route: routeOf(request), err: error }, 'failed');
  }
}
