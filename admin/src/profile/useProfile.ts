import type { UserProfile } from '@jobmarket/contracts';
import { useCallback, useEffect, useState } from 'react';
import { API_BASE, httpClient } from '../providers/httpClient';

/** GET /users/profile (API-CONTRACT §3). */
export type Profile = UserProfile;

export const PROFILE_URL = `${API_BASE}/users/profile`;

/** The signed-in user's profile, and a reload after one of its parts changed. */
export function useProfile() {
  const [profile, setProfile] = useState<Profile | undefined>();
  const [error, setError] = useState<unknown>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    httpClient(PROFILE_URL, { signal: controller.signal })
      .then(({ json }) => {
        setProfile(json as Profile);
        setError(undefined);
      })
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(failure);
      });
    return () => controller.abort();
  }, [version]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { profile, error, reload };
}
