import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configuration,
  installFakeBackend,
  list,
  movieResult,
  renderWithProviders,
  usAndUkProviders,
  type FakeRoutes,
  watchProviderList,
} from 'dev-harness/testing';
import { countrySaved, makeStore, selectToasts } from 'shared-core';
import { pagedSearch } from '../../testing/paged-search';
import { DiscoverView } from './discover-view';

const movies = [
  movieResult(1, 'On Netflix'),
  movieResult(2, 'Also On Netflix'),
  movieResult(3, 'Only On Hulu'),
];

/** Which services offer each title, in the US and the UK. */
const offers: Record<number, { US: number[]; GB: number[] }> = {
  1: { US: [8], GB: [8] },
  2: { US: [8], GB: [] },
  3: { US: [15], GB: [] },
};

const routes = {
  'GET /3/configuration': configuration,
  'GET /3/watch/providers/movie': watchProviderList(usAndUkProviders),
  'GET /3/movie/popular': list(movies),
  'GET /3/tv/popular': list([]),
  'GET /3/trending/all/week': list(movies),
  'GET /rest/v1/popular_searches': { body: [] },
  'GET /3/search/multi': list(movies),
  // discover by service: the titles the chosen services offer in the region
  'GET /3/discover/movie': (request: Request) => {
    const query = new URL(request.url).searchParams;
    const ids = query.get('with_watch_providers')!.split('|').map(Number);
    const region = query.get('watch_region') as 'US' | 'GB';
    return list(movies.filter(({ id }) => offers[id]![region].some((p) => ids.includes(p))));
  },
  'GET /3/discover/tv': list([]),
  ...Object.fromEntries(
    Object.entries(offers).map(([id, { US, GB }]) => [
      `GET /3/movie/${id}/watch/providers`,
      {
        body: {
          results: {
            US: { flatrate: US.map((provider_id) => ({ provider_id })) },
            GB: { flatrate: GB.map((provider_id) => ({ provider_id })) },
          },
        },
      },
    ]),
  ),
};

const setup = (route: string, country = 'US', extra: FakeRoutes = {}) => {
  installFakeBackend({ ...routes, ...extra });
  const store = makeStore();
  store.dispatch(countrySaved(country));
  renderWithProviders(<DiscoverView />, { store, route });
  return { store, user: userEvent.setup() };
};

const activeChips = () => screen.queryByRole('list', { name: 'Active filters' });
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('DiscoverView', () => {
  it("offers the region's services as shortcuts: a UK user gets NOW, not Hulu", async () => {
    setup('/discover', 'GB');
    const shortcuts = screen.getByRole('list', { name: 'Streaming services' });
    expect(await within(shortcuts).findByRole('button', { name: 'NOW' })).toBeInTheDocument();
    expect(
      within(shortcuts)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Netflix', 'Amazon Prime', 'Disney+', 'NOW', 'HBO Max', 'Apple TV+']);
    expect(activeChips()).not.toBeInTheDocument();
  });

  it('shows a service the region lacks as a chip, says why sections are empty, and clears in one tap', async () => {
    const { user } = setup('/discover?subscriptions=hulu', 'GB');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      await section('Popular Movies').findByText('Hulu is not available in the United Kingdom.'),
    ).toBeVisible();
    expect(
      await section('Trending Movies').findByText('Hulu is not available in the United Kingdom.'),
    ).toBeVisible();

    await user.click(within(chips).getByRole('button', { name: 'Clear Hulu' }));
    expect(activeChips()).not.toBeInTheDocument();
    expect(await section('Popular Movies').findAllByRole('link')).toHaveLength(movies.length);
  });

  it('a service with nothing popular here says so, naming it and the country', async () => {
    setup('/discover?subscriptions=disney');
    expect(
      await section('Popular Movies').findByText(
        'Nothing here is on Disney+ in the United States.',
      ),
    ).toBeVisible();
  });

  it('the region picked here shows as a chip that clears back to the user’s country', async () => {
    const { user } = setup('/discover?subscriptions=netflix');
    expect(await section('Popular Movies').findAllByRole('link')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /region/ }));
    await user.click(screen.getByRole('radio', { name: /United Kingdom/ }));
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await waitFor(() => expect(section('Popular Movies').getAllByRole('link')).toHaveLength(1));

    await user.click(within(chips).getByRole('button', { name: 'Clear region United Kingdom' }));
    expect(within(chips).queryByRole('button', { name: /region/ })).not.toBeInTheDocument();
    await waitFor(() => expect(section('Popular Movies').getAllByRole('link')).toHaveLength(2));
  });

  it('the toast counts what the grid shows, filters included', async () => {
    const { store } = setup('/discover?subscriptions=netflix&q=netflix');
    const results = await screen.findByRole('heading', { name: '2 Results' });
    expect(results).toBeVisible();
    expect(screen.getByRole('region', { name: '2 Results' })).toBeInTheDocument();
    expect(selectToasts(store.getState()).at(-1)).toMatchObject({
      title: '2 results found',
      description: 'Showing results for "netflix" that match your filters',
    });
  });

  it('keeps the catalog’s order (Relevance) by default, counts every result and loads more', async () => {
    // Popularity rises down the catalog's list, so sorting by it would reverse the first page.
    const { user } = setup('/discover?q=the', 'US', { 'GET /3/search/multi': pagedSearch(45) });
    const titles = () =>
      within(screen.getByRole('region', { name: /Results/ }))
        .getAllByRole('link')
        .map((link) => /Title \d+?(?=\d{4}(?:\D|$))/.exec(link.textContent!)![0]);
    expect(await screen.findByRole('heading', { name: '45 Results' })).toBeVisible();
    expect(titles().slice(0, 3)).toEqual(['Title 1', 'Title 2', 'Title 3']);
    expect(screen.getByRole('button', { name: 'Sort by Relevance' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toHaveLength(40));
    expect(screen.getByRole('heading', { name: '45 Results' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Sort by Relevance' }));
    await user.click(screen.getByRole('radio', { name: 'Popularity' }));
    expect(titles().slice(0, 2)).toEqual(['Title 40', 'Title 39']);
  });

  it('cuts a ?q= longer than 200 characters to 200, in the box and in the request', async () => {
    setup(`/discover?q=${'y'.repeat(250)}`);
    const box = screen.getByRole('combobox', { name: 'Search movies and TV shows' });
    expect(box).toHaveValue('y'.repeat(200));
    expect(box).toHaveAttribute('maxlength', '200');
    await screen.findByRole('heading', { name: /Results/ });
  });
});
