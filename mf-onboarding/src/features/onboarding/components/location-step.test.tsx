import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStateChanged, makeStore } from 'shared-core';
import { getSupabaseClient } from '../../../../../shared-core/src/supabase/supabase-client';
import { currentPath, renderAt } from '../../../testing/render-at';
import { LocationStep } from './location-step';

jest.mock('../../../../../shared-core/src/supabase/supabase-client', () => ({
  getSupabaseClient: jest.fn(),
}));

beforeEach(() => localStorage.clear());

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
    expect(currentPath(screen)).toBe('/');
  });

  it('moves between countries with the arrow keys', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('radio', { name: 'Canada' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Australia' })).toBeChecked();
  });

  it("saves a signed-in user's country to their profile", async () => {
    const eq = jest.fn().mockResolvedValue({ error: null });
    const update = jest.fn().mockReturnValue({ eq });
    jest.mocked(getSupabaseClient).mockResolvedValue({ from: () => ({ update }) } as never);
    const store = makeStore();
    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.co' } }));
    renderStep(store);

    await userEvent.click(screen.getByRole('radio', { name: 'Brazil' }));
    await userEvent.click(completeButton());

    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ selected_country: 'BR', onboarding_completed: true }),
    );
  });

  it('Skip this step goes home without a country, with onboarding marked done', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('button', { name: 'Skip this step' }));
    expect(currentPath(screen)).toBe('/');
    expect(localStorage.getItem('selectedCountry')).toBeNull();
    expect(localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('Back returns to the services step', async () => {
    renderStep();
    await userEvent.click(screen.getByRole('link', { name: 'Back' }));
    expect(currentPath(screen)).toBe('/onboarding/services');
  });
});
