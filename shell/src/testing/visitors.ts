import {
  authStateChanged,
  makeStore,
  profileLoaded,
  subscriptionChecked,
  type Profile,
} from 'shared-core';

export type Visitor = 'guest' | 'free' | 'premium';

/** A store as the shell has it for a guest, a signed-in free user or a Plus member. */
export function storeFor(visitor: Visitor) {
  const store = makeStore();
  if (visitor === 'guest') {
    store.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: null }));
    return store;
  }
  const user = { id: 'user-1', email: 'ada@example.com' };
  store.dispatch(authStateChanged({ event: 'SIGNED_IN', user }));
  store.dispatch(profileLoaded({ id: user.id, email: user.email, is_premium: false } as Profile));
  if (visitor === 'premium') {
    store.dispatch(
      subscriptionChecked({ subscribed: true, subscription_tier: 'Plus', subscription_end: null }),
    );
  }
  return store;
}
