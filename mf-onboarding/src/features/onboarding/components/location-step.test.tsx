import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from 'shared-core';
import {
  currentLocation,
  installFakeBackend,
  noContent,
  renderAt,
  storeFor,
} from 'dev-harness/testing';
import { LocationStep } from './location-step';

beforeEach(() => {
  localStorage.clear();
  installFakeBackend();
});

const renderStep = (store = makeStore()) =>
  renderAt('/onboarding/location', <LocationStep />, { store });
const completeButton = () => screen.getByRole('button', { name: 'Complete Setup' });

describe('LocationStep', () => {
  it('offers the ten countries as a single choice, as step 2 of 2', () => {
    renderStep();
    expect(screen.getByText('Step 2 of 2')).toBeInTheDocument();
    const codes = screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value);
    expect(codes).toEqual(['US', 'GB', 'CA', 'AU', 'DE', 'FR', 'JP', 'KR', 'IN', 'BR']);
    for (const name of [
      'United States',
      'United Kingdom',
      'Canada',
      'Australia',
      'Germany',
      'France',
      'Japan',
      'South Korea',
      'India',
      'Brazil',
    ]) {
      expect(screen.getByRole('radio', { name })).not.toBeChecked();
    }
  });

  it('keeps Complete Setup disabled until a country is chosen', async () => {
    renderStep();
    expect(completeButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Japan' }));
    expect(completeButton()).toBeEnabled();
  });

  it('saves the country, marks onboarding done and goes home', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Germany' }));
    await userEvent.click(completeButton());

    expect(JSON.parse(localStorage.getItem('selectedCountry')!)).toBe('DE');
    expect(localStorage.getItem('onboardingCompleted')).toBe('true');
    expect(currentLocation()).toBe('/');
  });

  it('moves between countries with the arrow keys', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Canada' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Australia' })).toBeChecked();
  });

  it("saves a signed-in user's country to their profile", async () => {
    const backend = installFakeBackend({ 'PATCH /rest/v1/profiles': noContent });
    renderStep(storeFor('signedIn'));

    await userEvent.click(screen.getByRole('radio', { name: 'Brazil' }));
    await userEvent.click(completeButton());

    await waitFor(async () =>
      expect(await backend.bodiesSentTo('PATCH /rest/v1/profiles')).toContainEqual(
        expect.objectContaining({ selected_country: 'BR', onboarding_completed: true }),
      ),
    );
  });

  it('Skip this step goes home without a country, with onboarding marked done', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(currentLocation()).toBe('/');
    expect(localStorage.getItem('selectedCountry')).toBeNull();
    expect(localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('Back returns to the services step', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(currentLocation()).toBe('/onboarding/services');
  });
});
