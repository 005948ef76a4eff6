import { useEffect, useRef } from 'react';
import { useLogout, useNotify } from 'react-admin';
import { useLocation } from 'react-router';
import { SESSION_EXPIRED_MESSAGE } from '../providers/httpClient';
import { loginPathFor } from '../routing/routeTree';
import { onSessionEnd } from './sessionEvents';

/** Spec §8: notices stay 6 s. */
const NOTICE_MS = 6000;

/**
 * Signs the user out when the providers find the session over: react-admin's logout clears the tokens, its store and
 * every cached query (user data), then the login page opens with the current path and query in `redirect`.
 */
export const SessionEndHandler = () => {
  const notify = useNotify();
  const logout = useLogout();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const isSigningOut = useRef(false);

  useEffect(
    () =>
      onSessionEnd((reason) => {
        // several requests may find it at once; one sign-out is enough
        if (isSigningOut.current || locationRef.current.pathname.startsWith('/login')) return;
        isSigningOut.current = true;
        if (reason === 'expired') notify(SESSION_EXPIRED_MESSAGE, { type: 'info', autoHideDuration: NOTICE_MS });
        void logout({}, loginPathFor(locationRef.current), false).finally(() => {
          // react-admin navigates just after logout resolves; late failures of the old session must not sign out twice
          setTimeout(() => {
            isSigningOut.current = false;
          }, 1000);
        });
      }),
    [notify, logout],
  );
  return null;
};
