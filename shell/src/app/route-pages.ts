import { matchPath } from 'react-router';
import { prefetchCatalogConfiguration, type RouteDataLoader } from 'shared-core';
import { remotePageLoad } from '../features/remotes/utils/load-remote-page';
import type { PageLoad, PageModule } from '../features/remotes/utils/page-loads';
import { REMOTE_PAGES } from './remote-pages';

/** A route whose page is loaded on its first visit: a remote's page, or one of the footer's. */
export interface RoutePage {
  path: string;
  page: PageLoad;
  /** The remote and exposed module of a remote's page (the page server preloads its code). */
  remote?: { name: string; expose: string };
}

// The footer's pages load on their first visit, in one chunk, so no other page's first visit
// carries them.
const INFO_PAGES = [
  ['/about', 'AboutPage'],
  ['/contact', 'ContactPage'],
  ['/privacy', 'PrivacyPage'],
  ['/terms', 'TermsPage'],
] as const;

// /about says where the catalog's data comes from: the configuration's answer tells.
const loadCatalogSource: RouteDataLoader = ({ dispatch }) =>
  dispatch(prefetchCatalogConfiguration());

const infoPageLoad = (name: (typeof INFO_PAGES)[number][1]): PageLoad => ({
  key: `shell/${name}`,
  load: (): Promise<PageModule> =>
    import('../features/info-pages/components/info-pages').then((pages) => ({
      default: pages[name],
      loadRouteData: loadCatalogSource,
    })),
});

export const ROUTE_PAGES: RoutePage[] = [
  ...REMOTE_PAGES.map(({ path, remote, expose }) => ({
    path,
    page: remotePageLoad(remote, expose),
    remote: { name: remote, expose },
  })),
  ...INFO_PAGES.map(([path, name]) => ({ path, page: infoPageLoad(name) })),
];

/** The route a path renders, when its page is loaded on its first visit. */
export const routePageFor = (pathname: string) =>
  ROUTE_PAGES.find(({ path }) => matchPath(path, pathname));
