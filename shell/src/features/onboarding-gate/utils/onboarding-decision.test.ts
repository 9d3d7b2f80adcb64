import type { PreferencesState } from 'shared-core';
import { pathShownFirst } from './onboarding-decision';

const newcomer: PreferencesState = {
  selectedServices: [],
  selectedCountry: null,
  onboardingCompleted: false,
};

describe('the page a visit starts on', () => {
  it("is /welcome for a newcomer's shared link, and the link itself once onboarded", () => {
    expect(pathShownFirst('/movie/603', newcomer)).toBe('/welcome');
    expect(pathShownFirst('/movie/603', { ...newcomer, onboardingCompleted: true })).toBe(
      '/movie/603',
    );
    expect(pathShownFirst('/', { ...newcomer, selectedCountry: 'GB' })).toBe('/');
  });

  it('is the page itself where the gate never sends anyone away', () => {
    expect(pathShownFirst('/auth/sign-in', newcomer)).toBe('/auth/sign-in');
    expect(pathShownFirst('/unsubscribe', newcomer)).toBe('/unsubscribe');
  });
});
