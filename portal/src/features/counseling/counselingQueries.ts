import type { AvailabilityForm, BookForm, ConsultOrderView, CounselorDetailView, CounselorView, DayOffForm, Page, SlotView } from '@jobmarket/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../../i18n/I18nContext';
import { realtime } from '../../session/realtime';
import { useSession } from '../../session/SessionContext';
import { readerTimeZone } from '../meetings/school/meetingTimes';

/** Every query of the counseling screens starts with this key: a booking or an action refreshes lists, slots and pages. */
export const counselingKey = ['counseling'] as const;
export const COUNSELORS_PAGE_SIZE = 12;

/** A list the api may send bare or as a page (`{ list, total }`): the screens want the rows. */
const rowsOf = <T,>(answer: T[] | Page<T> | null | undefined): T[] => (Array.isArray(answer) ? answer : (answer?.list ?? []));

/** How the directory orders counselors: the api's sort fields (`rating` best first, `price` cheapest — the free — first). */
export const directoryOrders = { rating: { sortField: 'rating', sortOrder: 'desc' }, price: { sortField: 'price', sortOrder: 'asc' }, name: { sortField: 'name', sortOrder: 'asc' } } as const;
export type DirectoryOrder = keyof typeof directoryOrders;

/** `GET /counselors/page` (public): active counselors, filtered by specialty and language spoken, in the chosen order. */
export function useCounselors(params: { pageNum: number; specialty: string; language: string; order: DirectoryOrder }) {
  const { api, isSignedIn } = useSession();
  const { locale } = useI18n();
  const query = new URLSearchParams({ pageNum: String(params.pageNum), pageSize: String(COUNSELORS_PAGE_SIZE) });
  if (params.specialty) query.set('specialty', params.specialty);
  if (params.language) query.set('language', params.language);
  query.set('sortField', directoryOrders[params.order].sortField);
  query.set('sortOrder', directoryOrders[params.order].sortOrder);
  return useQuery({
    queryKey: [...counselingKey, 'directory', locale, query.toString()],
    queryFn: () => api.request<Page<CounselorView>>(`/counselors/page?${query}`, { auth: isSignedIn }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /counselors/{id}`: one counselor, the biography in the reader's language (the api picks it by Accept-Language). */
export function useCounselor(counselorId: number) {
  const { api, isSignedIn } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...counselingKey, 'counselor', counselorId, locale],
    queryFn: () => api.request<CounselorView>(`/counselors/${counselorId}`, { auth: isSignedIn }),
  });
}

/**
 * `GET /counselors/{id}/slots?from&to&timeZone` (days `YYYY-MM-DD`, at most 31): the free slots, soonest first. The
 * days are the reader's (their zone is sent), so a slot past midnight for the counselor is on the day the reader sees.
 */
export function useSlots(counselorId: number, from: string, to: string, enabled = true) {
  const { api, isSignedIn } = useSession();
  const query = new URLSearchParams({ from, to, timeZone: readerTimeZone() });
  return useQuery({
    queryKey: [...counselingKey, 'slots', counselorId, query.toString()],
    queryFn: () => api.request<SlotView[]>(`/counselors/${counselorId}/slots?${query}`, { auth: isSignedIn }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET /dict/list`'s `counseling_specialty` items in the reader's language (shared cache with the job screens' selects). */
export function useSpecialties() {
  const { api } = useSession();
  const { locale } = useI18n();
  const dictionaries = useQuery({
    queryKey: ['dict', 'list', locale],
    queryFn: () => api.request<{ dictCode: string; dictDataList: { value: string; label: string }[] }[]>('/dict/list', { auth: false }),
    staleTime: Infinity,
  });
  const items = dictionaries.data?.find((dictionary) => dictionary.dictCode === 'counseling_specialty')?.dictDataList ?? [];
  const options = items.map(({ value, label }) => ({ value: String(value), label }));
  /** A specialty's label, or its value when the dictionary has none (an item disabled since). */
  const labelOf = (value: string) => options.find((option) => option.value === value)?.label ?? value;
  return { options, labelOf };
}

/** How many of the seeker's sessions one look shows (the api's page is at most 100). */
const MINE_PAGE_SIZE = 50;

/** `GET /consult-orders/mine`: the seeker's sessions, newest first (the latest fifty). */
export function useMySessions() {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...counselingKey, 'mine', locale],
    queryFn: async () => rowsOf(await api.request<ConsultOrderView[] | Page<ConsultOrderView>>(`/consult-orders/mine?pageNum=1&pageSize=${MINE_PAGE_SIZE}`)),
  });
}

/** `GET /consult-orders/schedule?from&to`: the counselor's own sessions in those days, soonest first. */
export function useSchedule(from: string, to: string) {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...counselingKey, 'schedule', from, to, locale],
    queryFn: async () => rowsOf(await api.request<ConsultOrderView[] | Page<ConsultOrderView>>(`/consult-orders/schedule?from=${from}&to=${to}`)),
  });
}

