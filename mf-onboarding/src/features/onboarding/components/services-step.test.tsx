import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, servicesSaved, NAMED_PLATFORMS, useStreamingServices } from 'shared-core';
import {
  currentLocation,
  installFakeBackend,
  noContent,
  renderAt,
  storeFor,
} from 'dev-harness/testing';
import { ServicesStep } from './services-step';

jest.mock('shared-core', () => ({
  ...jest.requireActual('shared-core'),
  useStreamingServices: jest.fn(),
}));
const services = [
  ...NAMED_PLATFORMS.map(({ name, value }) => ({ name, value, logoUrl: null })),
  { name: 'Crunchyroll', value: 'crunchyroll', logoUrl: '/l283.svg' },
];

beforeEach(() => {
  localStorage.clear();
  installFakeBackend();
  jest.mocked(useStreamingServices).mockReturnValue({ services, loading: false, failed: false });
});

const renderStep = (store = makeStore(), route = '/onboarding/services') =>
  renderAt(route, <ServicesStep />, { store });
const continueButton = () => screen.getByRole('button', { name: /^Continue/ });
const tile = (name: string) => screen.getByRole('button', { name });

describe('ServicesStep', () => {
  it("offers the seven named platforms and the catalog's other services, as step 1 of 2", () => {
    renderStep();
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Setup progress' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );
    for (const name of [
      'Netflix',
      'Amazon Prime',
      'Disney+',
      'Hulu',
      'HBO Max',
      'Apple TV+',
      'Paramount+',
      'Crunchyroll',
    ]) {
      expect(tile(name)).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('keeps Continue disabled while nothing is chosen and shows the selected count', async () => {
    renderStep();
    expect(continueButton()).toBeDisabled();
    expect(continueButton()).toHaveTextContent('Continue (0 selected)');

    await userEvent.click(tile('Netflix'));
    await userEvent.click(tile('Crunchyroll'));
    expect(continueButton()).toBeEnabled();
    expect(continueButton()).toHaveTextContent('Continue (2 selected)');

    await userEvent.click(tile('Netflix'));
    await userEvent.click(tile('Crunchyroll'));
    expect(continueButton()).toBeDisabled();
  });

  it('saves the choice in browser storage and goes to the location step', async () => {
    renderStep();
    await userEvent.click(tile('Disney+'));
    await userEvent.click(tile('Crunchyroll'));
    await userEvent.click(continueButton());

    expect(JSON.parse(localStorage.getItem('selectedServices')!)).toEqual([
      'disney',
      'crunchyroll',
    ]);
    expect(currentLocation()).toBe('/onboarding/location');
  });

  it("saves a signed-in user's choice to their profile", async () => {
    const backend = installFakeBackend({ 'PATCH /rest/v1/profiles': noContent });
    renderStep(storeFor('signedIn'));

    await userEvent.click(tile('Hulu'));
    await userEvent.click(continueButton());

    await waitFor(async () =>
      expect(await backend.bodiesSentTo('PATCH /rest/v1/profiles')).toContainEqual(
        expect.objectContaining({ selected_services: ['hulu'] }),
      ),
    );
    const [save] = backend.sentTo('PATCH /rest/v1/profiles');
    expect(new URL(save!.url).searchParams.get('id')).toBe('eq.u1');
  });

  it('is operable from the keyboard', async () => {
    renderStep();
    tile('Hulu').focus();
    await userEvent.keyboard(' ');
    expect(tile('Hulu')).toHaveAttribute('aria-pressed', 'true');
    continueButton().focus();
    await userEvent.keyboard('{Enter}');
    expect(currentLocation()).toBe('/onboarding/location');
  });

  it('starts from the services saved before (editing from the account)', () => {
    const store = makeStore();
    store.dispatch(servicesSaved(['apple']));
    renderStep(store);
    expect(tile('Apple TV+')).toHaveAttribute('aria-pressed', 'true');
    expect(continueButton()).toHaveTextContent('Continue (1 selected)');
  });

  it('Skip this step goes to the location step without saving', async () => {
    renderStep();
    await userEvent.click(tile('Netflix'));
    await userEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(currentLocation()).toBe('/onboarding/location');
    expect(localStorage.getItem('selectedServices')).toBeNull();
  });

  it('carries the redirect target on to the location step, and back to /welcome', async () => {
    renderStep(makeStore(), '/onboarding/services?redirect=account');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/welcome?redirect=account',
    );
    await userEvent.click(tile('Netflix'));
    await userEvent.click(continueButton());
    expect(currentLocation()).toBe('/onboarding/location?redirect=account');
  });

  it('Skip this step carries the redirect target on too', async () => {
    renderStep(makeStore(), '/onboarding/services?redirect=movie/603');
    await userEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(currentLocation()).toBe('/onboarding/location?redirect=movie/603');
  });

  it('Back returns to /welcome', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(currentLocation()).toBe('/welcome');
  });

  it('narrows the grid to the services matching the search', async () => {
    renderStep();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a service' }), 'crunch');
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(1);
    expect(tile('Crunchyroll')).toBeInTheDocument();
  });
});
