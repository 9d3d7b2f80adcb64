import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countrySaved, demoModeSet, makeStore, servicesSaved } from 'shared-core';
import { installFakeBackend } from 'dev-harness/testing';
import { renderDetail } from '../../../testing/render-detail';
import { catalogRoutes, noRanks } from '../../../testing/titles';

function storeFor({ premium = false, country = 'US', services = [] as string[] } = {}) {
  const store = makeStore();
  store.dispatch(demoModeSet(premium));
  store.dispatch(countrySaved(country));
  store.dispatch(servicesSaved(services));
  return store;
}

const cards = () =>
  within(screen.getByRole('list', { name: 'Streaming services offering this title' }))
    .getAllByRole('listitem')
    .filter((item) => item.getAttribute('aria-label'));

const cardNames = () => cards().map((card) => card.getAttribute('aria-label'));

const openDetail = async (store: ReturnType<typeof makeStore>) => {
  renderDetail('/movie/603', store);
  await screen.findByRole('list', { name: 'Streaming services offering this title' });
};

describe('Where to Watch for free users', () => {
  it("lists only the user's country, with the upgrade note", async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ country: 'GB' }));
    expect(cardNames()).toEqual(['Amazon Prime Video', 'Tubi TV']);
    expect(screen.getByText('Showing United Kingdom')).toBeVisible();
    expect(
      screen.getByText('Upgrade to premium to see all streaming options and countries'),
    ).toBeVisible();
    expect(screen.queryByText('United States')).not.toBeInTheDocument();
    expect(within(cards()[1]!).getByText('Free')).toBeVisible();
  });

  it('labels monetisation types, rent and buy together as Rent or Buy', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor());
    const apple = screen.getByRole('listitem', { name: 'Apple TV' });
    expect(within(apple).getByText('Rent or Buy')).toBeVisible();
    expect(
      within(screen.getByRole('listitem', { name: 'Netflix' })).getByText('Stream'),
    ).toBeVisible();
  });

  it("puts the user's services first and marks them", async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ services: ['amazon'] }));
    expect(cardNames()).toEqual(['Amazon Prime Video', 'Netflix', 'Apple TV']);
    expect(within(cards()[0]!).getByText('Your service')).toBeVisible();
  });

  it('shows the count of other countries where their services stream it, behind an upgrade', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ country: 'GB', services: ['netflix'] }));
    const elsewhere = screen.getByRole('region', { name: 'Watch it elsewhere' });
    expect(within(elsewhere).getByText(/stream it in 5 other countries/)).toBeVisible();
    expect(
      within(elsewhere).getByText('Upgrade to Plus to see the 5 other countries and VPN tips'),
    ).toBeVisible();
    expect(within(elsewhere).queryByText('Canada')).not.toBeInTheDocument();
  });

  it('says so inline when nothing is available', async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/tv_1399', storeFor());
    expect(
      await screen.findByText('No streaming information available for Game of Thrones'),
    ).toBeVisible();
  });
});

