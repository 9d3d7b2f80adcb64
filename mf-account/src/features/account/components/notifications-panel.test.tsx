import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeBackend, noContent, renderWithProviders, storeFor } from 'dev-harness/testing';
import { profileLoaded, selectToasts, type Profile } from 'shared-core';
import { NotificationsPanel } from './notifications-panel';

const requestPermission = jest.fn<Promise<NotificationPermission>, []>();
const browserPermission = (permission: NotificationPermission) =>
  Object.assign(globalThis, { Notification: { permission, requestPermission } });

function signedIn(push: boolean) {
  const store = storeFor('free');
  store.dispatch(profileLoaded({ id: 'u1', push_notifications: push } as Profile));
  return store;
}

beforeEach(() => {
  installFakeBackend({ 'PATCH /rest/v1/profiles': noContent });
  requestPermission.mockReset().mockResolvedValue('granted');
});

afterEach(() => {
  delete (globalThis as { Notification?: unknown }).Notification;
});

describe('NotificationsPanel: browser permission', () => {
  it('asks the browser when Push notifications is turned on', async () => {
    browserPermission('default');
    renderWithProviders(<NotificationsPanel />, { store: signedIn(false) });

    await userEvent.click(screen.getByRole('switch', { name: 'Push notifications' }));

    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('switch', { name: 'Push notifications' })).toBeChecked();
  });

  it('does not ask when Push is turned off, another switch changes, or the browser already answered', async () => {
    browserPermission('default');
    const { unmount } = renderWithProviders(<NotificationsPanel />, { store: signedIn(true) });
    await userEvent.click(screen.getByRole('switch', { name: 'New releases' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Push notifications' }));
    expect(requestPermission).not.toHaveBeenCalled();
    unmount();

    browserPermission('granted');
    renderWithProviders(<NotificationsPanel />, { store: signedIn(false) });
    await userEvent.click(screen.getByRole('switch', { name: 'Push notifications' }));
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('offers to allow notifications when Push is on but the browser was never asked', async () => {
    browserPermission('default');
    renderWithProviders(<NotificationsPanel />, { store: signedIn(true) });

    await userEvent.click(screen.getByRole('button', { name: 'Allow in this browser' }));

    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Allow in this browser' })).toBeNull();
  });

  it('says so when the browser blocks notifications', () => {
    browserPermission('denied');
    renderWithProviders(<NotificationsPanel />, { store: signedIn(true) });
    expect(screen.getByText(/Your browser blocks notifications from this site/)).toBeVisible();
  });
});

describe('NotificationsPanel: saving', () => {
  it('puts the switch back and says so when the profile cannot be saved', async () => {
    installFakeBackend({ 'PATCH /rest/v1/profiles': { status: 500, body: { message: 'down' } } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const { store } = renderWithProviders(<NotificationsPanel />, { store: signedIn(false) });

    await userEvent.click(screen.getByRole('switch', { name: 'Weekly digest' }));

    await waitFor(() =>
      expect(selectToasts(store.getState())[0]).toMatchObject({
        title: "Couldn't save your preferences",
        description: 'Please try again.',
        tone: 'destructive',
      }),
    );
    expect(screen.getByRole('switch', { name: 'Weekly digest' })).toBeChecked();
  });
});
