import type { TokenPair } from '@jobmarket/contracts/platform/tokenStorage';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNotify } from '../app/Notifier';
import { useI18n } from '../i18n/I18nContext';
import { type ApiClient, createApiClient } from './apiClient';
import { realtime } from './realtime';
import { type Me, type Session, SessionContext } from './SessionContext';
import { tokens } from './tokens';

export const meQueryKey = ['me'] as const;

/** The signed-in visitor: tokens, `/users/me`, the api client and the realtime connection (spec §4 session). */
export const SessionProvider = ({ children, api: givenApi }: { children: ReactNode; api?: ApiClient }) => {
  const { locale, t } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [isSignedIn, setSignedIn] = useState(() => tokens.accessToken() !== null);
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const translateRef = useRef(t);
  translateRef.current = t;
  const expiredRef = useRef<() => void>(() => undefined);
  expiredRef.current = () => {
    realtime.disconnect();
    queryClient.clear();
    setSignedIn(false);
    notify(t('errors.A0230'), 'info');
  };

  const api = useMemo(
    () => givenApi ?? createApiClient({ tokens, locale: () => localeRef.current, onSessionExpired: () => expiredRef.current(), textOf: (key) => translateRef.current(key) }),
    [givenApi],
  );

  // another tab signed in or out (both apps share the keys)
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === 'access_token') setSignedIn(tokens.accessToken() !== null);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const meQuery = useQuery({ queryKey: meQueryKey, queryFn: () => api.request<Me>('/users/me'), enabled: isSignedIn, staleTime: 5 * 60_000 });
  const me = isSignedIn ? meQuery.data : undefined;

  useEffect(() => {
    if (me) void realtime.connect(me.userId);
  }, [me]);

  const signIn = useCallback(
    async (pair: TokenPair) => {
      tokens.save(pair);
      const signedIn = await queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: () => api.request<Me>('/users/me') });
      setSignedIn(true);
      return signedIn;
    },
    [api, queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      if (tokens.accessToken()) await api.request('/auth/logout', { method: 'DELETE' });
    } catch {
      // signing out locally is what matters; the server's session ends with its token anyway
    }
    tokens.clear();
    realtime.disconnect();
    queryClient.clear();
    setSignedIn(false);
  }, [api, queryClient]);

  const session = useMemo<Session>(() => ({ api, isSignedIn, me, signIn, signOut }), [api, isSignedIn, me, signIn, signOut]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};
