import type { TokenPair } from '@jobmarket/contracts/platform/tokenStorage';
import { createContext, useContext } from 'react';
import type { ApiClient } from './apiClient';

/** `GET /users/me` (API-CONTRACT §3). */
export interface Me {
  userId: string | number;
  username: string;
  nickname: string;
  avatar: string | null;
  roles: string[];
  perms: string[];
  /** Still the initial password staff's user form gave: changed before anything else. */
  mustChangePassword?: boolean;
}

export interface Session {
  api: ApiClient;
  /** A token is stored: the guard lets the visitor in; `me` may still be loading. */
  isSignedIn: boolean;
  me: Me | undefined;
  signIn(pair: TokenPair): Promise<Me>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
