import type { FastifyInstance } from 'fastify';
import type { SupabaseContext } from '../context.js';

/** Health, public settings and the JWKS the client uses to verify ES256 access tokens. */
export function registerMetaRoutes(app: FastifyInstance, ctx: SupabaseContext): void {
  app.get('/health', async () => ({
    version: 'local',
    name: 'GoTrue',
    description: 'WatchWhere local auth (GoTrue-compatible subset)',
  }));

  app.get('/settings', async () => ({
    external: {
      email: true,
      phone: false,
      google: ctx.mode === 'local',
      apple: ctx.mode === 'local',
      anonymous_users: false,
    },
    disable_signup: false,
    mailer_autoconfirm: !ctx.auth.emailConfirmation,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  }));

  app.get('/.well-known/jwks.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=600');
    return { keys: [ctx.keys.publicJwk] };
  });
}
