import type { MeetingView, MyReservationRow, Page, SchoolOption, StudentSchoolView } from '@jobmarket/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../../../i18n/I18nContext';
import { realtime } from '../../../session/realtime';
import { useSession } from '../../../session/SessionContext';

/** Every query of the seeker's job-fair screens starts with this key: a reservation refreshes the lists and the page. */
export const seekerMeetingsKey = ['meetings', 'seeker'] as const;
/** The seeker's declared school: its own key, as the registration form and the profile read it too. */
export const mySchoolKey = ['meetings', 'mySchool'] as const;
export const MEETINGS_PAGE_SIZE = 10;

/** `PUT /meetings/{id}/reserve`'s answer: a seat, or a place in the waitlist (1 first). */
export interface ReserveAnswer {
  status: 'reserved' | 'waitlisted';
  position: number | null;
}

/** `GET /meetings/upcoming`: published job fairs the seeker may join (their school's and everyone's), soonest first. */
export function useUpcomingMeetings(params: { pageNum: number; keywords: string }) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = new URLSearchParams({ pageNum: String(params.pageNum), pageSize: String(MEETINGS_PAGE_SIZE) });
  if (params.keywords) query.set('keywords', params.keywords);
  return useQuery({
    queryKey: [...seekerMeetingsKey, 'upcoming', locale, query.toString()],
    queryFn: () => api.request<Page<MeetingView>>(`/meetings/upcoming?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /meetings/{id}`: one job fair with the seeker's own place in it. */
export function useMeeting(meetingId: number) {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...seekerMeetingsKey, 'detail', meetingId, locale],
    queryFn: () => api.request<MeetingView>(`/meetings/${meetingId}`),
  });
}

/** `GET /meetings/reservations/mine`: the seeker's seats and waitlist places, upcoming first. */
export function useMyReservations() {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...seekerMeetingsKey, 'mine', locale],
    queryFn: () => api.request<MyReservationRow[]>('/meetings/reservations/mine'),
  });
}

/** After a reservation (or a refusal: the fair may have filled up or closed meanwhile) the lists and the page are fetched again. */
function useRefreshMeetings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: seekerMeetingsKey });
}

/** `PUT /meetings/{id}/reserve` (no body): a seat while there are some, else the waitlist. */
export function useReserve() {
  const { api } = useSession();
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (meetingId: number) => api.request<ReserveAnswer>(`/meetings/${meetingId}/reserve`, { method: 'PUT' }),
    onSettled: refresh,
  });
}

/** `PUT /meetings/{id}/cancel-reservation`: gives up the seat (the first waiting seeker gets it) or the waitlist place. */
export function useCancelReservation() {
  const { api } = useSession();
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (meetingId: number) => api.request<unknown>(`/meetings/${meetingId}/cancel-reservation`, { method: 'PUT' }),
    onSettled: refresh,
  });
}

/** `GET /meetings/schools` (public): the registered schools by name, for the pickers. */
export function useSchools() {
  const { api } = useSession();
  return useQuery({
    queryKey: ['meetings', 'schools'],
    queryFn: () => api.request<SchoolOption[]>('/meetings/schools', { auth: false }),
    staleTime: 5 * 60_000,
  });
}

/** `GET /students/me/school`: the school the signed-in seeker declared, if any. */
export function useMySchool(enabled = true) {
  const { api } = useSession();
  return useQuery({
    queryKey: mySchoolKey,
    queryFn: () => api.request<StudentSchoolView>('/students/me/school'),
    enabled,
  });
}

/** `PUT /students/me/school`: declares (or clears, with null) the seeker's school; the fairs they may join follow it. */
export function useSaveMySchool() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schoolId: number | null) => api.request<StudentSchoolView>('/students/me/school', { method: 'PUT', json: { schoolId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(mySchoolKey, saved);
      return queryClient.invalidateQueries({ queryKey: seekerMeetingsKey });
    },
  });
}

/**
 * A freed seat goes to the first waiting seeker, who is told by a live notice: the lists and the page are fetched
 * again, so "number 1 on the waitlist" turns into "you have a seat" while the seeker looks at it.
 */
export function useMeetingFollowNotices() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      realtime.onMessage((message) => {
        if (typeof message.id === 'number') void queryClient.invalidateQueries({ queryKey: seekerMeetingsKey });
      }),
    [queryClient],
  );
}
