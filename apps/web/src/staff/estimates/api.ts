import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE, type TEstimate, type TEstimateFromTemplateInput, type TEstimateInput, type TEstimateSummary, type TEstimateTemplate, type TEstimateTemplateInput,
  type TProduct, majorToHundredths,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export interface EstimateFilters { search: string; status: string; from: string; to: string; page: number; petId?: number; recordId?: number }

const keys = {
  all: (c: number | undefined) => ['clinic', c, 'estimates'] as const,
  list: (c: number | undefined, f: EstimateFilters) => ['clinic', c, 'estimates', 'list', f] as const,
  one: (c: number | undefined, id: number) => ['clinic', c, 'estimates', 'one', id] as const,
  templates: (c: number | undefined, f: { search: string; page: number }) => ['clinic', c, 'estimates', 'templates', f] as const,
  template: (c: number | undefined, id: number) => ['clinic', c, 'estimates', 'template', id] as const,
  catalogue: (c: number | undefined, q: string) => ['clinic', c, 'estimates', 'catalogue', q] as const,
};

export function useCanEditEstimates() {
  const { clinic } = useActiveClinic();
  return clinic?.permissions.includes('estimates.edit') ?? false;
}

export function useEstimates(f: EstimateFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.list(clinic?.id, f),
    queryFn: () => http.get<Page<TEstimateSummary>>('/estimates', {
      'filter[search]': f.search.trim(), 'filter[status][0]': f.status, 'filter[from]': f.from, 'filter[to]': f.to,
      'filter[pet_id]': f.petId ? String(f.petId) : '', 'filter[record_id]': f.recordId ? String(f.recordId) : '', page: f.page, per_page: PAGE_SIZE.common,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useEstimate(id: number | null) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.one(clinic?.id, id ?? 0),
    queryFn: () => http.get<{ data: TEstimate }>(`/estimates/${id}`).then((r) => r.data),
    enabled: !!clinic && id != null,
  });
}

export function useTemplates(f: { search: string; page: number }) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.templates(clinic?.id, f),
    queryFn: () => http.get<Page<TEstimateTemplate>>('/estimate-templates', { 'filter[search]': f.search.trim(), page: f.page, per_page: PAGE_SIZE.common }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useTemplate(id: number | null) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.template(clinic?.id, id ?? 0),
    queryFn: () => http.get<{ data: TEstimateTemplate }>(`/estimate-templates/${id}`).then((r) => r.data),
    enabled: !!clinic && id != null,
  });
}

export interface CatalogueHit { kind: 'service' | 'product'; id: number; name: string; price: number; vat: number; service_tax: number }
interface ServiceHit { id: number; name: string; price: number; vat: number; service_tax: number }

/** Services and sellable products matching what was typed, for a new line. */
export function useCatalogueSearch(q: string) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.catalogue(clinic?.id, q),
    queryFn: async (): Promise<CatalogueHit[]> => {
      const [svc, prod] = await Promise.all([
        http.get<Page<ServiceHit>>('/services', { search: q.trim(), per_page: 8, 'filter[include_hidden]': '1' }).catch(() => ({ data: [] as ServiceHit[] })),
        http.get<Page<TProduct>>('/sellable-products', { 'filter[search]': q.trim(), per_page: 8 }).catch(() => ({ data: [] as TProduct[] })),
      ]);
      return [
        // Service prices travel in major units; estimate lines in minor units. Each line starts with the catalogue's rates.
        ...svc.data.map((s): CatalogueHit => ({ kind: 'service', id: s.id, name: s.name, price: majorToHundredths(s.price), vat: s.vat, service_tax: s.service_tax })),
        ...prod.data.map((p): CatalogueHit => ({ kind: 'product', id: p.id, name: p.name, price: p.selling_price ?? 0, vat: p.vat, service_tax: 0 })),
      ];
    },
    enabled: !!clinic && q.trim().length > 0,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  return () => qc.invalidateQueries({ queryKey: keys.all(clinic?.id) });
}

export function useSaveEstimate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TEstimateInput }) =>
      (id ? http.put<{ data: TEstimate }>(`/estimates/${id}`, body) : http.post<{ data: TEstimate }>('/estimates', body)).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

export function useBuildFromTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: TEstimateFromTemplateInput) => http.post<{ data: TEstimate }>('/estimates/from-template', body).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

export type EstimateAction = 'approve' | 'decline' | 'duplicate' | 'send';
export function useEstimateAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action, lineIds, email }: { id: number; action: EstimateAction; lineIds?: number[]; email?: string }) =>
      http.post<{ data: TEstimate }>(`/estimates/${id}/${action}`, action === 'duplicate' ? undefined : { ...(lineIds ? { line_ids: lineIds } : {}), ...(email ? { email } : {}) }).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

/** Move to sale (spec §4): the approved lines, with approve_all the pending ones too, become a draft sale. */
export function useMoveToSale() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, approveAll }: { id: number; approveAll: boolean }) =>
      http.post<{ data: { id: number } }>(`/estimates/${id}/move-to-sale`, { approve_all: approveAll }).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteEstimate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => http.delete(`/estimates/${id}`), onSuccess: () => void invalidate() });
}

export function useSaveTemplate() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TEstimateTemplateInput }) =>
      (id ? http.put<{ data: TEstimateTemplate }>(`/estimate-templates/${id}`, body) : http.post<{ data: TEstimateTemplate }>('/estimate-templates', body)).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

export function useDeleteTemplate() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => http.delete(`/estimate-templates/${id}`), onSuccess: () => void invalidate() });
}
