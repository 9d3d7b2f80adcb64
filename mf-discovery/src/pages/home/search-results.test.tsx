import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  configuration,
  installFakeBackend,
  list,
  movieResult,
  renderWithProviders,
  type FakeRoutes,
} from 'dev-harness/testing';
import { selectToasts } from 'shared-core';
import { pagedSearch } from '../../testing/paged-search';
import { SearchResults } from './search-results';

const coverage = {
  sample: true,
  movie: { count: 3200, first_year: 1915, last_year: 2010 },
  tv: { count: 1785, first_year: 1951, last_year: 2025 },
};

const setup = (term: string, routes: FakeRoutes) => {
  const backend = installFakeBackend({
    'GET /3/configuration': configuration,
    'GET /rest/v1/popular_searches': { body: [] },
    ...routes,
  });
  const view = renderWithProviders(<SearchResults term={term} />);
  return { ...view, backend, user: userEvent.setup() };
};

const cards = () =>
  within(screen.getByRole('region', { name: 'Search Results' })).getAllByRole('link');
const lastToast = (store: ReturnType<typeof setup>['store']) =>
  selectToasts(store.getState()).at(-1);

describe('home SearchResults', () => {
  it('shows the first 20 in the catalog’s order, says so, and Load more adds the next pages', async () => {
    const { store, backend, user } = setup('the', { 'GET /3/search/multi': pagedSearch(45) });
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(cards()[0]).toHaveAccessibleName(/Title 1\b/);
    expect(cards()[19]).toHaveAccessibleName(/Title 20\b/);
    expect(lastToast(store)).toMatchObject({
      title: '45 results found',
      description: 'Showing 20 of 45 results for "the"',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 45 results');

    // Keyboard: Tab reaches Load more, Enter loads the next page and keeps the focus there.
    const loadMore = screen.getByRole('button', { name: 'Load more' });
    while (document.activeElement !== loadMore) await user.tab();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(cards()[20]).toHaveAccessibleName(/Title 21\b/);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 40 of 45 results');
    expect(loadMore).toHaveFocus();

    await user.keyboard('{Enter}');
    await waitFor(() => expect(cards()).toHaveLength(45));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The last page: the count takes the focus, so the keyboard user is not dropped to the page.
    expect(screen.getByRole('status')).toHaveTextContent('Showing all 45 results');
    expect(screen.getByRole('status')).toHaveFocus();
    expect(
      backend.sentTo('GET /3/search/multi').map((r) => new URL(r.url).searchParams.get('page')),
    ).toEqual(['1', '2', '3']);
    // Loading more does not toast again: the count beside the button says what is shown.
    expect(selectToasts(store.getState())).toHaveLength(1);
  });

  it('one page that holds everything: "Showing all results", no Load more', async () => {
    const { store } = setup('star', { 'GET /3/search/multi': pagedSearch(3) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(lastToast(store)).toMatchObject({
      title: '3 results found',
      description: 'Showing all results for "star"',
    });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('nothing found: says what the sample catalog covers, with the "No results found" toast', async () => {
    const { store, backend } = setup('oppenheimer', {
      'GET /3/search/multi': list([]),
      'GET /ww/coverage': { body: coverage },
    });
    expect(
      await screen.findByText(
        'Nothing matched “oppenheimer”. This sample catalog holds 3,200 movies released up to 2010 and 1,785 TV shows up to 2025, so a newer movie may simply not be in it.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeVisible();
    expect(lastToast(store)).toMatchObject({ title: 'No results found' });
    expect(backend.sentTo('GET /ww/coverage')).toHaveLength(1);
  });

  it('results none of which the term names: what the sample catalog covers, above them', async () => {
    setup('frozen', {
      'GET /3/search/multi': {
        body: {
          ...list([1, 2, 3].map((id) => movieResult(id, `Title ${id}`))).body,
          x_partial: true,
        },
      },
      'GET /ww/coverage': { body: coverage },
    });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(
      await screen.findByText(
        'No title is named “frozen”. This sample catalog holds 3,200 movies released up to 2010 and 1,785 TV shows up to 2025, so a newer movie may simply not be in it.',
      ),
    ).toBeVisible();
  });

  it('nothing found with TMDB: a hint to check the spelling', async () => {
    setup('zzqqxx', {
      'GET /3/search/multi': list([]),
      'GET /ww/coverage': { body: { sample: false } },
    });
    expect(await screen.findByText('Check the spelling, or try another title.')).toBeVisible();
  });

  it('nothing found and the coverage cannot be read: just "No results found"', async () => {
    const { backend } = setup('zzqqxx', {
      'GET /3/search/multi': list([]),
      'GET /ww/coverage': { status: 500, body: {} },
    });
    await waitFor(() => expect(backend.sentTo('GET /ww/coverage').length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Search Results' })).not.toHaveAttribute(
        'aria-busy',
      ),
    );
    expect(screen.getByRole('heading', { name: 'No results found' })).toBeVisible();
    expect(screen.queryByText(/sample catalog|spelling/)).not.toBeInTheDocument();
  });

  it('asks what the catalog covers only when a search found nothing', async () => {
    const { backend } = setup('star', { 'GET /3/search/multi': pagedSearch(3) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(backend.sentTo('GET /ww/coverage')).toHaveLength(0);
    expect(screen.queryByText(/sample catalog/)).not.toBeInTheDocument();
  });

  it('a ?q= longer than 200 characters is searched for its first 200', async () => {
    const { backend } = setup('x'.repeat(250), { 'GET /3/search/multi': pagedSearch(3) });
    await waitFor(() => expect(cards()).toHaveLength(3));
    const sent = new URL(backend.sentTo('GET /3/search/multi')[0]!.url).searchParams.get('query');
    expect(sent).toBe('x'.repeat(200));
  });
});
