import { isProductionEnv } from 'deployment-env';
import { catalogDayFromEnv } from './clock.js';
import { tmdbSourceFromEnv } from './tmdb/tmdb-source.js';
import { httpUrlSetting } from './url-setting.js';

/**
 * Every setting the catalog reads, checked before it starts: WATCHWHERE_NOW, the TMDB settings and
 * CATALOG_PUBLIC_URL. Throws an InvalidSettingError naming the first bad one.
 */
export function checkCatalogSettings(env: NodeJS.ProcessEnv): void {
  catalogDayFromEnv(env, isProductionEnv(env) ? 'production' : 'local');
  tmdbSourceFromEnv(env);
  httpUrlSetting(env, 'CATALOG_PUBLIC_URL');
}
