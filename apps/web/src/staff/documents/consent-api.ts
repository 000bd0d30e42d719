import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConsentChannel, TConsentRequest, TConsentSendInput, TConsentSent, TConsentStatus, TDocumentTemplate } from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { http, session } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import type { Page } from './api';

/** Which consent requests a list shows: one pet's, one record's, one appointment's, or the clinic's. */
export interface ConsentScope { pet_id?: number; record_id?: number; appointment_id?: number }

export const consentKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'consent-requests'] as const,
  list: (clinicId: number | undefined, scope: ConsentScope, status: string, search: string, page: number) =>
    ['clinic', clinicId, 'consent-requests', 'list', scope, status, search, page] as const,
  templates: (clinicId: number | undefined) => ['clinic', clinicId, 'document-templates', 'consent-forms'] as const,
};

export function useConsentRequests(scope: ConsentScope, status: TConsentStatus | '', search: string, page: number, perPage = 10) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: consentKeys.list(clinic?.id, scope, status, search, page),
    queryFn: () => http.get<Page<TConsentRequest>>('/consent-requests', {
      ...Object.fromEntries(Object.entries(scope).filter(([, v]) => v).map(([k, v]) => [`filter[${k}]`, v as number])),
      ...(status ? { 'filter[status]': status } : {}),
      ...(search.trim() ? { 'filter[search]': search.trim() } : {}),
      page, per_page: perPage,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

/** The live consent-form templates a request can be sent from. */
export function useConsentTemplates(enabled: boolean) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: consentKeys.templates(clinic?.id),
    queryFn: () => http.get<Page<TDocumentTemplate>>('/document-templates', { 'filter[type]': 'consent_form', per_page: 100 }).then((r) => r.data),
    enabled: !!clinic && enabled,
  });
}

export function useConsentMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: consentKeys.all(clinic?.id) });
  return {
    send: useMutation({ mutationFn: (input: TConsentSendInput) => http.post<{ data: TConsentSent }>('/consent-requests', input).then((r) => r.data), onSuccess: invalidate }),
    resend: useMutation({ mutationFn: ({ id, channels }: { id: number; channels: TConsentChannel[] }) => http.post<{ data: TConsentSent }>(`/consent-requests/${id}/resend`, { channels }).then((r) => r.data), onSuccess: invalidate }),
    cancel: useMutation({ mutationFn: (id: number) => http.post<{ data: TConsentRequest }>(`/consent-requests/${id}/cancel`, {}).then((r) => r.data), onSuccess: invalidate }),
  };
}

/** Downloads the signed PDF (the server checks its SHA-256 first and refuses a changed file with a clear error). */
export async function downloadConsentPdf(request: TConsentRequest) {
  const path = `/consent-requests/${request.id}/pdf`;
  const get = () => {
    const headers: Record<string, string> = { 'accept-language': document.documentElement.lang || 'en' };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
    if (session.clinicId) headers['x-clinic-id'] = String(session.clinicId);
    return fetch(`/api/v1${path}`, { headers });
  };
  let res = await get();
  if (res.status === 401) {
    await http.get('/auth/me').catch(() => undefined);
    res = await get();
  }
  if (!res.ok) throw new HttpError('GET', path, res.status, res.statusText, await res.json().catch(() => null));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${request.title}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
