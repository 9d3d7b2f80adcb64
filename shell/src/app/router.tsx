import { useRoutes, type RouteObject } from 'react-router';
import { NotFoundPage } from '../features/errors/components/not-found-page';
import { LazyRoute } from '../features/remotes/components/lazy-route';
import { Layout } from './layout';
import { ROUTE_PAGES } from './route-pages';

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...ROUTE_PAGES.map(({ path, page }) => ({
        path,
        element: <LazyRoute key={page.key} page={page} />,
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
