import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuthProvider, useLocaleState, type AuthProvider } from 'react-admin';
import type { AdminAuthProvider } from '../auth/authProvider';

/**
 * The api answers seeded names (route titles, menu and role names) in the request's language, so a language change
 * reads them again: the session's routes and every cached answer are fetched anew with the new Accept-Language.
 */
export function useServerTextsFollowLanguage(): void {
  const [locale] = useLocaleState();
  // ours always reloads; a bare auth provider (tests, the login page) has no session to forget
  const authProvider = useAuthProvider<AuthProvider & Partial<Pick<AdminAuthProvider, 'reloadSession'>>>();
  const queryClient = useQueryClient();
  const shownIn = useRef(locale);
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    authProvider?.reloadSession?.();
    void queryClient.invalidateQueries();
  }, [locale, authProvider, queryClient]);
}
