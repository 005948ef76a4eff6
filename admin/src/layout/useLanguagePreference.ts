import { isLocale, type Locale } from '@jobmarket/contracts';
import { useCallback, useEffect, useRef } from 'react';
import { useLocaleState, useStoreContext } from 'react-admin';
import { usePreferences } from '../preferences';

/** The language and a way to change it: saved in preferences.language and applied to react-admin at once. */
export function useLanguagePreference(): [Locale, (language: Locale) => void] {
  const [, setRaLocale] = useLocaleState();
  const { preferences, update } = usePreferences();
  const setLanguage = useCallback(
    (language: Locale) => {
      update({ language });
      setRaLocale(language);
    },
    [update, setRaLocale],
  );
  return [preferences.language, setLanguage];
}

/**
 * Keeps react-admin's locale and preferences.language together. When the layout starts, a locale react-admin's store
 * holds that differs from the preference was chosen since the last sign-out (on the login page): it becomes the
 * preference; otherwise the preference wins (react-admin's store, where it keeps its locale, is wiped on sign-out).
 * After that, a change on either side is copied to the other.
 */
export function useLanguageSync(): void {
  const [raLocale, setRaLocale] = useLocaleState();
  const { getItem } = useStoreContext();
  const { preferences, update } = usePreferences();
  const last = useRef<{ raLocale: string; language: Locale } | undefined>(undefined);
  useEffect(() => {
    const previous = last.current;
    last.current = { raLocale, language: preferences.language };
    if (!previous) {
      const chosen: unknown = getItem('locale');
      if (typeof chosen === 'string' && isLocale(chosen) && chosen !== preferences.language) update({ language: chosen });
      else if (raLocale !== preferences.language) setRaLocale(preferences.language);
    } else if (previous.language !== preferences.language) {
      if (raLocale !== preferences.language) setRaLocale(preferences.language);
    } else if (previous.raLocale !== raLocale && isLocale(raLocale) && raLocale !== preferences.language) {
      update({ language: raLocale });
    }
  }, [raLocale, preferences.language, setRaLocale, update, getItem]);
}
