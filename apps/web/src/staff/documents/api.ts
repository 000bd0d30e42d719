import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDocumentRendered, TDocumentTemplate, TDocumentTemplateInput } from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { http, session } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

export const documentKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'document-templates'] as const,
  list: (clinicId: number | undefined, search: string, page: number) => ['clinic', clinicId, 'document-templates', 'list', search, page] as const,
  render: (clinicId: number | undefined, id: number, petId: number, version: number) => ['clinic', clinicId, 'document-templates', 'render', id, petId, version] as const,
};

export function useDocumentTemplates(search: string, page: number, perPage: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: documentKeys.list(clinic?.id, search, page),
    queryFn: () => http.get<Page<TDocumentTemplate>>('/document-templates', { 'filter[search]': search.trim(), page, per_page: perPage }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

/** The saved template filled for a pet by the server (escaped HTML under the clinic's header). */
export function useRenderedDocument(template: TDocumentTemplate | null, petId: number | null) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: documentKeys.render(clinic?.id, template?.id ?? 0, petId ?? 0, template?.version ?? 0),
    queryFn: () => http.post<{ data: TDocumentRendered }>(`/document-templates/${template!.id}/render`, { pet_id: petId }).then((r) => r.data),
    enabled: !!clinic && !!template && !!petId,
  });
}

export function useCanEditDocuments() {
  const { clinic } = useActiveClinic();
  return !!clinic?.permissions.includes('clinic.settings.edit');
}

export function useDocumentMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: documentKeys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (input: TDocumentTemplateInput) => http.post<{ data: TDocumentTemplate }>('/document-templates', input), onSuccess: invalidate }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: TDocumentTemplateInput }) => http.put<{ data: TDocumentTemplate }>(`/document-templates/${id}`, input), onSuccess: invalidate }),
    archive: useMutation({ mutationFn: (id: number) => http.delete<void>(`/document-templates/${id}`), onSuccess: invalidate }),
  };
}

/** Downloads the template filled for a pet as a PDF (POST /document-templates/{id}/pdf). */
export async function downloadDocumentPdf(template: TDocumentTemplate, petId: number) {
  const path = `/document-templates/${template.id}/pdf`;
  const post = () => {
    const headers: Record<string, string> = { 'accept-language': document.documentElement.lang || 'en', 'content-type': 'application/json' };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
    if (session.clinicId) headers['x-clinic-id'] = String(session.clinicId);
    return fetch(`/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify({ pet_id: petId }) });
  };
  let res = await post();
  if (res.status === 401) {
    await http.get('/auth/me').catch(() => undefined);
    res = await post();
  }
  if (!res.ok) throw new HttpError('POST', path, res.status, res.statusText, await res.json().catch(() => null));
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${template.name}.pdf`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
