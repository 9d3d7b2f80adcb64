import { screen } from '@testing-library/react';
import { installFakeBackend, renderWithProviders } from 'dev-harness/testing';
import { TermsPage } from './terms-page';

describe('/terms', () => {
  it('stays short, promises nothing the app does not back, and links what it names', () => {
    installFakeBackend();
    renderWithProviders(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
    expect(screen.getByText(/does not stream, rent or sell any title itself/)).toBeVisible();
    expect(document.body).not.toHaveTextContent(/hidden fees|cancel/i);
    for (const [name, href] of [
      ['Plans', '/plans'],
      ['What we keep, and how to delete it', '/privacy'],
      ['About WatchWhere and its data', '/about'],
    ])
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
  });
});
