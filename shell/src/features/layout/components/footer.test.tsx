import { screen } from '@testing-library/react';
import { renderWithProviders, storeFor } from 'dev-harness/testing';
import { Footer } from './footer';

describe('Footer', () => {
  it('credits TMDB and JustWatch, links the info pages and shows this year', () => {
    renderWithProviders(<Footer />, { store: storeFor('guest') });

    expect(
      screen.getByText(/uses the TMDB API but is not endorsed or certified by TMDB/),
    ).toBeVisible();
    expect(screen.getByText(/JustWatch/)).toBeVisible();
    for (const [name, href] of [
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Privacy', '/privacy'],
      ['Terms', '/terms'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByText(`© ${new Date().getFullYear()} WatchWhere`)).toBeVisible();
  });

  it('says Plus for a Plus member', () => {
    renderWithProviders(<Footer />, { store: storeFor('premium') });
    expect(screen.getByText(`© ${new Date().getFullYear()} WatchWhere Plus`)).toBeVisible();
  });
});
