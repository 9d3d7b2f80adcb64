import { makeStore } from '../../app/store';
import { mirrorOnboardingToCookie } from './onboarded-cookie';
import { countrySaved, onboardingCompleted, onboardingReset } from './preferences-slice';

jest.mock('../../supabase/supabase-client', () => ({ getSupabaseClient: jest.fn() }));

const cookieValue = () =>
  document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith('watchwhere_onboarded='))
    ?.slice('watchwhere_onboarded='.length);

beforeEach(() => {
  localStorage.clear();
  mirrorOnboardingToCookie({
    selectedServices: [],
    selectedCountry: null,
    onboardingCompleted: false,
  });
});

describe('the onboarded cookie', () => {
  it('is absent for a browser with no choices', () => {
    expect(cookieValue()).toBeUndefined();
  });

  it('is set once any choice is made, and removed by a reset', () => {
    const store = makeStore();
    store.dispatch(countrySaved('GB'));
    expect(cookieValue()).toBe('1');
    store.dispatch(onboardingReset());
    expect(cookieValue()).toBeUndefined();
    store.dispatch(onboardingCompleted());
    expect(cookieValue()).toBe('1');
  });

  it('mirrors choices a browser already holds', () => {
    mirrorOnboardingToCookie({
      selectedServices: ['netflix'],
      selectedCountry: null,
      onboardingCompleted: false,
    });
    expect(cookieValue()).toBe('1');
  });
});
