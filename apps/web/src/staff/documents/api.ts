import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDocumentRendered, TDocumentTemplate, TDocumentTemplateInput } from '@vetclinic/domain';
import { http } from '../auth/session';
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