describe('Where to Watch for premium users', () => {
  it('lists every country, services sorted by number of countries', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ premium: true, country: 'JP' }));
    expect(cardNames()).toEqual(['Netflix', 'Amazon Prime Video', 'Tubi TV', 'Apple TV']);
    expect(screen.queryByText(/Upgrade to premium/)).not.toBeInTheDocument();
    expect(screen.getByText('All countries')).toBeVisible();
  });

  it('shows 3 countries per card, the user country first, then Show all N / Show less', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ premium: true, country: 'FR' }));
    const netflix = screen.getByRole('listitem', { name: 'Netflix' });
    const countries = () =>
      within(netflix)
        .getAllByRole('listitem')
        .map((row) => row.textContent);
    expect(countries()).toEqual(['🇫🇷France' + 'Stream', '🇨🇦CanadaStream', '🇩🇪GermanyStream']);

    await userEvent.click(within(netflix).getByRole('button', { name: 'Show all 5' }));
    expect(countries()).toHaveLength(5);
    expect(countries()).toContain('🇯🇵JapanAds');
    await userEvent.click(within(netflix).getByRole('button', { name: 'Show less' }));
    expect(countries()).toHaveLength(3);
  });

  it('toggles services, Deselect All / Select All, and asks for a selection when none', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ premium: true }));
    const filter = within(screen.getByRole('group', { name: 'Streaming services' }));

    await userEvent.click(filter.getByRole('button', { name: 'Netflix', pressed: true }));
    expect(cardNames()).not.toContain('Netflix');
    expect(filter.getByRole('button', { name: 'Netflix', pressed: false })).toBeVisible();

    await userEvent.click(filter.getByRole('button', { name: 'Select All' }));
    expect(cardNames()).toContain('Netflix');

    await userEvent.click(filter.getByRole('button', { name: 'Deselect All' }));
    expect(screen.getByText('Select a streaming service to see availability')).toBeVisible();
    expect(filter.getByRole('button', { name: 'Select All' })).toBeVisible();
  });

  it('lists where their services stream it abroad', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ premium: true, country: 'GB', services: ['netflix'] }));
    const elsewhere = within(screen.getByRole('region', { name: 'Watch it elsewhere' }));
    expect(elsewhere.getByText('Canada')).toBeVisible();
    expect(elsewhere.getByText('Japan')).toBeVisible();
    expect(elsewhere.queryByText(/Upgrade/)).not.toBeInTheDocument();
  });

  it('has no elsewhere section when their service streams it at home', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ premium: true, country: 'US', services: ['netflix'] }));
    expect(screen.queryByRole('region', { name: 'Watch it elsewhere' })).not.toBeInTheDocument();
  });

  it('says offline availability is sample data, and credits no JustWatch for it', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor({ premium: true }));
    expect(screen.getByText(/Sample data: the catalog is offline/)).toBeVisible();
    expect(screen.queryByText(/Streaming data provided by/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'JustWatch' })).not.toBeInTheDocument();
  });

  it("credits JustWatch, linking the title's page there, when the data is TMDB's", async () => {
    const tmdb = (reply: { body: object }) => {
      const { x_sample: _sample, ...body } = reply.body as { x_sample?: boolean };
      return { body };
    };
    installFakeBackend({
      ...catalogRoutes,
      'GET /3/movie/603': tmdb(catalogRoutes['GET /3/movie/603']),
      'GET /3/movie/603/watch/providers': tmdb(catalogRoutes['GET /3/movie/603/watch/providers']),
    });
    await openDetail(storeFor({ premium: true }));
    expect(screen.getByRole('link', { name: 'JustWatch' })).toHaveAttribute(
      'href',
      'https://www.justwatch.com/us/movie/the-matrix',
    );
    expect(screen.queryByText(/Sample data/)).not.toBeInTheDocument();
  });
});

describe('Streaming Popularity', () => {
  it('shows Today, This Week and This Month ranks to premium users', async () => {
    installFakeBackend(catalogRoutes);
    renderDetail('/movie/603', storeFor({ premium: true }));
    const box = within(await screen.findByRole('region', { name: 'Streaming Popularity' }));
    expect(box.getByText('Today').nextSibling).toHaveTextContent('#12');
    expect(box.getByText('This Week').nextSibling).toHaveTextContent('#1,450');
    expect(box.getByText('This Month').nextSibling).toHaveTextContent('—');
  });

  it('is hidden from free users, and when no rank exists', async () => {
    installFakeBackend(catalogRoutes);
    await openDetail(storeFor());
    expect(screen.queryByRole('region', { name: 'Streaming Popularity' })).not.toBeInTheDocument();

    installFakeBackend({ ...catalogRoutes, 'GET /ranks/movie/603': { body: noRanks } });
    await openDetail(storeFor({ premium: true }));
    expect(screen.queryByText('Streaming Popularity')).not.toBeInTheDocument();
  });
});
