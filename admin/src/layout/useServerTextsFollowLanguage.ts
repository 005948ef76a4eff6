import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuthProvider, useI18nProvider, useLocaleState, type AuthProvider } from 'react-admin';
import type { AdminAuthProvider } from '../auth/authProvider';

type LanguageAwareAuthProvider = AuthProvider & Partial<Pick<AdminAuthProvider, 'reloadSession' | 'sessionLanguage'>>;

/**
 * The api answers seeded names (route titles, menu and role names) in the request's language, so a language change
 * reads them again: the session's routes and every cached answer are fetched anew with the new Accept-Language.
 * It compares the session's language with the language the i18n provider has switched to, not with the chosen one:
 * react-admin switches the provider only once the language's messages have loaded, and then remounts the whole app,
 * so a reload on the choice itself would still ask in the old language, and state kept in this component is lost.
 */
export function useServerTextsFollowLanguage(): void {
  const [locale] = useLocaleState();
  const i18nProvider = useI18nProvider();
  // ours always reloads; a bare auth provider (tests, the login page) has no session to forget
  const authProvider = useAuthProvider<LanguageAwareAuthProvider>();
  const queryClient = useQueryClient();
  useEffect(() => {
    const sessionLanguage = authProvider?.sessionLanguage?.();
    const requestLanguage = i18nProvider.getLocale();
    if (sessionLanguage === undefined || sessionLanguage === requestLanguage) return;
    authProvider?.reloadSession?.();
    void queryClient.invalidateQueries();
  }, [locale, i18nProvider, authProvider, queryClient]);
}
