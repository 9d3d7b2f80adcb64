import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from 'dev-harness/testing';
import { RemoteLoadError } from '../utils/load-remote-page';
import { RouteErrorBoundary } from './route-error-boundary';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function RecoveringRoute({ error }: { error: Error }) {
  const [fixed, setFixed] = useState(false);
  return (
    <RouteErrorBoundary onRetry={() => setFixed(true)}>
      {fixed ? <h1>Movie details</h1> : <Throws error={error} />}
    </RouteErrorBoundary>
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RouteErrorBoundary', () => {
  it('offers "Try again" when a remote cannot be fetched, and renders the route once it loads', async () => {
    const offline = new RemoteLoadError('mf_detail', {
      cause: new Error('Failed to get manifest'),
    });
    renderWithProviders(<RecoveringRoute error={offline} />);

    expect(
      screen.getByRole('heading', { name: 'This page is unavailable right now' }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByRole('heading', { name: 'Movie details' })).toBeVisible();
  });

  it('shows "Something went wrong" with expandable details for a page that crashed, and logs it', async () => {
    renderWithProviders(<RecoveringRoute error={new TypeError('title is undefined')} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeVisible();
    const details = screen.getByText('Error details');
    expect(screen.getByText(/TypeError: title is undefined/)).not.toBeVisible();
    await userEvent.click(details);
    expect(screen.getByText(/TypeError: title is undefined/)).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(
      'A WatchWhere page failed',
      expect.objectContaining({ message: 'title is undefined' }),
      expect.any(String),
    );
  });
});
