import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TLabIntegration, TLabIntegrationInput, TLabMessage, TLabOrder, TLabResult } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export type TLabIntegrationWithToken = TLabIntegration & { inbound_token: string };
export interface LabPanel { code: string; name_key: string; loinc: string | null; analytes: { code: string; name: string; units: string }[] }
export interface LabAnalyte { analyte_code: string; analyte_name: string; units: string | null; count: number; last_observed_at: string }

export const labKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'labs'] as const,
  integrations: (clinicId: number | undefined, search: string, page: number) => ['clinic', clinicId, 'labs', 'integrations', search, page] as const,
  panels: (clinicId: number | undefined) => ['clinic', clinicId, 'labs', 'panels'] as const,
  orders: (clinicId: number | undefined, filter: Record<string, unknown>) => ['clinic', clinicId, 'labs', 'orders', filter] as const,
  messages: (clinicId: number | undefined, search: string, page: number) => ['clinic', clinicId, 'labs', 'messages', search, page] as const,
  analytes: (clinicId: number | undefined, petId: number) => ['clinic', clinicId, 'labs', 'analytes', petId] as const,
  series: (clinicId: number | undefined, petId: number, code: string) => ['clinic', clinicId, 'labs', 'series', petId, code] as const,
};

export function useLabPermissions() {
  const { clinic } = useActiveClinic();
  const p = clinic?.permissions ?? [];
  return { canView: p.includes('records.view'), canOrder: p.includes('records.manage'), canConfigure: p.includes('clinic.settings.edit'), canSeeSettings: p.includes('clinic.settings.view') };
}

export function useLabIntegrations(search: string, page: number, perPage: number, enabled = true) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: labKeys.integrations(clinic?.id, search, page),
    queryFn: () => http.get<Page<TLabIntegration>>('/lab-integrations', { 'filter[search]': search.trim(), page, per_page: perPage }),
    enabled: !!clinic && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useLabPanels() {
  const { clinic } = useActiveClinic();
  return useQuery({ queryKey: labKeys.panels(clinic?.id), queryFn: () => http.get<{ data: LabPanel[] }>('/lab-panels').then((r) => r.data), enabled: !!clinic, staleTime: Infinity });
}

export function useLabOrders(filter: { record_id?: number; pet_id?: number }, page = 1) {
  const { clinic } = useActiveClinic();
  const f = Object.fromEntries(Object.entries(filter).map(([k, v]) => [`filter[${k}]`, v]));
  return useQuery({
    queryKey: labKeys.orders(clinic?.id, { ...filter, page }),
    queryFn: () => http.get<Page<TLabOrder>>('/lab-orders', { ...f, page, per_page: 20 }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useLabQueue(search: string, page: number, perPage: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: labKeys.messages(clinic?.id, search, page),
    queryFn: () => http.get<Page<TLabMessage>>('/lab-messages', { 'filter[status]': 'queued', 'filter[search]': search.trim(), page, per_page: perPage }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function usePetAnalytes(petId: number, enabled: boolean) {
  const { clinic } = useActiveClinic();
  return useQuery({ queryKey: labKeys.analytes(clinic?.id, petId), queryFn: () => http.get<{ data: LabAnalyte[] }>(`/pets/${petId}/lab-analytes`).then((r) => r.data), enabled: !!clinic && enabled });
}

export function useAnalyteSeries(petId: number, code: string | null) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: labKeys.series(clinic?.id, petId, code ?? ''),
    queryFn: () => http.get<{ data: TLabResult[] }>(`/pets/${petId}/lab-results`, { analyte_code: code! }).then((r) => r.data),
    enabled: !!clinic && !!code,
  });
}

export function useLabMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: labKeys.all(clinic?.id) });
  return {
    createIntegration: useMutation({ mutationFn: (input: TLabIntegrationInput) => http.post<{ data: TLabIntegrationWithToken }>('/lab-integrations', input).then((r) => r.data), onSuccess: invalidate }),
    updateIntegration: useMutation({ mutationFn: ({ id, input }: { id: number; input: TLabIntegrationInput }) => http.put<{ data: TLabIntegration }>(`/lab-integrations/${id}`, input), onSuccess: invalidate }),
    rotateToken: useMutation({ mutationFn: (id: number) => http.post<{ data: TLabIntegrationWithToken }>(`/lab-integrations/${id}/rotate-token`, {}).then((r) => r.data), onSuccess: invalidate }),
    archiveIntegration: useMutation({ mutationFn: (id: number) => http.delete<void>(`/lab-integrations/${id}`), onSuccess: invalidate }),
    order: useMutation({ mutationFn: (input: { integration_id: number; pet_id: number; record_id: number | null; panel_code: string; notes: string | null }) => http.post<{ data: TLabOrder }>('/lab-orders', input).then((r) => r.data), onSuccess: invalidate }),
    resend: useMutation({ mutationFn: (id: number) => http.post<{ data: TLabOrder }>(`/lab-orders/${id}/resend`, {}).then((r) => r.data), onSuccess: invalidate }),
    match: useMutation({ mutationFn: ({ id, orderId }: { id: number; orderId: number }) => http.post<{ data: TLabMessage }>(`/lab-messages/${id}/match`, { order_id: orderId }), onSuccess: invalidate }),
    dismiss: useMutation({ mutationFn: (id: number) => http.post<{ data: TLabMessage }>(`/lab-messages/${id}/dismiss`, {}), onSuccess: invalidate }),
  };
}
