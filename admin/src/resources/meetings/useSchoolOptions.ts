import type { SchoolOption } from '@jobmarket/contracts/meetings/views';
import { useQuery } from '@tanstack/react-query';
import { API_BASE, httpClient } from '../../providers/httpClient';

/**
 * The registered (approved) schools by name (`GET /meetings/schools`), as select choices: the list's school filter,
 * the school a staff member creates a meeting for, and a seeker's school. One request per page, shared by them all.
 */
export function useSchoolChoices(): { choices: { id: number; name: string }[]; isPending: boolean; isError: boolean } {
  const { data, isPending, isError } = useQuery({
    queryKey: ['meetings', 'schools'],
    queryFn: async ({ signal }) => (await httpClient(`${API_BASE}/meetings/schools`, { signal })).json as SchoolOption[],
    staleTime: 60_000,
  });
  return { choices: (data ?? []).map((school) => ({ id: school.id, name: school.name })), isPending, isError };
}
