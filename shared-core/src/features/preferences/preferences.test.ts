import { makeStore } from '../../app/store';
import { getSupabaseClient } from '../../supabase/supabase-client';
import { authStateChanged, profileLoaded, type Profile } from '../session/session-slice';
import {
  countrySaved,
  onboardingCompleted,
  onboardingReset,
  selectCountry,
  selectSelectedServices,
  servicesSaved,
} from './preferences-slice';

jest.mock('../../supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

const update = jest.fn();
const eq = jest.fn();

beforeEach(() => {
  localStorage.clear();
  update.mockReset().mockReturnValue({ eq });
  eq.mockReset().mockResolvedValue({ error: null });
  jest.mocked(getSupabaseClient).mockResolvedValue({ from: () => ({ update }) } as never);
});

const storedPreferenceKeys = () =>
  ['selectedServices', 'selectedCountry', 'onboardingCompleted'].filter(
    (key) => localStorage.getItem(key) !== null,
  );

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preferences', () => {
  it('defaults to the US and nothing stored', () => {
    const store = makeStore();
    expect(selectCountry(store.getState())).toBe('US');
    expect(storedPreferenceKeys()).toEqual([]);
  });

  it('keeps choices in browser storage under their fixed keys, and a reset removes them', () => {
    const store = makeStore();
    store.dispatch(servicesSaved(['netflix', 'disney', 'netflix']));
    store.dispatch(countrySaved('GB'));
    store.dispatch(onboardingCompleted());

    expect(JSON.parse(localStorage.getItem('selectedServices')!)).toEqual(['netflix', 'disney']);
    expect(JSON.parse(localStorage.getItem('selectedCountry')!)).toBe('GB');
    expect(JSON.parse(localStorage.getItem('onboardingCompleted')!)).toBe(true);
    expect(selectSelectedServices(makeStore().getState())).toEqual(['netflix', 'disney']);

    store.dispatch(onboardingReset());
    expect(storedPreferenceKeys()).toEqual([]);
    expect(update).not.toHaveBeenCalled();
  });

  it('ignores corrupt storage', () => {
    localStorage.setItem('selectedServices', '{not json');
    localStorage.setItem('selectedCountry', '"not a code"');
    const store = makeStore();
    expect(selectSelectedServices(store.getState())).toEqual([]);
    expect(selectCountry(store.getState())).toBe('US');
  });

  it("saves a signed-in user's choices to their profile", async () => {
    const store = makeStore();
    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.co' } }));
    store.dispatch(countrySaved('DE'));
    await flush();

    expect(update).toHaveBeenCalledWith(
      expect.objectContaining({ selected_country: 'DE', selected_services: [] }),
    );
    expect(eq).toHaveBeenCalledWith('id', 'u1');
  });

  it('adopts the choices a profile brings from another device', async () => {
    const store = makeStore();
    store.dispatch(countrySaved('FR'));
    store.dispatch(authStateChanged({ event: 'SIGNED_IN', user: { id: 'u1', email: 'a@b.co' } }));
    store.dispatch(
      profileLoaded({
        id: 'u1',
        selected_services: ['hulu'],
        selected_country: 'CA',
        onboarding_completed: true,
      } as Profile),
    );
    await flush();

    expect(selectCountry(store.getState())).toBe('CA');
    expect(selectSelectedServices(store.getState())).toEqual(['hulu']);
    expect(JSON.parse(localStorage.getItem('selectedCountry')!)).toBe('CA');
  });
});
