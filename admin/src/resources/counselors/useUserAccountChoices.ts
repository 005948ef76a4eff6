import { useEffect, useState } from 'react';
import { API_BASE, http } from '../../providers/httpClient';

/**
 * The enabled user accounts staff may make a counselor (`GET /users/options`, within the caller's data scope), by
 * name; empty while loading. `failed` when they cannot be read (a caller who may add counselors but not list users):
 * the account is then given by its id.
 */
export function useUserAccountChoices(): { choices: { id: number; name: string }[]; isPending: boolean; failed: boolean } {
  const [state, setState] = useState<{ choices: { id: number; name: string }[]; isPending: boolean; failed: boolean }>({ choices: [], isPending: true, failed: false });
  useEffect(() => {
    let isCurrent = true;
    http
      .json<{ value: number | string; label: string }[]>(`${API_BASE}/users/options`)
      .then(({ json }) => isCurrent && setState({ choices: json.map((option) => ({ id: Number(option.value), name: option.label })), isPending: false, failed: false }))
      .catch(() => isCurrent && setState({ choices: [], isPending: false, failed: true }));
    return () => {
      isCurrent = false;
    };
  }, []);
  return state;
}
