import type { FastifyInstance } from 'fastify';
import type { RunAlertsFor } from '../../alerts/alert-engine.js';
import { isRunDay, runDayRule } from '../../alerts/run-day.js';
import { listeningOrigin } from '../../http/listening-origin.js';
import { requireApiKey, resolveCaller } from '../caller.js';
import type { SupabaseContext } from '../context.js';

const usage = { error: `Send {} or { "as_of": "YYYY-MM-DD" }, ${runDayRule}` };

/** `as_of` from the body: undefined for today, null when it is not a calendar day. */
function asOfFrom(body: unknown): string | undefined | null {
  if (body === undefined) return undefined;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const asOf = (body as { as_of?: unknown }).as_of;
  if (asOf === undefined) return undefined;
  return typeof asOf === 'string' && isRunDay(asOf) ? asOf : null;
}

/**
 * POST /functions/v1/send-alerts `{ "as_of"?: "YYYY-MM-DD" }`, service role only: one run of the
 * alert engine (docs/alerts.md), answering its summary. Same contract as
 * supabase/functions/send-alerts, which pg_cron calls every hour on a hosted project.
 */
export function registerSendAlerts(
  app: FastifyInstance,
  ctx: SupabaseContext,
  run: RunAlertsFor,
): void {
  app.post('/send-alerts', async (request, reply) => {
    const apiKey = await requireApiKey(request, ctx.keys);
    const caller = await resolveCaller(request, ctx.keys, apiKey).catch(() => undefined);
    if (!caller) return reply.status(401).send({ error: 'Invalid JWT' });
    if (caller.claims.role !== 'service_role') {
      return reply.status(403).send({ error: 'Only the service role may run the alert engine' });
    }
    const asOf = asOfFrom(request.body);
    if (asOf === null) return reply.status(400).send(usage);
    const summary = await run({ asOf, apiUrl: listeningOrigin(app) });
    return reply.type('application/json; charset=utf-8').send(summary);
  });
}
