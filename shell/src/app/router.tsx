import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { InfoPage } from '../features/info-pages/components/info-page';
import { Layout } from './layout';
import { RemoteRoute } from '../features/remotes/components/remote-route';
import { REMOTE_PAGES } from './remote-pages';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...REMOTE_PAGES.map(({ path, remote, expose }) => ({
        path,
        element: <RemoteRoute key={`${remote}/${expose}`} remote={remote} expose={expose} />,
      })),
      { path: '/about', element: <InfoPage page="about" /> },
      { path: '/contact', element: <InfoPage page="contact" /> },
      { path: '/privacy', element: <InfoPage page="privacy" /> },
      { path: '/terms', element: <InfoPage page="terms" /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/**
 * The shell's routes in React Router's declarative mode: the app needs no loaders or actions, and
 * the data router would add about 10 KB gzip to every first paint.
 */
export const AppRoutes = () => useRoutes(routes);
