import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'dev-harness/testing';
import { makeStore, selectToasts, subscriptionChecked } from 'shared-core';
import { FilterBar } from './filter-bar';
import { NO_FILTERS } from '../utils/filter-state';

const setup = (premium = false) => {
  const store = makeStore();
  if (premium) {
    store.dispatch(
      subscriptionChecked({ subscribed: true, subscription_end: null, subscription_tier: 'Plus' }),
    );
  }
  const onApply = jest.fn();
  renderWithProviders(<FilterBar applied={NO_FILTERS} onApply={onApply} />, { store });
  return { store, onApply, user: userEvent.setup() };
};

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

  it('free users: picking another platform replaces the first', async () => {
    const { user, onApply } = setup();
    await user.click(screen.getByRole('button', { name: 'Platforms' }));
    await user.click(screen.getByRole('checkbox', { name: 'Netflix' }));
    await user.click(screen.getByRole('checkbox', { name: 'Hulu' }));
    expect(screen.getByRole('checkbox', { name: 'Netflix' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(onApply).toHaveBeenCalledWith({ ...NO_FILTERS, platforms: ['hulu'] });
  });

  it('premium users: unlimited platforms and genres', async () => {
    const { store, user, onApply } = setup(true);
    await user.click(screen.getByRole('button', { name: 'Platforms' }));
    await user.click(screen.getByRole('checkbox', { name: 'Netflix' }));
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
