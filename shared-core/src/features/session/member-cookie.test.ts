import { makeStore } from '../../app/store';
import { subscriptionChecked } from '../premium/premium-slice';
import { selectDrawnAsPlus } from '../premium/select-is-premium';
import { memberHintIn } from './member-cookie';
import {
  authStateChanged,
  memberHinted,
  profileLoaded,
  selectDrawnAsMember,
  type Profile,
} from './session-slice';

jest.mock('../../supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

const USER = { id: 'u1', email: 'a@b.co' };
const profile = (premium: boolean) =>
  ({ id: 'u1', email: 'a@b.co', is_premium: premium }) as Profile;

const memberCookie = () => memberHintIn(document.cookie);

/** A tab whose auth client is about to report USER's session (no profile read is started). */
const tabOfUser = () =>
  makeStore({
    session: { status: 'unknown', user: USER, lastEvent: null, profile: null, memberHint: null },
  });

beforeEach(() => {
  makeStore().dispatch(authStateChanged({ event: 'SIGNED_OUT', user: null }));
});

describe('the member cookie', () => {
  it('says a member signed in here, then their plan once known, and goes on sign-out', () => {
    const store = tabOfUser();
    expect(memberCookie()).toBeNull();
    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: USER }));
    expect(memberCookie()).toBe('member');
    store.dispatch(profileLoaded(profile(false)));
    store.dispatch(
      subscriptionChecked({ subscribed: true, subscription_tier: 'Plus', subscription_end: null }),
    );
    expect(memberCookie()).toBe('plus');
    // A new tab of a Plus member keeps "plus" until their plan is read again.
    const nextTab = tabOfUser();
    nextTab.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: USER }));
    expect(memberCookie()).toBe('plus');
    nextTab.dispatch(authStateChanged({ event: 'SIGNED_OUT', user: null }));
    expect(memberCookie()).toBeNull();
  });

  it('reads only its two values', () => {
    expect(memberHintIn('a=1; watchwhere_member=plus')).toBe('plus');
    expect(memberHintIn('watchwhere_member=1')).toBe('member');
    expect(memberHintIn('watchwhere_member=admin')).toBeNull();
    expect(memberHintIn('watchwhere_member=%E0')).toBeNull();
  });
});

describe('a page drawn from the hint', () => {
  it('is a member’s (Plus too) until the session is known; then what the session says', () => {
    const store = tabOfUser();
    store.dispatch(memberHinted('plus'));
    expect(selectDrawnAsMember(store.getState())).toBe(true);
    expect(selectDrawnAsPlus(store.getState())).toBe(true);
    store.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: USER }));
    expect(selectDrawnAsPlus(store.getState())).toBe(true);
    store.dispatch(profileLoaded(profile(false)));
    expect(selectDrawnAsPlus(store.getState())).toBe(false);
    store.dispatch(authStateChanged({ event: 'SIGNED_OUT', user: null }));
    expect(selectDrawnAsMember(store.getState())).toBe(false);
  });

  it('is a guest’s once the session says nobody is signed in', () => {
    const store = makeStore();
    store.dispatch(memberHinted('member'));
    store.dispatch(authStateChanged({ event: 'INITIAL_SESSION', user: null }));
    expect(selectDrawnAsMember(store.getState())).toBe(false);
  });
});
