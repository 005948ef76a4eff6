import { useEffect, useState } from 'react';
import { API_BASE, http } from '../../../providers/httpClient';

export interface UserChoice {
  id: string;
  name: string;
}

/** Enabled users as choices for a notice's recipients (GET /users/options); ids as strings, as the notice form keeps them. */
export function useUserOptions(): UserChoice[] {
  const [choices, setChoices] = useState<UserChoice[]>([]);
  useEffect(() => {
    let isCurrent = true;
    http
      .json<{ value: number | string; label: string }[]>(`${API_BASE}/users/options`)
      .then(({ json }) => isCurrent && setChoices(json.map((option) => ({ id: String(option.value), name: option.label }))))
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, []);
  return choices;
}
