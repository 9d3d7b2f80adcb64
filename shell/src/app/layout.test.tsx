import { screen } from '@testing-library/react';
import {
  installFakeBackend,
  mockViewport,
  renderWithProviders,
  storeFor,
} from 'dev-harness/testing';
import { Route, Routes } from 'react-router';
import { catalogSourceSeen } from 'shared-core';
import { Layout } from './layout';

function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route path="/" element={<h1>Home</h1>} />
        <Route path="/discover" element={<h1>Discover</h1>} />
      </Route>
    </Routes>
  );
}

beforeEach(() => localStorage.setItem('onboardingCompleted', 'true'));

describe('Layout', () => {
  it('shows the header and footer on desktop', () => {
    mockViewport('desktop');
    renderWithProviders(<App />, { store: storeFor('guest') });
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Bottom' })).toBeNull();
  });

  it('hides header and footer on the phone home screen, keeping the bottom bar', () => {
    mockViewport('mobile');
    renderWithProviders(<App />, { store: storeFor('guest') });
    expect(screen.getByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Bottom' })).toBeVisible();
  });

  it('says on the phone home screen, which has no footer, that the offline catalog is sample data', () => {
    mockViewport('mobile');
    const store = storeFor('guest');
    store.dispatch(catalogSourceSeen(true));
    renderWithProviders(<App />, { store });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.getByText(/when they arrive and leave, .* are sample data/)).toBeVisible();
  });

  it('keeps the bell on the phone home screen for signed-in users, with the unread count', async () => {
    mockViewport('mobile');
    installFakeBackend({
      'HEAD /rest/v1/notifications': { body: null, headers: { 'content-range': '*/2' } },
    });
    renderWithProviders(<App />, { store: storeFor('signedIn') });
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the phone top bar and footer on other phone screens', () => {
    mockViewport('mobile');
    renderWithProviders(<App />, { store: storeFor('guest'), route: '/discover' });
    expect(screen.getByRole('banner')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
  });
});
