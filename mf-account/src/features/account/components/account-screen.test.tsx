import { createIntl } from 'react-intl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  countrySaved,
  profileLoaded,
  selectDemoMode,
  formatToast,
  selectToasts,
  servicesSaved,
  NAMED_PLATFORMS,
  useStreamingServices,
  type Profile,
} from 'shared-core';
import {
  currentLocation,
  fakeAuth,
  installFakeBackend,
  noContent,
  renderAt,
  storeFor,
  type FakeBackend,
} from 'dev-harness/testing';
import { AccountScreen } from './account-screen';

const english = createIntl({ locale: 'en', defaultLocale: 'en' });

jest.mock('shared-core', () => ({
  ...jest.requireActual('shared-core'),
  useStreamingServices: jest.fn(),
}));
const SAVE_PROFILE = 'PATCH /rest/v1/profiles';
let backend: FakeBackend;

/** A deployment with or without demo mode, whose profile saves and subscription check work. */
const deployWithDemoMode = (demoMode: boolean) => {
  backend = installFakeBackend(
    {
      [SAVE_PROFILE]: noContent,
      'POST /functions/v1/check-subscription': { body: { subscribed: false } },
    },
    { demoMode },
  );
};

beforeEach(() => {
  localStorage.clear();
  deployWithDemoMode(true);
  jest.mocked(useStreamingServices).mockReturnValue({
    services: NAMED_PLATFORMS.map(({ name, value }) => ({ name, value, logoUrl: null })),
    loading: false,
    failed: false,
  });
});

const user = () => userEvent.setup();
const openTab = (name: string) => user().click(screen.getByRole('tab', { name }));
const profile = (overrides: Partial<Profile> = {}) =>
  ({
    id: 'u1',
    email: 'a@b.co',
    full_name: 'Alex Morgan',
    is_premium: false,
    ...overrides,
  }) as Profile;

function signedIn(overrides: Partial<Profile> = {}) {
  const store = storeFor('signedIn');
  store.dispatch(profileLoaded(profile(overrides)));
  return store;
}

describe('AccountScreen: profile', () => {
  it("shows 'Guest User' and 'Free Account' to a visitor, with 'Add Services' and the default country", async () => {
    renderAt('/account', <AccountScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Profile',
      'Settings',
      'Notifications',
    ]);
    expect(screen.getByText('Guest User')).toBeVisible();
    expect(screen.getByText('Free Account')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add Services' })).toHaveAttribute(
      'href',
      '/onboarding/services?redirect=account',
    );
    expect(screen.getByText('United States')).toBeVisible();
    // The onboarding steps bring the visitor back to Account once they save.
    await user().click(screen.getByRole('link', { name: 'Change' }));
    expect(currentLocation()).toBe('/onboarding/location?redirect=account');
  });

  it("shows a signed-in user's email, plan, services (Edit) and country", async () => {
    const store = signedIn({ is_premium: true });
    store.dispatch(servicesSaved(['netflix', 'hbo']));
    store.dispatch(countrySaved('KR'));
    renderAt('/account', <AccountScreen />, { store });

    expect(screen.getByText('a@b.co')).toBeVisible();
    expect(screen.getByText('Premium Member')).toBeVisible();
    const services = screen.getByRole('list', { name: 'Your services' });
    expect(within(services).getAllByRole('listitem')).toHaveLength(2);
    expect(within(services).getByText('Netflix')).toBeVisible();
    expect(within(services).getByText('HBO Max')).toBeVisible();
    expect(screen.getByText('South Korea')).toBeVisible();
    await user().click(screen.getByRole('link', { name: 'Edit' }));
    expect(currentLocation()).toBe('/onboarding/services?redirect=account');
  });
});

