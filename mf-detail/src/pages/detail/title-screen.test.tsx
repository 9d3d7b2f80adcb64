import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  authStateChanged,
  demoModeSet,
  makeStore,
  selectIsPremium,
  selectPageTitle,
  selectToasts,
  subscriptionChecked,
  watchlistLoaded,
} from 'shared-core';
import { installFakeBackend, pending, storeFor } from 'dev-harness/testing';
import { renderDetail } from '../../testing/render-detail';
import { catalogRoutes, movieDetails, tvDetails } from '../../testing/titles';

const slow = { timeout: 3000 };
const toastTitles = (store: ReturnType<typeof makeStore>) =>
  selectToasts(store.getState()).map((toast) => toast.title);

describe('title screen states', () => {
  beforeEach(() => localStorage.clear());

  it('shows the loading skeleton with the Demo Premium Mode switch for free users', async () => {
    installFakeBackend({ ...catalogRoutes, 'GET /3/movie/603': pending });
    renderDetail('/movie/603');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading movie details...');
    expect(screen.getByRole('switch', { name: /Demo Premium Mode/ })).not.toBeChecked();
  });

  it('has no demo switch where the deployment has no demo mode, whatever is stored', async () => {
    installFakeBackend({ ...catalogRoutes, 'GET /3/movie/603': pending }, { demoMode: false });
    localStorage.setItem('demoPremium', 'true');
    const { store } = renderDetail('/movie/603');
    await screen.findByText('Loading movie details...');
    expect(screen.queryByRole('switch', { name: /Demo Premium Mode/ })).not.toBeInTheDocument();
    expect(selectIsPremium(store.getState())).toBe(false);
  });

  it('hides the demo switch from paying users while loading', async () => {
    installFakeBackend({ ...catalogRoutes, 'GET /3/movie/603': pending });
    const store = makeStore();
    store.dispatch(
      subscriptionChecked({ subscribed: true, subscription_end: null, subscription_tier: 'Plus' }),
    );
    renderDetail('/movie/603', store);
    await screen.findByText('Loading movie details...');
    expect(screen.queryByRole('switch', { name: /Demo Premium Mode/ })).not.toBeInTheDocument();
  });

  it('keeps the demo switch on the loading screen in demo mode', async () => {
    installFakeBackend({ ...catalogRoutes, 'GET /3/movie/603': pending });
    const store = makeStore();
    store.dispatch(demoModeSet(true));
    renderDetail('/movie/603', store);
    expect(await screen.findByRole('switch', { name: /Demo Premium Mode/ })).toBeChecked();
  });

  it('shows Movie Not Found and the toast for an unknown title', async () => {
    installFakeBackend({ ...catalogRoutes, 'GET /3/movie/603': { status: 404, body: {} } });
    const { store } = renderDetail('/movie/603');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Movie Not Found' }, slow),
    ).toBeVisible();
    expect(screen.getByText("We couldn't find the movie you're looking for.")).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(toastTitles(store)).toEqual(['Movie information not found']);
  });

  it('says the catalog failed, not that the title is unknown, and tries again', async () => {
    const details = catalogRoutes['GET /3/movie/603'];
    installFakeBackend({ ...catalogRoutes, 'GET /3/movie/603': { status: 500, body: {} } });
    const { store } = renderDetail('/movie/603');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to fetch movie details' }, slow),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Movie Not Found' })).toBeNull();
    expect(toastTitles(store)).toEqual(['Failed to fetch movie details']);

    installFakeBackend({ ...catalogRoutes, 'GET /3/movie/603': details });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The Matrix' }, slow),
    ).toBeVisible();
  });

  it('treats an id that is not a title id as not found', async () => {
    installFakeBackend(catalogRoutes);
    const { store } = renderDetail('/movie/tv_abc');
    expect(await screen.findByRole('heading', { name: 'Movie Not Found' })).toBeVisible();
    expect(toastTitles(store)).toEqual(['Movie information not found']);
  });

  it('says Movie ID is missing without an id', async () => {
    installFakeBackend(catalogRoutes);
    const { store } = renderDetail('/movie');
    expect(await screen.findByRole('heading', { name: 'Movie ID is missing' })).toBeVisible();
    expect(toastTitles(store)).toEqual(['Movie ID is missing']);
  });
});

