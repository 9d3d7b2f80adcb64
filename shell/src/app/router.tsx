import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { Layout } from './layout';
import { LazyRoute, RemoteRoute } from '../features/remotes/components/remote-route';
import { REMOTE_PAGES } from './remote-pages';

// The footer's pages load on their first visit, so no first visit of another page carries them.
const loadInfoPages = () => import('../features/info-pages/components/info-pages');
const INFO_PAGES = [
  ['/about', 'AboutPage'],
  ['/contact', 'ContactPage'],
  ['/privacy', 'PrivacyPage'],
  ['/terms', 'TermsPage'],
] as const;

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...REMOTE_PAGES.map(({ path, remote, expose }) => ({
        path,
        element: <RemoteRoute key={`${remote}/${expose}`} remote={remote} expose={expose} />,
      })),
      ...INFO_PAGES.map(([path, page]) => ({
        path,
        element: (
          <LazyRoute key={path} load={() => loadInfoPages().then((m) => ({ default: m[page] }))} />
        ),
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The shell's routes in React Router's declarative mode: the app needs no loaders or actions, and
 * the data router would add about 10 KB gzip to every first paint.
 */
export const AppRoutes = () => useRoutes(routes);
