import { loadAppProvidersMessages } from 'app-providers';
import type { CatalogLoader } from 'shared-core';
import { loadSharedUiMessages } from 'shared-ui';

/**
 * The shell's words, with those of the packages it renders. The footer pages' own words are a part
 * of the catalog that loads with their chunk (`features/info-pages/info-pages-intl.ts`).
 */
export const SHELL_CATALOGS: CatalogLoader[] = [
  loadSharedUiMessages,
  loadAppProvidersMessages,
  (locale) => import(/* webpackChunkName: "lang-[request]" */ `../lang/${locale}.json`),
];
