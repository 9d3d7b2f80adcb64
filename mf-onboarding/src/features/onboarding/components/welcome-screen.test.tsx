import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, renderAt } from 'dev-harness/testing';
import { WelcomeScreen } from './welcome-screen';

beforeEach(() => localStorage.clear());

describe('WelcomeScreen', () => {
  it('presents the four features of the welcome text', () => {
    renderAt('/welcome', <WelcomeScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome to WatchWhere' }),
    ).toBeInTheDocument();
    const cards = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(cards).toEqual([
      'Every service, one search',
      'VPN recommendations',
      'Smart notifications',
      'Personal watchlist',
    ]);
  });

  it('Get Started leads to the services step', async () => {
    renderAt('/welcome', <WelcomeScreen />);
    await userEvent.click(screen.getByRole('link', { name: 'Get Started' }));
    expect(currentLocation()).toBe('/onboarding/services');
  });

  it('Skip for Now goes home and remembers onboarding as done, so the gate lets the visitor stay', async () => {
    renderAt('/welcome', <WelcomeScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Skip for Now' }));
    expect(currentLocation()).toBe('/');
    expect(localStorage.getItem('onboardingCompleted')).toBe('true');
    expect(localStorage.getItem('selectedServices')).toBe('[]');
    expect(localStorage.getItem('selectedCountry')).toBeNull();
  });
});
