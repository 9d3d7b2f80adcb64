import { screen, within } from '@testing-library/react';
import {
  configuration,
  installFakeBackend,
  renderWithProviders,
  storeFor,
} from 'dev-harness/testing';
import { catalogSourceSeen, selectPageTitle } from 'shared-core';
import { AboutPage } from './about-page';

const CONFIGURATION = 'GET /3/configuration';

const sources = () => screen.getByRole('region', { name: 'Where the data comes from' });

describe('/about', () => {
  it('says what WatchWhere is and who it is for', () => {
    installFakeBackend();
    const store = storeFor('guest');
    store.dispatch(catalogSourceSeen(false));
    renderWithProviders(<AboutPage />, { store });

    expect(screen.getByRole('heading', { level: 1, name: 'About WatchWhere' })).toBeVisible();
    expect(selectPageTitle(store.getState())).toBe('About WatchWhere');
    expect(
      within(screen.getByRole('region', { name: 'What it is' })).getByText(
        /tells you where a movie or TV show can be watched/,
      ),
    ).toBeVisible();
    const forWhom = screen.getByRole('region', { name: 'Who it is for' });
    expect(within(forWhom).getAllByRole('listitem')).toHaveLength(3);
    expect(within(forWhom).getByRole('link', { name: 'See what Plus includes' })).toHaveAttribute(
      'href',
      '/plans',
    );
  });

  it('with TMDB data, credits TMDB with its notice and JustWatch, and claims no sample', () => {
    installFakeBackend();
    const store = storeFor('guest');
    store.dispatch(catalogSourceSeen(false));
    renderWithProviders(<AboutPage />, { store });

    expect(within(sources()).getByLabelText('TMDB')).toBeVisible();
    expect(
      within(sources()).getByText(
        /This product uses the TMDB API but is not endorsed or certified by TMDB\./,
      ),
    ).toBeVisible();
    expect(within(sources()).getByText('Streaming availability data by JustWatch.')).toBeVisible();
    expect(sources()).not.toHaveTextContent(/sample|vega-datasets/);
  });

  it("asks the catalog when no answer has said where its data comes from; offline, names the sample's sources", async () => {
    const backend = installFakeBackend({
      [CONFIGURATION]: { ...configuration, headers: { x_sample: 'true' } },
    });
    renderWithProviders(<AboutPage />, { store: storeFor('guest') });

    expect(await within(sources()).findByText(/come from vega-datasets/)).toBeVisible();
    expect(backend.sentTo(CONFIGURATION)).toHaveLength(1);
    expect(within(sources()).getByText(/come from bangumi-data/)).toBeVisible();
    expect(within(sources()).getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    expect(within(sources()).getByText(/typed in by hand/)).toBeVisible();
    expect(
      within(sources()).getByText(/Sample data, made up for trying the app: where titles stream/),
    ).toBeVisible();
    expect(sources()).not.toHaveTextContent(/uses the TMDB API|JustWatch\./);
  });

  it('a TMDB catalog answering without the sample marker is live data', async () => {
    installFakeBackend({ [CONFIGURATION]: configuration });
    renderWithProviders(<AboutPage />, { store: storeFor('guest') });
    expect(await within(sources()).findByText(/uses the TMDB API/)).toBeVisible();
  });

  it('claims neither when the catalog does not answer', async () => {
    installFakeBackend({ [CONFIGURATION]: { status: 503, body: {} } });
    renderWithProviders(<AboutPage />, { store: storeFor('guest') });
    expect(within(sources()).getByRole('status')).toHaveTextContent('Asking the catalog');
    expect(await within(sources()).findByText(/The catalog did not answer/)).toBeVisible();
    expect(sources()).not.toHaveTextContent(/TMDB|JustWatch|vega-datasets/);
  });
});
