import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDocumentRendered, TDocumentTemplate, TDocumentTemplateInput, TDocumentTemplatePdfInput, TDocumentTemplateUpdateInput } from '@vetclinic/domain';
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
    /** POST /document-templates/pdf: the file and the form's fields as multipart form data. */
    uploadPdf: useMutation({
      mutationFn: ({ input, file }: { input: TDocumentTemplatePdfInput; file: File }) => {
        const form = new FormData();
        form.append('name', input.name);
        form.append('type', input.type);
        form.append('language', input.language);
        form.append('file', file);
        return http.post<{ data: TDocumentTemplate }>('/document-templates/pdf', form);
      },
      onSuccess: invalidate,
    }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: TDocumentTemplateUpdateInput }) => http.put<{ data: TDocumentTemplate }>(`/document-templates/${id}`, input), onSuccess: invalidate }),
    archive: useMutation({ mutationFn: (id: number) => http.delete<void>(`/document-templates/${id}`), onSuccess: invalidate }),
  };
}

/** The template filled for a pet (and a record) as a PDF blob (POST /document-templates/{id}/pdf). */
async function documentPdfBlob(templateId: number, body: { pet_id: number; record_id?: number }): Promise<Blob> {
  const path = `/document-templates/${templateId}/pdf`;
  const post = () => {
    const headers: Record<string, string> = { 'accept-language': document.documentElement.lang || 'en', 'content-type': 'application/json' };
    if (session.token) headers.authorization = `Bearer ${session.token}`;
    if (session.clinicId) headers['x-clinic-id'] = String(session.clinicId);
    return fetch(`/api/v1${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  };
  let res = await post();
  if (res.status === 401) {
    await http.get('/auth/me').catch(() => undefined);
    res = await post();
  }
  if (!res.ok) throw new HttpError('POST', path, res.status, res.statusText, await res.json().catch(() => null));
  return res.blob();
}

/**
 * Opens the filled document in a new tab, ready to print. The tab is opened before the request (a tab opened
 * after an await is blocked as a pop-up); when the browser gives none, the PDF is downloaded instead.
 */
export async function openDocumentPdf(template: Pick<TDocumentTemplate, 'id' | 'name'>, body: { pet_id: number; record_id?: number }) {
  const tab = window.open('', '_blank');
  try {
    const url = URL.createObjectURL(await documentPdfBlob(template.id, body));
    if (tab) tab.location.href = url;
    else saveBlobUrl(url, `${template.name}.pdf`);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (err) {
    tab?.close();
    throw err;
  }
}

function saveBlobUrl(url: string, filename: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** Downloads the template filled for a pet as a PDF (POST /document-templates/{id}/pdf). */
export async function downloadDocumentPdf(template: TDocumentTemplate, petId: number) {
  const url = URL.createObjectURL(await documentPdfBlob(template.id, { pet_id: petId }));
  saveBlobUrl(url, `${template.name}.pdf`);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
