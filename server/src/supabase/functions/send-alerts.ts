import type { FastifyInstance } from 'fastify';
import type { RunAlertsFor } from '../../alerts/alert-engine.js';
import { asOfFrom, runDayUsage } from '../../../../supabase/functions/_shared/run-day.ts';
import { listeningOrigin } from '../../http/listening-origin.js';
import { requireApiKey, resolveCaller } from '../caller.js';
import type { SupabaseContext } from '../context.js';

const usage = { error: runDayUsage };

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
