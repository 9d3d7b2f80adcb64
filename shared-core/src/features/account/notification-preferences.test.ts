import { makeStore } from '../../app/store';
import { authStateChanged, profileLoaded, type Profile } from '../session/session-slice';
import { DEFAULT_NOTIFICATION_PREFERENCES } from './notification-preferences';
import { selectNotificationPreferences } from './notification-preferences-slice';

const profile = {
  id: 'u1',
  ...DEFAULT_NOTIFICATION_PREFERENCES,
  content_available: false,
} as Profile;

function signedInStore() {
  const store = makeStore();
  store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.co' } }));
  store.dispatch(profileLoaded(profile));
  return store;
}

describe('notification preferences', () => {
  it('start at their defaults', () => {
    expect(selectNotificationPreferences(makeStore().getState())).toEqual({
      push_notifications: true,
      email_notifications: false,
      content_available: true,
      new_releases: false,
      weekly_digest: true,
    });
  });

  it("follow the signed-in user's profile", () => {
    expect(selectNotificationPreferences(signedInStore().getState()).content_available).toBe(false);
  });
});