describe('title hero', () => {
  it('shows a movie: title, tagline, overview, year, runtime, badge, genre and ratings', async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/603');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Matrix' })).toBeVisible();
    expect(screen.getByText('Free your mind.')).toBeVisible();
    expect(screen.getByText('A hacker learns the world is a simulation.')).toBeVisible();
    const facts = within(screen.getByRole('list', { name: 'About this title' }));
    expect(facts.getByText('Movie')).toBeVisible();
    expect(facts.getByText('Action')).toBeVisible();
    expect(facts.queryByText('Science Fiction')).not.toBeInTheDocument();
    expect(facts.getByText('1999')).toBeVisible();
    expect(facts.getByText('2h 16m')).toBeVisible();
    expect(facts.getByRole('img', { name: 'IMDb rating 8.7 out of 10' })).toBeVisible();
    expect(facts.getByRole('img', { name: 'Rotten Tomatoes rating 83%' })).toBeVisible();
    expect(facts.queryByRole('img', { name: /TMDB/ })).not.toBeInTheDocument();
    const backdrop = document.querySelector('img[fetchpriority="high"][alt=""]');
    expect(backdrop).toHaveAttribute('src', 'http://catalog.test/img/original/b603.svg');
    expect(screen.getByAltText('The Matrix poster')).toHaveAttribute(
      'src',
      'http://catalog.test/img/w500/p603.svg',
    );
  });

  it('shows a TV show with its seasons, placeholders and no ratings at 0', async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/tv_1399');
    expect(await screen.findByRole('heading', { name: 'Game of Thrones' })).toBeVisible();
    const facts = within(screen.getByRole('list', { name: 'About this title' }));
    expect(facts.getByText('TV Show')).toBeVisible();
    expect(facts.getByText('8 Seasons')).toBeVisible();
    expect(facts.queryByText(/IMDb/)).not.toBeInTheDocument();
    expect(facts.queryByText(/%$/)).not.toBeInTheDocument();
    expect(screen.getByAltText('Game of Thrones poster').getAttribute('src')).toMatch(
      /^data:image\/svg\+xml/,
    );
  });

  it("labels TMDB's user score as TMDB's, never as IMDb or Rotten Tomatoes", async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/27205');
    expect(await screen.findByRole('heading', { name: 'Inception' })).toBeVisible();
    const facts = within(screen.getByRole('list', { name: 'About this title' }));
    expect(facts.getByRole('img', { name: 'TMDB user score 8.4 out of 10' })).toBeVisible();
    expect(facts.queryByRole('img', { name: /IMDb|Rotten Tomatoes/ })).not.toBeInTheDocument();
  });

  it('shows nothing the catalog does not know: no runtime, tagline or rating, genre Unknown', async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/238');
    const heading = await screen.findByRole('heading', { level: 1, name: 'The Godfather' });
    const facts = within(screen.getByRole('list', { name: 'About this title' }));
    expect(facts.getAllByRole('listitem').map((fact) => fact.textContent)).toEqual([
      'Movie',
      'Unknown',
      '1972',
    ]);
    expect(facts.queryByText(/\dm$|\dh$/)).not.toBeInTheDocument();
    expect(facts.queryByRole('img')).not.toBeInTheDocument();
    // The title is followed by the actions: no empty tagline or overview paragraph between.
    expect(heading.nextElementSibling?.tagName).not.toBe('P');
  });

  it('leaves out the seasons of a show when the catalog does not know them', async () => {
    installFakeBackend({
      ...catalogRoutes,
      'GET /3/tv/1399': { body: { ...tvDetails, number_of_seasons: 0 } },
    });
    renderDetail('/movie/tv_1399');
    await screen.findByRole('heading', { name: 'Game of Thrones' });
    const facts = within(screen.getByRole('list', { name: 'About this title' }));
    expect(facts.queryByText(/Season/)).not.toBeInTheDocument();
    expect(facts.getAllByRole('listitem').map((fact) => fact.textContent)).toEqual([
      'TV Show',
      'Drama',
      '2011',
    ]);
  });

  it('keeps the details when streaming availability fails, with its toast', async () => {
    installFakeBackend({
      ...catalogRoutes,
      'GET /3/movie/603/watch/providers': { status: 500, body: {} },
    });
    const { store } = renderDetail('/movie/603');
    expect(
      await screen.findByText('Streaming availability could not be loaded.', {}, slow),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'The Matrix' })).toBeVisible();
    expect(toastTitles(store)).toEqual(['Could not load streaming availability']);
  });

  it('keeps Add to Watchlist busy until the session is known', async () => {
    installFakeBackend(catalogRoutes);
    const store = makeStore();
    renderDetail('/movie/603', store);
    const add = await screen.findByRole('button', { name: 'Add to Watchlist' });
    expect(add).toBeDisabled();
    act(() => store.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: null })));
    expect(add).toBeEnabled();
  });

  it('adds to the watchlist, and removes once it is in the watchlist', async () => {
    installFakeBackend(catalogRoutes);
    const { store, watchlist } = renderDetail('/movie/603', storeFor('guest'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Watchlist' }));
    expect(watchlist.add).toHaveBeenCalledWith({
      tmdb_id: 603,
      media_type: 'movie',
      title: 'The Matrix',
      poster_path: '/p603.svg',
      release_year: 1999,
    });

    store.dispatch(
      watchlistLoaded([
        {
          tmdb_id: 603,
          media_type: 'movie',
          title: 'The Matrix',
          poster_path: null,
          release_year: 1999,
        },
      ]),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'In Watchlist' }));
    expect(watchlist.remove).toHaveBeenCalledWith({
      tmdb_id: 603,
      media_type: 'movie',
      title: 'The Matrix',
    });
  });

  it('titles the page after the movie', async () => {
    installFakeBackend(catalogRoutes);
    const { store } = renderDetail('/movie/603');
    await screen.findByRole('heading', { name: movieDetails.title! });
    expect(selectPageTitle(store.getState())).toBe('The Matrix');
  });
});
