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

const renderStep = (store = makeStore(), route = '/onboarding/location') =>
  renderAt(route, <LocationStep />, { store });
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

  it('Complete Setup goes on to the redirect target: the shared title, or Account', async () => {
    renderStep(makeStore(), '/onboarding/location?redirect=movie/603');
    await userEvent.click(screen.getByRole('radio', { name: 'Germany' }));
    await userEvent.click(completeButton());
    expect(currentLocation()).toBe('/movie/603');
  });

  it('Complete Setup returns to Account when the visitor came from there', async () => {
    renderStep(makeStore(), '/onboarding/location?redirect=account');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/onboarding/services?redirect=account',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Japan' }));
    await userEvent.click(completeButton());
    expect(currentLocation()).toBe('/account');
  });

  it('Skip this step goes on to the redirect target too', async () => {
    renderStep(makeStore(), '/onboarding/location?redirect=movie/tv_1399');
    await userEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(currentLocation()).toBe('/movie/tv_1399');
  });

  it('never leaves the app for a hostile target', async () => {
    renderStep(makeStore(), '/onboarding/location?redirect=https://evil.example');
    await userEvent.click(screen.getByRole('radio', { name: 'Japan' }));
    await userEvent.click(completeButton());
    expect(currentLocation()).toBe('/');
  });

  it('Back returns to the services step', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(currentLocation()).toBe('/onboarding/services');
  });
});
