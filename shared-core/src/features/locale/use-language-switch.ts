import { useCallback } from 'react';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { saveLanguageToProfile } from './api/save-language-to-profile';
import type { AppLocale } from './locales';
import { switchLanguage } from './switch-language';

/** The visitor's language switch: the page turns to it, and a member's profile keeps it. */
export function useLanguageSwitch() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  return useCallback(
    async (locale: AppLocale) => {
      await switchLanguage(dispatch, locale);
      const user = store.getState().session.user;
      if (user) await dispatch(saveLanguageToProfile(user.id, locale));
    },
    [dispatch, store],
  );
}
