import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeBackend,
  renderWithProviders,
  usAndUkProviders,
  watchProviderList,
} from 'dev-harness/testing';
import { makeStore, selectToasts, servicesSaved, subscriptionChecked } from 'shared-core';
import { FilterBar } from './filter-bar';
import { NO_FILTERS, type Filters } from '../utils/filter-state';

interface SetupOptions {
  premium?: boolean;
  country?: string;
  services?: string[];
  applied?: Filters;
  providerList?: { status: number; body: unknown };
}

const setup = ({
  premium = false,
  country = 'US',
  services = [],
  applied = NO_FILTERS,
  providerList = watchProviderList(usAndUkProviders),
}: SetupOptions = {}) => {
  installFakeBackend({ 'GET /3/watch/providers/movie': providerList });
  const store = makeStore();
  store.dispatch(servicesSaved(services));
  if (premium) {
    store.dispatch(
      subscriptionChecked({ subscribed: true, subscription_end: null, subscription_tier: 'Plus' }),
    );
  }
  const onApply = jest.fn();
  renderWithProviders(<FilterBar country={country} applied={applied} onApply={onApply} />, {
    store,
  });
  return { store, onApply, user: userEvent.setup() };
};

/** The Platforms popover's choices, in order, once the catalog's list is in. */
async function platformChoices(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /^Platforms/ }));
  const dialog = screen.getByRole('dialog', { name: 'Platforms' });
  await within(dialog).findAllByRole('checkbox');
  return within(dialog)
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent);
}

describe('FilterBar', () => {
  it('free users: 2 genres, then the others are disabled with the limit toast', async () => {
    const { store, user, onApply } = setup();
    await user.click(screen.getByRole('button', { name: 'Genres' }));
    await user.click(screen.getByRole('checkbox', { name: 'Action' }));
    expect(selectToasts(store.getState())).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Drama' }));

    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Genre filtering limit reached',
      description:
        'Free users can select up to 2 genres. Upgrade to Premium for unlimited filters.',
    });
    expect(screen.getByRole('checkbox', { name: 'Comedy' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Action' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...NO_FILTERS, genres: ['Action', 'Drama'] });
  });

  it("offers the country's services, the user's own first, and not another country's", async () => {
    const { user } = setup({ country: 'GB', services: ['bbc-iplayer', 'hulu'] });
    expect(await platformChoices(user)).toEqual([
      'BBC iPlayer',
      'Netflix',
      'Amazon Prime',
      'Disney+',
      'NOW',
      'HBO Max',
      'Apple TV+',
      'Paramount+',
      'ITVX',
    ]);
  });

  it('offers the US services in the US', async () => {
    const { user } = setup();
    const choices = await platformChoices(user);
    expect(choices).toContain('Hulu');
    expect(choices).toContain('Peacock Premium');
    expect(choices).not.toContain('NOW');
  });

  it('keeps a chosen service the country lacks, so it can be unticked', async () => {
    const { user, onApply } = setup({
      country: 'GB',
      applied: { ...NO_FILTERS, platforms: ['hulu'] },
    });
    expect(await platformChoices(user)).toContain('Hulu');
    await user.click(screen.getByRole('checkbox', { name: 'Hulu' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith(NO_FILTERS);
  });

  it('offers the seven named platforms when the catalog cannot list services', async () => {
    const { user } = setup({ country: 'GB', providerList: { status: 500, body: {} } });
    expect(await platformChoices(user)).toEqual([
      'Netflix',
      'Amazon Prime',
      'Disney+',
      'Hulu',
      'HBO Max',
      'Apple TV+',
      'Paramount+',
    ]);
  });

  it('free users: picking another platform replaces the first', async () => {
    const { user, onApply } = setup();
    await user.click(screen.getByRole('button', { name: 'Platforms' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Netflix' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hulu' }));
    expect(screen.getByRole('checkbox', { name: 'Netflix' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...NO_FILTERS, platforms: ['hulu'] });
  });

  it('premium users: unlimited platforms and genres', async () => {
    const { store, user, onApply } = setup({ premium: true });
    await user.click(screen.getByRole('button', { name: 'Platforms' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Netflix' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hulu' }));
    await user.click(screen.getByRole('button', { name: /Genres/ }));
    for (const genre of ['Action', 'Drama', 'Comedy']) {
      await user.click(screen.getByRole('checkbox', { name: genre }));
    }
    expect(selectToasts(store.getState()).map((t) => t.title)).not.toContain(
      'Genre filtering limit reached',
    );
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith({
      platforms: ['netflix', 'hulu'],
      contentType: null,
      genres: ['Action', 'Drama', 'Comedy'],
    });
  });

  it('choices wait for Apply Filters; Reset applies at once', async () => {
    const { user, onApply } = setup();
    await user.click(screen.getByRole('button', { name: 'Content Type' }));
    await user.click(screen.getByRole('checkbox', { name: 'Movies' }));
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: 'Movies' }));
    expect(screen.getByRole('checkbox', { name: 'Movies' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onApply).toHaveBeenCalledWith(NO_FILTERS);
  });
});