describe('AccountScreen: settings', () => {
  it('offers free users the Upgrade to Premium card, whose Upgrade opens the plans and returns here', async () => {
    const store = signedIn();
    renderAt('/account', <AccountScreen />, { store });
    await openTab('Settings');
    const card = screen.getByRole('region', { name: 'Upgrade to Premium' });
    expect(card).toHaveTextContent('Unlimited watchlist, advanced filters, and more');

    await user().click(within(card).getByRole('button', { name: 'Upgrade' }));
    expect(currentLocation()).toBe('/plans?redirect=account%3Ftab%3Dsettings');
    expect(selectDemoMode(store.getState())).toBe(false);
  });

  it('where the deployment has no demo mode, Upgrade opens the plans all the same', async () => {
    deployWithDemoMode(false);
    renderAt('/account', <AccountScreen />, { store: signedIn() });
    await openTab('Settings');
    await user().click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(currentLocation()).toBe('/plans?redirect=account%3Ftab%3Dsettings');
  });

  it('asks a visitor to log in before upgrading', async () => {
    const { store } = renderAt('/account', <AccountScreen />);
    await openTab('Settings');
    await user().click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(selectDemoMode(store.getState())).toBe(false);
    expect(currentLocation()).toBe('/account?tab=settings');
    expect(formatToast(selectToasts(store.getState())[0]!, english)).toMatchObject({
      title: 'Login required',
      description: 'Please log in to upgrade to premium',
    });
  });

  it('hides the Upgrade card from premium users and lists the settings rows', async () => {
    renderAt('/account', <AccountScreen />, { store: signedIn({ is_premium: true }) });
    await openTab('Settings');
    expect(screen.queryByText('Upgrade to Premium')).not.toBeInTheDocument();
    expect(screen.getByText('Language & Region')).toBeVisible();
    expect(screen.getByRole('region', { name: 'Billing & Subscription' })).toBeVisible();
    await user().click(screen.getByRole('button', { name: /Notification Preferences/ }));
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('Language & Region: Country opens the country picker, which comes back here once saved', async () => {
    const store = signedIn();
    store.dispatch(countrySaved('FR'));
    renderAt('/account', <AccountScreen />, { store });
    await openTab('Settings');
    const section = screen.getByRole('region', { name: 'Language & Region' });
    expect(
      within(within(section).getByRole('navigation', { name: 'Language' })).getByRole('link', {
        name: 'English',
      }),
    ).toHaveAttribute('aria-current', 'true');
    const row = within(section).getByRole('button', { name: /Country/ });
    expect(row).toHaveTextContent('France');
    await user().click(row);
    expect(currentLocation()).toBe('/onboarding/location?redirect=account%3Ftab%3Dsettings');
  });

  it('Billing & Subscription of a free member: the check-subscription answer, Free plan, See plans', async () => {
    renderAt('/account', <AccountScreen />, { store: signedIn() });
    await openTab('Settings');
    const billing = screen.getByRole('region', { name: 'Billing & Subscription' });
    expect(await within(billing).findByText('Free plan')).toBeVisible();
    expect(backend.sentTo('POST /functions/v1/check-subscription')).not.toHaveLength(0);
    expect(within(billing).getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/plans?redirect=account',
    );
  });

  it('Billing & Subscription of a Plus member: plan, status and the end of the period', async () => {
    backend.routes['POST /functions/v1/check-subscription'] = {
      body: {
        subscribed: true,
        subscription_tier: 'Plus',
        subscription_end: '2027-11-23T12:00:00.000Z',
      },
    };
    renderAt('/account', <AccountScreen />, { store: signedIn() });
    await openTab('Settings');
    const billing = screen.getByRole('region', { name: 'Billing & Subscription' });
    expect(await within(billing).findByText('November 23, 2027')).toBeVisible();
    expect(within(billing).getByText('Plus')).toBeVisible();
    expect(within(billing).getByText('Active')).toBeVisible();
    expect(within(billing).queryByRole('link', { name: 'See plans' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Upgrade to Premium' })).toBeNull();
  });

  it('Reset Onboarding clears the saved choices and goes to /welcome, to come back here', async () => {
    const store = signedIn();
    store.dispatch(servicesSaved(['netflix']));
    store.dispatch(countrySaved('FR'));
    renderAt('/account', <AccountScreen />, { store });
    await openTab('Settings');
    await user().click(screen.getByRole('button', { name: 'Reset Onboarding' }));
    await user().click(
      within(screen.getByRole('dialog', { name: 'Reset onboarding?' })).getByRole('button', {
        name: 'Reset',
      }),
    );

    expect(currentLocation()).toBe('/welcome?redirect=account');
    expect(localStorage.getItem('selectedServices')).toBeNull();
    expect(localStorage.getItem('selectedCountry')).toBeNull();
    expect(localStorage.getItem('onboardingCompleted')).toBeNull();
    await waitFor(async () =>
      expect(await backend.bodiesSentTo(SAVE_PROFILE)).toContainEqual(
        expect.objectContaining({ selected_services: [], selected_country: null }),
      ),
    );
  });

  it('Sign Out signs out and goes to /auth', async () => {
    const auth = fakeAuth();
    renderAt('/account', <AccountScreen />, { store: signedIn(), auth });
    await openTab('Settings');
    await user().click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(auth.signOut).toHaveBeenCalled();
    await waitFor(() => expect(currentLocation()).toBe('/auth'));
  });
});

describe('AccountScreen: notifications', () => {
  const DEFAULTS = [
    ['Push notifications', true],
    ['Email notifications', false],
    ['Content available', true],
    ['New releases', false],
    ['Weekly digest', true],
  ] as const;

  it('shows the five preferences at their defaults, and no price drops (no source has prices)', async () => {
    renderAt('/account', <AccountScreen />);
    await openTab('Notifications');
    for (const [name, on] of DEFAULTS) {
      const toggle = screen.getByRole('switch', { name });
      if (on) expect(toggle).toBeChecked();
      else expect(toggle).not.toBeChecked();
    }
    expect(screen.queryByRole('switch', { name: 'Price drops' })).not.toBeInTheDocument();
  });

  it("saves a signed-in user's change to their profile", async () => {
    renderAt('/account', <AccountScreen />, { store: signedIn() });
    await openTab('Notifications');
    await user().click(screen.getByRole('switch', { name: 'New releases' }));
    expect(screen.getByRole('switch', { name: 'New releases' })).toBeChecked();
    await waitFor(async () =>
      expect(await backend.bodiesSentTo(SAVE_PROFILE)).toContainEqual({ new_releases: true }),
    );
    const save = backend.sentTo(SAVE_PROFILE).at(-1)!;
    expect(new URL(save.url).searchParams.get('id')).toBe('eq.u1');
  });

  it("reads a signed-in user's preferences from their profile", async () => {
    renderAt('/account', <AccountScreen />, { store: signedIn({ weekly_digest: false }) });
    await openTab('Notifications');
    expect(screen.getByRole('switch', { name: 'Weekly digest' })).not.toBeChecked();
  });
});
