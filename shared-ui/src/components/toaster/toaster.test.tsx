import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils/render-with-theme';
import { createToastStore, useToasts, type ToastStore } from './toast-store';
import { Toaster } from './toaster';

function StoreToaster({ store }: { store: ToastStore }) {
  const toasts = useToasts(store);
  return <Toaster toasts={toasts} onDismiss={store.dismiss} />;
}

function setup() {
  const store = createToastStore();
  renderWithTheme(<StoreToaster store={store} />);
  return store;
}

describe('Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast at a time, the newest', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Signed out successfully', tone: 'success' });
      store.show({ title: 'Sign in failed', tone: 'destructive' });
    });
    expect(screen.queryByText('Signed out successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in failed');
    expect(store.getToasts()).toHaveLength(1);
  });

  it('removes an error toast after 5000 ms', () => {
    const store = setup();
    act(() => {
      store.show({ title: 'Search error', tone: 'destructive' });
    });
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Search error')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Search error')).not.toBeInTheDocument();
  });

  it('honours a custom duration and keeps a toast with a null duration', () => {
    const store = setup();
    act(() => {
      store.show({ id: 'short', title: 'Watchlist cleared', duration: 1000 });
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Watchlist cleared')).not.toBeInTheDocument();
    act(() => {
      store.show({ title: 'Syncing popular searches data...', duration: null });
    });
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByRole('status')).toHaveTextContent('Syncing popular searches data...');
  });

  it('pauses the countdown while hovered', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = setup();
    act(() => {
      store.show({ title: 'Added "Dune" to your watchlist', tone: 'success' });
    });
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
    const store = setup();
    act(() => {
      store.show({
        title: 'Watchlist is a premium feature',
        description: 'Upgrade to access your personal watchlist',
        tone: 'destructive',
        action: { label: 'Upgrade', onClick: upgrade },
      });
    });
    await user.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(upgrade).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('dismisses with the close button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const store = setup();
    act(() => {
      store.show({ title: 'Watchlist cleared' });
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(store.getToasts()).toEqual([]);
  });
});