/** `GET /consult-orders/{id}`: one order (with the private notes when the reader is its counselor). */
export function useConsultOrder(orderId: number, enabled = true) {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...counselingKey, 'order', orderId, locale],
    queryFn: () => api.request<ConsultOrderView>(`/consult-orders/${orderId}`),
    enabled,
  });
}

/** `GET /counselors/me`: the signed-in counselor's profile, availability and days off. */
export function useOwnCounselor() {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...counselingKey, 'me', locale],
    queryFn: () => api.request<CounselorDetailView>('/counselors/me'),
  });
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: counselingKey });
}

/** Reads every counseling query again (a booking's page after its payment dialog closes). */
export const useRefreshCounseling = useRefresh;

/** `POST /consult-orders`: books a free slot (confirmed at once when free, else waiting for payment). */
export function useBook() {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: BookForm) => api.request<ConsultOrderView>('/consult-orders', { method: 'POST', json: form }),
    onSettled: refresh,
  });
}

/** What a consult order's page or card may do to it: `PUT /consult-orders/{id}/<action>` with its form. */
export type ConsultCommand =
  | { action: 'cancel'; json: { reason: string | null } }
  | { action: 'reschedule'; json: { startsAt: string } }
  | { action: 'rating'; json: { rating: number; comment: string | null } }
  | { action: 'notes'; json: { notes: string } }
  | { action: 'complete' }
  | { action: 'no-show' };

export function useConsultCommand(orderId: number) {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (command: ConsultCommand) =>
      api.request<unknown>(`/consult-orders/${orderId}/${command.action}`, { method: 'PUT', json: 'json' in command ? command.json : undefined }),
    onSettled: refresh,
  });
}

/** `PUT /counselors/{id}/availability`: the counselor's weekly openings in their zone. */
export function useSaveAvailability(counselorId: number | undefined) {
  const { api } = useSession();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (form: AvailabilityForm) => api.request<unknown>(`/counselors/${counselorId}/availability`, { method: 'PUT', json: form }),
    onSuccess: refresh,
  });
}

/** `POST /counselors/{id}/days-off` and `DELETE /counselors/{id}/days-off/{day}`. */
export function useDaysOff(counselorId: number | undefined) {
  const { api } = useSession();
  const refresh = useRefresh();
  const add = useMutation({
    mutationFn: (form: DayOffForm) => api.request<unknown>(`/counselors/${counselorId}/days-off`, { method: 'POST', json: form }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (day: string) => api.request<unknown>(`/counselors/${counselorId}/days-off/${day}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { add, remove };
}

/**
 * A live notice (a payment confirmed by the bank's webhook, a session cancelled or moved by the other side, a reminder)
 * refreshes the sessions on screen, so their status changes while the seeker or the counselor looks at them.
 */
export function useCounselingFollowNotices() {
  const queryClient = useQueryClient();
  useEffect(() => realtime.onMessage(() => void queryClient.invalidateQueries({ queryKey: counselingKey })), [queryClient]);
}
