import { screen } from '@testing-library/react';
import { renderWithProviders, storeFor } from 'dev-harness/testing';
import { countrySaved } from 'shared-core';
import { OnboardingInvitation } from './onboarding-invitation';

beforeEach(() => localStorage.clear());

describe('OnboardingInvitation', () => {
  it('invites a newcomer on a shared title to choose services, coming back to the title', () => {
    renderWithProviders(<OnboardingInvitation />, {
      store: storeFor('guest'),
      route: '/movie/603?utm=x',
    });
    expect(
      screen.getByText('Pick your streaming services and country to see where you can watch.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose services' })).toHaveAttribute(
      'href',
      '/onboarding/services?redirect=movie/603%3Futm%3Dx',
    );
  });

  it('is gone once the visitor made a choice', () => {
    const store = storeFor('guest');
    store.dispatch(countrySaved('GB'));
    renderWithProviders(<OnboardingInvitation />, { store, route: '/movie/603' });
    expect(screen.queryByRole('link', { name: 'Choose services' })).toBeNull();
  });

  it('is not shown where onboarding or signing in is the page itself', () => {
    for (const route of ['/welcome', '/onboarding/location', '/auth']) {
      const { unmount } = renderWithProviders(<OnboardingInvitation />, {
        store: storeFor('guest'),
        route,
      });
      expect(screen.queryByRole('link', { name: 'Choose services' })).toBeNull();
      unmount();
    }
  });
});
