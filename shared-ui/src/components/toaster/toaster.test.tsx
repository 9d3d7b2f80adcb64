import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import type { Toast } from './toast';
import { Toaster } from './toaster';

const toast = (fields: Pick<Toast, 'title'> & Partial<Toast>): Toast => ({
  id: fields.title,
  tone: 'info',
  duration: 4000,
  ...fields,
});

/** The toasts it is given minus the ones it was told to dismiss, as an app's toast model does. */
function DismissingToaster({ toasts }: { toasts: readonly Toast[] }) {
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  return (
    <Toaster
      toasts={toasts.filter(({ id }) => !dismissed.includes(id))}
      onDismiss={(id) => setDismissed((ids) => [...ids, id])}
    />
  );
}

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the toasts it is given, in their order', () => {
    renderWithTheme(
      <DismissingToaster
        toasts={[
          toast({ title: 'Sign in failed', tone: 'destructive' }),
          toast({ title: 'Signed out successfully', tone: 'success' }),
        ]}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in failed');
    expect(screen.getByRole('status')).toHaveTextContent('Signed out successfully');
    expect(screen.getByRole('alert').compareDocumentPosition(screen.getByRole('status'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('removes an error toast after 5000 ms', () => {
    renderWithTheme(
      <DismissingToaster
        toasts={[toast({ title: 'Search error', tone: 'destructive', duration: 5000 })]}
      />,
    );
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Search error')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Search error')).not.toBeInTheDocument();
  });

  it('honours a custom duration and keeps a toast with a null duration', () => {
    const { rerender } = renderWithTheme(
      <DismissingToaster toasts={[toast({ title: 'Watchlist cleared', duration: 1000 })]} />,
    );
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Watchlist cleared')).not.toBeInTheDocument();
    rerender(
      <DismissingToaster
        toasts={[toast({ title: 'Syncing popular searches data...', duration: null })]}
      />,
    );
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Syncing popular searches data...');
  });

  it('pauses the countdown while hovered', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithTheme(
      <DismissingToaster
        toasts={[toast({ title: 'Added "Dune" to your watchlist', tone: 'success' })]}
      />,
    );
    await user.hover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    await user.unhover(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(4000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('runs the action and dismisses the toast', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const upgrade = jest.fn();
    renderWithTheme(
      <DismissingToaster
        toasts={[
          toast({
            title: 'Watchlist is a premium feature',
            description: 'Upgrade to access your personal watchlist',
            tone: 'destructive',
            action: { label: 'Upgrade', onClick: upgrade },
          }),
        ]}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses with the close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onDismiss = jest.fn();
    renderWithTheme(
      <Toaster toasts={[toast({ title: 'Watchlist cleared' })]} onDismiss={onDismiss} />,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('Watchlist cleared');
  });
});
