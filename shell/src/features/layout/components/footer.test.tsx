import { screen } from '@testing-library/react';
import { renderWithProviders, storeFor } from 'dev-harness/testing';
import { catalogSourceSeen } from 'shared-core';
import { Footer } from './footer';

describe('Footer', () => {
  it('credits TMDB and JustWatch with a TMDB catalog, links the info pages and shows this year', () => {
    const store = storeFor('guest');
    store.dispatch(catalogSourceSeen(false));
    renderWithProviders(<Footer />, { store });

    expect(
      screen.getByText(/uses the TMDB API but is not endorsed or certified by TMDB/),
    ).toBeVisible();
    expect(screen.getByText(/Movie, TV and watch-provider data from TMDB/)).toBeVisible();
    expect(screen.getByText('Streaming availability data by JustWatch.')).toBeVisible();
    expect(screen.queryByText(/sample data/)).not.toBeInTheDocument();
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

  it('offline, names the real sources and says availability is sample data, crediting no JustWatch', () => {
    const store = storeFor('guest');
    store.dispatch(catalogSourceSeen(true));
    renderWithProviders(<Footer />, { store });

    expect(screen.getByText(/movies and their facts from vega-datasets/)).toBeVisible();
    expect(
      screen.getByText(/Where titles stream, when they arrive and leave,.*are sample data/),
    ).toBeVisible();
    expect(screen.queryByText(/JustWatch/)).not.toBeInTheDocument();
    expect(screen.queryByText(/data from TMDB/)).not.toBeInTheDocument();
    // Offline no TMDB API is used, so its notice would be false.
    expect(screen.queryByText(/uses the TMDB API/)).not.toBeInTheDocument();
  });

  it('claims neither before any catalog answer', () => {
    renderWithProviders(<Footer />, { store: storeFor('guest') });
    expect(screen.queryByText(/JustWatch/)).not.toBeInTheDocument();
    expect(screen.queryByText(/data from TMDB/)).not.toBeInTheDocument();
    expect(screen.queryByText(/sample data/)).not.toBeInTheDocument();
    expect(screen.queryByText(/uses the TMDB API/)).not.toBeInTheDocument();
  });

  it('says Plus for a Plus member', () => {
    renderWithProviders(<Footer />, { store: storeFor('premium') });
    expect(screen.getByText(`© ${new Date().getFullYear()} WatchWhere Plus`)).toBeVisible();
  });
});
