import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RECORD_PAGE_SIZE, type RecordStatus, type TRecord, type TRecordFieldValuesResult, type TRecordHistoryEntry, type TRecordListItem,
  type TRecordRepoTemplate, type TRecordSaveValuesInput, type TRecordTemplate, type TRecordTemplateInput, type TRecordTemplateUpdateInput,
  type TRecordCreateInput, type RecordRepoKey,
} from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { http, session } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

export interface RecordFilters {
  petId: string;
  clientId: string;
  vetId: string;
  status: '' | RecordStatus;
  templateId: string;
  tagId: string;
  from: string;
  to: string;
  text: string;
  page: number;
}

export const recordKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'records'] as const,
  list: (clinicId: number | undefined, f: RecordFilters) => ['clinic', clinicId, 'records', 'list', f] as const,
  one: (clinicId: number | undefined, id: number) => ['clinic', clinicId, 'records', 'one', id] as const,
  history: (clinicId: number | undefined, id: number) => ['clinic', clinicId, 'records', 'history', id] as const,
  ofPet: (clinicId: number | undefined, petId: number) => ['clinic', clinicId, 'records', 'pet', petId] as const,
  templates: (clinicId: number | undefined) => ['clinic', clinicId, 'record-templates'] as const,
};

/** The records list: GET /records, or /records/search when free text is typed (same filters, page size 15). */
export function useRecords(f: RecordFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: recordKeys.list(clinic?.id, f),
    queryFn: () => http.get<Page<TRecordListItem>>(f.text.trim() ? '/records/search' : '/records', {
      'filter[pet_id]': f.petId,
      'filter[client_id]': f.clientId,
      'filter[vet_id]': f.vetId,
      'filter[status]': f.status ? [f.status] : undefined,
      'filter[template_id]': f.templateId,
      'filter[tag_id]': f.tagId,
      'filter[date_from]': f.from,
      'filter[date_to]': f.to,
      'filter[text]': f.text.trim() || undefined,
      page: f.page,
      per_page: RECORD_PAGE_SIZE,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

/** A pet's records across the group's clinics, newest first (the medical history). */
export function usePetRecords(petId: number, page: number, perPage: number = RECORD_PAGE_SIZE) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...recordKeys.ofPet(clinic?.id, petId), page, perPage],
    queryFn: () => http.get<Page<TRecordListItem>>('/records', { 'filter[pet_id]': petId, page, per_page: perPage }),
    enabled: !!clinic && clinic.permissions.includes('records.view'),
    placeholderData: keepPreviousData,
  });
}

export function useRecord(id: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: recordKeys.one(clinic?.id, id),
    queryFn: () => http.get<{ data: TRecord }>(`/records/${id}`).then((r) => r.data),
    enabled: !!clinic && Number.isInteger(id) && id > 0,
    // The editor holds its own copy once loaded; a refetch must not overwrite typing. Leaving drops the
    // copy, so coming back (or another tab's close meanwhile) always loads the record afresh.
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useRecordHistory(id: number, page: number, enabled: boolean) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...recordKeys.history(clinic?.id, id), page],
    queryFn: () => http.get<Page<TRecordHistoryEntry>>(`/records/${id}/history`, { page, per_page: RECORD_PAGE_SIZE }),
    enabled: !!clinic && enabled,
    placeholderData: keepPreviousData,
  });
}

export function saveValues(petId: number, recordId: number, body: TRecordSaveValuesInput) {
  return http.post<{ data: TRecordFieldValuesResult }>(`/patients/${petId}/${recordId}/save-values`, body).then((r) => r.data);
}

/** Record actions; each success refreshes the record lists (and the record itself when it changed). */
export function useRecordMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: recordKeys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (body: TRecordCreateInput) => http.post<{ data: TRecord }>('/records', body).then((r) => r.data), onSuccess: refresh }),
    changeStatus: useMutation({ mutationFn: ({ id, status }: { id: number; status: RecordStatus }) => http.put<{ data: TRecord }>(`/record/${id}/change-status`, { status }).then((r) => r.data), onSuccess: refresh }),
    close: useMutation({ mutationFn: ({ id, taskTemplateIds }: { id: number; taskTemplateIds: number[] }) => http.post<{ data: TRecord }>(`/records/${id}/close`, { task_template_ids: taskTemplateIds }).then((r) => r.data), onSuccess: refresh }),
    reopen: useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => http.post<{ data: TRecord }>(`/records/${id}/reopen`, { reason }).then((r) => r.data), onSuccess: refresh }),
    duplicate: useMutation({ mutationFn: (id: number) => http.post<{ data: TRecord }>(`/records/${id}/duplicate`, {}).then((r) => r.data), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => http.delete<void>(`/records/${id}?payments=delete`), onSuccess: refresh }),
    sendSummary: useMutation({ mutationFn: ({ id, type }: { id: number; type: 'email' | 'other' }) => http.post<{ data: { communication_id: number; emailed: boolean } }>(`/records/${id}/sync-client-communication`, { type }).then((r) => r.data) }),
  };
}

/** GET /records/{id}/pdf with the session's headers; saves the file the way a download link would. */
export async function downloadRecordPdf(id: number, fileName: string) {
  const get = () => {
    const headers: Record<string, string> = { accept: 'application/pdf', 'accept-language': document.documentElement.lang || 'en' };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
    if (session.clinicId) headers['x-clinic-id'] = String(session.clinicId);
    return fetch(`/api/v1/records/${id}/pdf`, { headers });
  };
  let res = await get();
  if (res.status === 401) {
    // An expired access token: any call through the staff client refreshes it, then try once more.
    await http.get('/auth/me').catch(() => undefined);
    res = await get();
  }
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new HttpError('GET', `/records/${id}/pdf`, res.status, res.statusText, body);
  }
  const blob = await res.blob();
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

// ---------- templates ----------

export function useRecordTemplates(opts: { archived?: boolean; search?: string; page?: number; perPage?: number } = {}) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...recordKeys.templates(clinic?.id), opts],
    queryFn: () => http.get<Page<TRecordTemplate>>('/record-templates', {
      'filter[archived]': opts.archived ? '1' : undefined,
      'filter[search]': opts.search?.trim() || undefined,
      page: opts.page ?? 1,
      per_page: opts.perPage ?? 100,
    }),
    enabled: !!clinic && clinic.permissions.includes('records.view'),
    placeholderData: keepPreviousData,
  });
}

export function useRecordRepository(enabled: boolean) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...recordKeys.templates(clinic?.id), 'repository'],
    queryFn: () => http.get<{ data: TRecordRepoTemplate[] }>('/record-templates/repository').then((r) => r.data),
    enabled: !!clinic && enabled,
  });
}

export function useTemplateMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: recordKeys.templates(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (body: TRecordTemplateInput) => http.post<{ data: TRecordTemplate }>('/record-templates', body).then((r) => r.data), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: TRecordTemplateUpdateInput }) => http.put<{ data: TRecordTemplate }>(`/record-templates/${id}`, body).then((r) => r.data), onSuccess }),
    archive: useMutation({ mutationFn: (id: number) => http.delete<void>(`/record-templates/${id}`), onSuccess }),
    copy: useMutation({ mutationFn: (repoKeys: RecordRepoKey[]) => http.post<{ data: TRecordTemplate[] }>('/record-templates/copy-from-repo', { repo_keys: repoKeys }).then((r) => r.data), onSuccess }),
  };
}
