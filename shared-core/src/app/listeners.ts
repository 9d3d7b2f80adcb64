import {
  createListenerMiddleware,
  isAnyOf,
  type ListenerEffectAPI,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import { writeStored } from '../storage/web-storage';
import { demoModeSet, selectDemoMode } from '../features/premium/premium-slice';
import { savePreferencesToProfile } from '../features/preferences/api/save-preferences-to-profile';
import {
  countrySaved,
  onboardingCompleted,
  onboardingReset,
  preferencesRestored,
  servicesSaved,
} from '../features/preferences/preferences-slice';
import { choicesInProfile, hasChoices } from '../features/preferences/profile-choices';
import { mirrorPreferencesToCookies } from '../features/preferences/onboarded-cookie';
import { saveLanguageToProfile } from '../features/locale/api/save-language-to-profile';
import { localeChanged } from '../features/locale/locale-slice';
import { DEFAULT_LOCALE, isLocale } from '../features/locale/locales';
import { catalogApi } from '../api/catalog-api';
import { switchLanguage } from '../features/locale/switch-language';
import { loadProfile } from '../features/session/api/get-profile';
import { readBrowserCookie } from '../storage/flag-cookie';
import { authStateChanged, profileLoaded } from '../features/session/session-slice';
import { mirrorMemberToCookie } from '../features/session/member-cookie';
import { subscriptionChecked } from '../features/premium/premium-slice';
import type { RootState } from './root-state';

/**
 * Every side effect of an action lives here: browser storage, and what follows an auth event
 * (the profile after sign-in, the onboarding choices between the browser and the profile).
 */
export const listenerMiddleware = createListenerMiddleware<RootState>();

type ListenerApi = ListenerEffectAPI<RootState, ThunkDispatch<RootState, unknown, UnknownAction>>;

const preferenceChanges = isAnyOf(
  servicesSaved,
  countrySaved,
  onboardingCompleted,
  onboardingReset,
);

// Catalog answers are in the language they were asked in: a new language starts from none, so
// no page shows one language's words around another's titles and genres.
listenerMiddleware.startListening({
  predicate: (action, current, previous) =>
    localeChanged.match(action) && current.locale.current !== previous.locale.current,
  effect: (_action, api) => {
    api.dispatch(catalogApi.util.resetApiState());
  },
});

// Browser storage mirrors the onboarding choices and the demo flag; a cookie, whether there are any.
listenerMiddleware.startListening({
  matcher: isAnyOf(preferenceChanges, preferencesRestored),
  effect: (action, api) => {
    const {
      selectedServices,
      selectedCountry,
      onboardingCompleted: completed,
    } = api.getState().preferences;
    const reset = onboardingReset.match(action);
    writeStored('selectedServices', reset ? undefined : selectedServices);
    writeStored('selectedCountry', reset ? undefined : (selectedCountry ?? undefined));
    writeStored('onboardingCompleted', reset ? undefined : completed);
    mirrorPreferencesToCookies(api.getState().preferences);
  },
});

// A cookie tells the server's render a member (with Plus or not) uses this browser.
listenerMiddleware.startListening({
  matcher: isAnyOf(authStateChanged, profileLoaded, subscriptionChecked),
  effect: (_action, api) => mirrorMemberToCookie(api.getState()),
});

listenerMiddleware.startListening({
  actionCreator: demoModeSet,
  effect: (_action, api) => writeStored('demoPremium', selectDemoMode(api.getState()) || undefined),
});

// A user who signs in (another one than before) gets their profile read.
listenerMiddleware.startListening({
  actionCreator: authStateChanged,
  effect: async ({ payload: { user } }, api) => {
    if (!user || user.id === api.getOriginalState().session.user?.id) return;
    // Not inside the auth client's event callback: supabase-js holds its auth lock while it runs.
    await api.delay(0);
    const { data } = await api.dispatch(loadProfile(user.id));
    if (data) api.dispatch(profileLoaded(data));
  },
});

// Signed-in users' choices follow them across devices through their profile.
async function saveChoicesToProfile(api: ListenerApi) {
  const { session, preferences } = api.getState();
  if (session.user) await api.dispatch(savePreferencesToProfile(session.user.id, preferences));
}

listenerMiddleware.startListening({
  matcher: preferenceChanges,
  effect: (_action, api) => saveChoicesToProfile(api),
});

// After sign-in, choices saved in the profile (e.g. on another device) win; a profile without
// any takes the choices this browser made as a guest.
listenerMiddleware.startListening({
  actionCreator: profileLoaded,
  effect: async ({ payload: profile }, api) => {
    const saved = choicesInProfile(profile);
    if (saved) api.dispatch(preferencesRestored(saved));
    else if (hasChoices(api.getState().preferences)) await saveChoicesToProfile(api);
  },
});

// After sign-in, the language a member picked (on another device) turns an unprefixed page to it,
// unless this browser picked one (a link naming its language opens in it); a member who never
// picked one keeps the one this browser picked.
listenerMiddleware.startListening({
  actionCreator: profileLoaded,
  effect: async ({ payload: profile }, api) => {
    const pickedHere = readBrowserCookie('watchwhere_language');
    if (isLocale(profile.language)) {
      const unprefixed = api.getState().locale.current === DEFAULT_LOCALE;
      if (!pickedHere && unprefixed && profile.language !== DEFAULT_LOCALE) {
        await switchLanguage(api.dispatch, profile.language);
      }
    } else if (isLocale(pickedHere)) {
      await api.dispatch(saveLanguageToProfile(profile.id, pickedHere));
    }
  },
});
