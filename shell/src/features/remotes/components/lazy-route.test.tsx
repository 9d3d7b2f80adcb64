import { screen } from '@testing-library/react';
import { renderWithProviders } from 'dev-harness/testing';
import { makeStore, pageCodeLeftToBrowser } from 'shared-core';
import { startPageLoad, type PageLoad } from '../utils/page-loads';
import { LazyRoute } from './lazy-route';

const pageLoad = (key: string): PageLoad => ({
  key,
  load: async () => ({ default: () => <h1>The page</h1> }),
});

describe('a lazily loaded route', () => {
  it('renders a page whose code is loaded at once, with no loading state', async () => {
    const page = pageLoad('loaded-page');
    await startPageLoad(page);
    renderWithProviders(<LazyRoute page={page} />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeVisible();
    expect(screen.queryByText('Loading page')).toBeNull();
  });

  it('starts as its loading state when the server rendered that (its code came too late)', async () => {
    const page = pageLoad('late-page');
    await startPageLoad(page);
    const store = makeStore();
    store.dispatch(pageCodeLeftToBrowser(page.key));
    renderWithProviders(<LazyRoute page={page} />, { store });
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeVisible();
  });
});
