import type { MeetingForm, MeetingPublishStatus, MeetingView, Page, ReservationRow, ReservationStatus, RevokeForm } from '@jobmarket/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../../i18n/I18nContext';
import { useSession } from '../../../session/SessionContext';
import { readerTimeZone } from './meetingTimes';

/** Every query of the school's job fairs starts with this key: a command refreshes the list, the meeting and its reservations. */
export const schoolMeetingsKey = ['meetings', 'school'] as const;
export const SCHOOL_MEETINGS_PAGE_SIZE = 10;
export const RESERVATIONS_PAGE_SIZE = 20;

/** `GET /meetings/page`: a school admin's own job fairs (the api forces their school), newest first, optionally of one status. */
export function useSchoolMeetings(params: { pageNum: number; publishStatus: MeetingPublishStatus | '' }) {
  const { api } = useSession();
  const { locale } = useI18n();
  const query = new URLSearchParams({ pageNum: String(params.pageNum), pageSize: String(SCHOOL_MEETINGS_PAGE_SIZE) });
  if (params.publishStatus) query.set('publishStatus', params.publishStatus);
  return useQuery({
    queryKey: [...schoolMeetingsKey, 'list', locale, query.toString()],
    queryFn: () => api.request<Page<MeetingView>>(`/meetings/page?${query}`),
    placeholderData: keepPreviousData,
  });
}

/**
 * `GET /meetings/{id}`: one of my job fairs. Not keyed by language: the form starts from it, and a language switch must
 * not reload it and drop what was typed.
 */
export function useSchoolMeeting(meetingId: number) {
  const { api } = useSession();
  return useQuery({ queryKey: [...schoolMeetingsKey, 'one', meetingId], queryFn: () => api.request<MeetingView>(`/meetings/${meetingId}`) });
}

/** `GET /meetings/{id}/reservations`: who holds a seat or waits for one, optionally of one status. */
export function useMeetingReservations(meetingId: number, params: { pageNum: number; status: ReservationStatus | '' }) {
  const { api } = useSession();
  const query = new URLSearchParams({ pageNum: String(params.pageNum), pageSize: String(RESERVATIONS_PAGE_SIZE) });
  if (params.status) query.set('status', params.status);
  return useQuery({
    queryKey: [...schoolMeetingsKey, 'reservations', meetingId, query.toString()],
    queryFn: () => api.request<Page<ReservationRow>>(`/meetings/${meetingId}/reservations?${query}`),
    placeholderData: keepPreviousData,
  });
}

/** `GET /meetings/{id}/apology-draft`: the apology e-mail prefilled in the language the meeting was written in. */
export function useApologyDraft(meetingId: number, enabled: boolean) {
  const { api } = useSession();
  return useQuery({
    queryKey: [...schoolMeetingsKey, 'apology-draft', meetingId],
    // its time written in the writer's zone, as the page shows it
    queryFn: () => api.request<{ emailTitle: string; emailContent: string }>(`/meetings/${meetingId}/apology-draft?timeZone=${encodeURIComponent(readerTimeZone())}`),
    enabled,
    // the dialog copies the draft into its fields once: fetching it again on focus would change nothing on screen
    staleTime: Infinity,
  });
}

function useRefreshMeetings() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['meetings'] });
}

/** `POST /meetings` (new) or `PUT /meetings/{id}` (edit while unpublished), with the form as contracts' meetingForm reads it. */
export function useSaveMeeting() {
  const { api } = useSession();
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: ({ meetingId, form }: { meetingId?: number; form: MeetingForm }) =>
      meetingId === undefined ? api.request<unknown>('/meetings', { method: 'POST', json: form }) : api.request<unknown>(`/meetings/${meetingId}`, { method: 'PUT', json: form }),
    onSuccess: refresh,
  });
}

/** The school's verbs on a job fair: publish, and revoke with the apology when anyone holds a place. */
export type MeetingCommand = { action: 'publish'; meetingId: number } | { action: 'revoke'; meetingId: number; form: RevokeForm };

export function useMeetingCommand() {
  const { api } = useSession();
  const refresh = useRefreshMeetings();
  return useMutation({
    mutationFn: (command: MeetingCommand) =>
      api.request<unknown>(`/meetings/${command.meetingId}/${command.action}`, { method: 'PUT', json: command.action === 'revoke' ? command.form : undefined }),
    onSuccess: refresh,
  });
}

