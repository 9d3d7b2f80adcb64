import { storeFor } from 'dev-harness/testing';
import {
  authStateChanged,
  getSupabaseClient,
  makeStore,
  selectNotificationPreferences,
  selectToasts,
} from 'shared-core';
import { saveNotificationPreference } from './save-notification-preference';

jest.mock('shared-core', () => ({
  ...jest.requireActual('shared-core'),
  getSupabaseClient: jest.fn(),
}));

const update = jest.fn();
const eq = jest.fn();

beforeEach(() => {
  update.mockReset().mockReturnValue({ eq });
  eq.mockReset().mockResolvedValue({ error: null });
  jest.mocked(getSupabaseClient).mockResolvedValue({ from: () => ({ update }) } as never);
});

describe('saving a notification preference', () => {
  it('save a change to the profile', async () => {
    const store = storeFor('free');
    await store.dispatch(saveNotificationPreference({ key: 'new_releases', value: true }));
    expect(update).toHaveBeenCalledWith({ new_releases: true });
    expect(eq).toHaveBeenCalledWith('id', 'u1');
    expect(selectNotificationPreferences(store.getState()).new_releases).toBe(true);
  });

  it('put the old value back and fail when saving fails', async () => {
    eq.mockResolvedValue({ error: { message: 'offline' } });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const store = storeFor('free');
    const result = await store.dispatch(
      saveNotificationPreference({ key: 'weekly_digest', value: false }),
    );
    expect(selectNotificationPreferences(store.getState()).weekly_digest).toBe(true);
    // The toast is the component's, in the page's language (notifications-panel.test.tsx).
    expect(result.error).toBeDefined();
    expect(selectToasts(store.getState())).toEqual([]);
  });

  it("keep a guest's change in memory only, and forget it on sign-in", async () => {
    const store = makeStore();
    store.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: null }));
    await store.dispatch(saveNotificationPreference({ key: 'email_notifications', value: true }));
    expect(update).not.toHaveBeenCalled();
    expect(selectNotificationPreferences(store.getState()).email_notifications).toBe(true);

    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.co' } }));
    expect(selectNotificationPreferences(store.getState()).email_notifications).toBe(false);
  });
});
