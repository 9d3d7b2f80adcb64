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

  it('carries the address a shared link asked for: Skip for Now goes on to it', async () => {
    renderAt('/welcome?redirect=movie/603', <WelcomeScreen />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/onboarding/services?redirect=movie/603',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skip for Now' }));
    expect(currentLocation()).toBe('/movie/603');
    expect(localStorage.getItem('onboardingCompleted')).toBe('true');
  });

  it('goes home instead of to an address outside the app', async () => {
    renderAt('/welcome?redirect=%2F%2Fevil.example', <WelcomeScreen />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/onboarding/services',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Skip for Now' }));
    expect(currentLocation()).toBe('/');
  });
});
