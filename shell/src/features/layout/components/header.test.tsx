import { createIntl } from 'react-intl';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeBackend,
  LocationProbe,
  mockViewport,
  renderWithProviders,
  storeFor,
} from 'dev-harness/testing';
import {
  formatToast,
  makeStore,
  memberHinted,
  selectToasts,
  selectWatchlistViewOpen,
} from 'shared-core';
import { Header } from './header';
import { MobileBottomBar } from './mobile-bottom-bar';
import { MobileTopBar } from './mobile-top-bar';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

// Signed-in headers ask for the unread alert count.
beforeEach(() =>
  installFakeBackend({
    'HEAD /rest/v1/notifications': { body: null, headers: { 'content-range': '*/0' } },
  }),
);

describe('desktop header', () => {
  beforeEach(() => mockViewport('desktop'));

  it('offers a guest Discover, Login and search, and nothing that needs an account', () => {
    renderWithProviders(<Header />, { store: storeFor('guest') });

    expect(mainNav().getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    expect(mainNav().getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(screen.getByRole('combobox', { name: 'Search movies and TV shows' })).toBeVisible();
    for (const name of ['Watchlist', 'My Account', 'Upgrade']) {
      expect(mainNav().queryByRole('button', { name })).toBeNull();
      expect(mainNav().queryByRole('link', { name })).toBeNull();
    }
    expect(screen.getByRole('link', { name: /^Watch\s*Where/ })).not.toHaveTextContent('Plus');
  });

  it("draws a member's header for the member cookie's browser, busy until the session is known", () => {
    const store = makeStore();
    store.dispatch(memberHinted('plus'));
    renderWithProviders(<Header />, { store });

    expect(mainNav().getByRole('button', { name: 'Watchlist' })).toBeDisabled();
    expect(mainNav().getByRole('button', { name: 'Watchlist' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(mainNav().getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(mainNav().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(mainNav().queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.getByRole('link', { name: /^Watch\s*Where/ })).toHaveTextContent('Plus');
  });

  it('sends a guest from a title to sign in and back to that title', () => {
    renderWithProviders(<Header />, { store: storeFor('guest'), route: '/movie/603' });
    expect(mainNav().getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/auth?redirect=movie/603',
    );
  });

  it('offers a free member the watchlist, their account and Upgrade, which leads to the plans', async () => {
    renderWithProviders(
      <>
        <Header />
        <LocationProbe />
      </>,
      { store: storeFor('free'), route: '/discover' },
    );

    expect(mainNav().getByRole('button', { name: 'Watchlist' })).toBeVisible();
    expect(mainNav().getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    expect(mainNav().queryByRole('link', { name: 'Login' })).toBeNull();
    await userEvent.click(mainNav().getByRole('button', { name: 'Upgrade' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/plans?redirect=discover',
    );
  });

  it('tells a free member the watchlist is a premium feature, with an Upgrade action', async () => {
    const store = storeFor('free');
    renderWithProviders(<Header />, { store });

    await userEvent.click(mainNav().getByRole('button', { name: 'Watchlist' }));

    expect(selectWatchlistViewOpen(store.getState())).toBe(false);
    expect(formatToast(selectToasts(store.getState())[0]!, english)).toMatchObject({
      title: 'Watchlist is a premium feature',
      description: 'Upgrade to access your personal watchlist',
      action: { label: 'Upgrade' },
    });
  });

  it('shows a Plus member the Plus logo, no Upgrade, and a Watchlist toggle that becomes Browse', async () => {
    const store = storeFor('premium');
    renderWithProviders(<Header />, { store });

    expect(screen.getByRole('link', { name: /^Watch\s*Where/ })).toHaveTextContent('Plus');
    expect(mainNav().queryByRole('button', { name: 'Upgrade' })).toBeNull();

    await userEvent.click(mainNav().getByRole('button', { name: 'Watchlist' }));
    expect(selectWatchlistViewOpen(store.getState())).toBe(true);
    await userEvent.click(mainNav().getByRole('button', { name: 'Browse' }));
    expect(selectWatchlistViewOpen(store.getState())).toBe(false);
  });

  it('opens the home results for a search submitted from any page', async () => {
    renderWithProviders(
      <>
        <Header />
        <LocationProbe />
      </>,
      { store: storeFor('guest'), route: '/discover' },
    );
    await userEvent.type(
      screen.getByRole('combobox', { name: 'Search movies and TV shows' }),
      'Blade Runner{Enter}',
    );
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/?q=Blade%20Runner',
    );
  });
});

describe('phone chrome', () => {
  beforeEach(() => mockViewport('mobile'));

  it('holds the same actions in the side menu, with "Browse Movies & Shows" while the watchlist is open', async () => {
    const store = storeFor('premium');
    renderWithProviders(<MobileTopBar />, { store });
    expect(screen.getByRole('link', { name: /Watch ?Where/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveAttribute('href', '/search');

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(screen.getByRole('dialog', { name: 'Menu' }));
    expect(menu.getByRole('link', { name: 'Discover' })).toBeVisible();
    expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
    await userEvent.click(menu.getByRole('button', { name: 'Watchlist' }));

    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('button', {
        name: 'Browse Movies & Shows',
      }),
    ).toBeVisible();
  });

  it('offers a guest Login in the side menu', async () => {
    renderWithProviders(<MobileTopBar />, { store: storeFor('guest') });
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Login' }),
    ).toHaveAttribute('href', '/auth');
  });

  it('sends signed-out visitors from Library and Account to sign in', () => {
    renderWithProviders(<MobileBottomBar />, { store: storeFor('guest') });
    const bar = within(screen.getByRole('navigation', { name: 'Bottom' }));
    expect(bar.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');
    expect(bar.getByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/auth?redirect=library',
    );
    expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute(
      'href',
      '/auth?redirect=account',
    );
  });

  it('takes signed-in members to their library and account', () => {
    renderWithProviders(<MobileBottomBar />, { store: storeFor('free') });
    const bar = within(screen.getByRole('navigation', { name: 'Bottom' }));
    expect(bar.getByRole('link', { name: 'Library' })).toHaveAttribute('href', '/library');
    expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  });
});
