import type { ResumeDetail, ResumeForm, ResumeRow, ResumeTemplateId, ResumeTemplateView } from '@jobmarket/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useI18n } from '../../i18n/I18nContext';
import { useSession } from '../../session/SessionContext';

/** Every resume query starts with this key: a write refreshes the list, the detail and the history at once. */
export const resumesKey = ['resumes'] as const;
/** The seeker's home counts (`GET /seekers/me/summary`) follow a created, duplicated or deleted resume. */
const seekersKey = ['seekers'] as const;

/** One entry of `GET /resumes/{id}/history` (API-CONTRACT §4). */
export interface ResumeHistoryEntry {
  revision: number;
  type: string;
  data: unknown;
  actor: { id: string; username: string | null; nickname: string | null } | null;
  time: string;
  stateAfter: unknown;
}

/** `GET /resumes/mine`: the signed-in seeker's resumes, dictionary and place names in the reader's language. */
export function useMyResumes() {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({ queryKey: [...resumesKey, 'mine', locale], queryFn: () => api.request<ResumeRow[]>('/resumes/mine') });
}

/** `GET /resumes/{id}`: one of my resumes with every field. */
export function useResume(id: number) {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({ queryKey: [...resumesKey, 'detail', id, locale], queryFn: () => api.request<ResumeDetail>(`/resumes/${id}`) });
}

/** `GET /resumes/{id}/form`: the resume as saved, for the form (not keyed by language: a switch must not drop what was typed). */
export function useResumeForm(id: number) {
  const { api } = useSession();
  return useQuery({ queryKey: [...resumesKey, 'form', id], queryFn: () => api.request<ResumeDetail>(`/resumes/${id}/form`) });
}

/** `GET /resumes/{id}/history`: the resume's events in order. */
export function useResumeHistory(id: number) {
  const { api } = useSession();
  return useQuery({ queryKey: [...resumesKey, 'history', id], queryFn: () => api.request<ResumeHistoryEntry[]>(`/resumes/${id}/history`) });
}

/** `GET /resume-templates` (public): the templates named and described in the reader's language. */
export function useResumeTemplates(enabled = true) {
  const { api } = useSession();
  const { locale } = useI18n();
  return useQuery({
    queryKey: [...resumesKey, 'templates', locale],
    queryFn: () => api.request<ResumeTemplateView[]>('/resume-templates', { auth: false }),
    staleTime: Infinity,
    enabled,
  });
}

/** `POST /resumes` → the new id, or `PUT /resumes/{id}`. */
export function useSaveResume(id: number | undefined) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (resume: ResumeForm) =>
      id === undefined ? api.request<{ id: number }>('/resumes', { method: 'POST', json: resume }) : api.request<unknown>(`/resumes/${id}`, { method: 'PUT', json: resume }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: resumesKey }), queryClient.invalidateQueries({ queryKey: seekersKey })]),
  });
}

/** The seeker's verbs on one of their resumes; the list, details and home counts follow. */
export type ResumeCommand =
  | { action: 'duplicate'; id: number }
  | { action: 'delete'; id: number }
  | { action: 'default'; id: number }
  | { action: 'searchable'; id: number; searchable: boolean };

export function useResumeCommand() {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (command: ResumeCommand): Promise<unknown> => {
      switch (command.action) {
        case 'duplicate':
          return api.request<{ id: number }>(`/resumes/${command.id}/duplicate`, { method: 'POST' });
        case 'delete':
          return api.request(`/resumes/${command.id}`, { method: 'DELETE' });
        case 'default':
          return api.request(`/resumes/${command.id}/default`, { method: 'PUT' });
        case 'searchable':
          return api.request(`/resumes/${command.id}/searchable`, { method: 'PUT', json: { searchable: command.searchable } });
      }
    },
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: resumesKey }), queryClient.invalidateQueries({ queryKey: seekersKey })]),
  });
}

/** `POST /resumes/{id}/pdf`: renders the resume with a template on the server and keeps it as its PDF. */
export function useGeneratePdf(id: number) {
  const { api } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (templateId: ResumeTemplateId) => api.request<{ url: string }>(`/resumes/${id}/pdf`, { method: 'POST', json: { templateId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: resumesKey }),
  });
}
