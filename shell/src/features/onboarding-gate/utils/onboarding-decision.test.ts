import type { PreferencesState } from 'shared-core';
import { decideGate, pathShownFirst } from './onboarding-decision';

const newcomer: PreferencesState = {
  selectedServices: [],
  selectedCountry: null,
  onboardingCompleted: false,
};

describe('the page a visit starts on', () => {
  it("is /welcome for a newcomer's home, and home itself once a choice is made", () => {
    expect(pathShownFirst('/', '', newcomer)).toBe('/welcome');
    expect(pathShownFirst('/', '', { ...newcomer, selectedCountry: 'GB' })).toBe('/');
    expect(pathShownFirst('/', '', { ...newcomer, onboardingCompleted: true })).toBe('/');
  });

  it('is the page a link names for anything but home: a title, a search, Discover', () => {
    expect(pathShownFirst('/movie/603', '', newcomer)).toBe('/movie/603');
    expect(pathShownFirst('/', '?q=matrix', newcomer)).toBe('/');
    expect(pathShownFirst('/discover', '', newcomer)).toBe('/discover');
  });
});

describe('the gate', () => {
  const decide = (pathname: string, search: string, sessionStatus: 'unknown' | 'signedOut') =>
    decideGate({ pathname, search, preferences: newcomer, sessionStatus, profileLoaded: false });

  it('sends a newcomer on home to /welcome once the session is known, and waits until then', () => {
    expect(decide('/', '', 'signedOut')).toBe('welcome');
    expect(decide('/', '', 'unknown')).toBe('wait');
  });

  it('sends home whoever the server sent to /welcome with choices stored; nobody else', () => {
    const choices = { ...newcomer, onboardingCompleted: true };
    const decideWith = (search: string, preferences: PreferencesState) =>
      decideGate({
        pathname: '/welcome',
        search,
        preferences,
        sessionStatus: 'signedOut',
        profileLoaded: false,
      });
    expect(decideWith('?from=home', choices)).toBe('home');
    expect(decideWith('?from=home', newcomer)).toBe('render');
    expect(decideWith('', choices)).toBe('render');
    expect(decideWith('?redirect=account', choices)).toBe('render');
  });

  it('never holds a link to another page, or a search', () => {
    expect(decide('/movie/603', '', 'unknown')).toBe('render');
    expect(decide('/', '?q=matrix', 'signedOut')).toBe('render');
  });
});
