import { isProductionEnv } from 'deployment-env';
import { trustedProxiesFrom } from '../http/guarded-fastify.js';
import { catalogDayFromEnv } from './clock.js';
import { inboundLimitFromEnv } from './http/inbound-limit.js';
import { tmdbSourceFromEnv } from './tmdb/tmdb-source.js';
import { httpUrlSetting } from './url-setting.js';

/**
 * Every setting the catalog reads, checked before it starts: WATCHWHERE_NOW, the TMDB settings,
 * CATALOG_PUBLIC_URL, its limit (CATALOG_RATE_LIMIT, CATALOG_INTERNAL_TOKEN) and TRUST_PROXY.
 * Throws an InvalidSettingError naming the first bad one.
 */
export function checkCatalogSettings(env: NodeJS.ProcessEnv): void {
  catalogDayFromEnv(env, isProductionEnv(env) ? 'production' : 'local');
  tmdbSourceFromEnv(env);
  httpUrlSetting(env, 'CATALOG_PUBLIC_URL');
  inboundLimitFromEnv(env);
  trustedProxiesFrom(env);
}
