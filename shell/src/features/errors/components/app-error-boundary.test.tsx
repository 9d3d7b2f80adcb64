import { screen } from '@testing-library/react';
import { renderWithProviders } from 'dev-harness/testing';
import { AppErrorBoundary } from './app-error-boundary';

function Crash(): never {
  throw new Error('store exploded');
}

describe('AppErrorBoundary', () => {
  it('replaces a crashed app with the crash screen and logs the error', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => {});

    renderWithProviders(
      <AppErrorBoundary>
        <Crash />
      </AppErrorBoundary>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Refresh page' })).toBeVisible();
    expect(log).toHaveBeenCalledWith('WatchWhere crashed', expect.any(Error), expect.any(String));
    log.mockRestore();
  });
});
