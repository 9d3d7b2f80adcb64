import { screen } from '@testing-library/react';
import { selectPageTitle } from 'shared-core';
import { renderWithProviders } from 'dev-harness/testing';
import { NotFoundPage } from './not-found-page';

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    const { store } = renderWithProviders(<NotFoundPage />, { route: '/nope' });

    expect(screen.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(selectPageTitle(store.getState())).toBe('Page not found');
  });
});
