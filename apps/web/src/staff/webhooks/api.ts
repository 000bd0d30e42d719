import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TWebhookDelivery, TWebhookDeliveryStatus, TWebhookEndpoint, TWebhookEndpointInput, TWebhookEndpointWithSecret,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

const keys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'webhooks'] as const,
  list: (clinicId: number | undefined, search: string, page: number) => ['clinic', clinicId, 'webhooks', 'list', search, page] as const,
  deliveries: (clinicId: number | undefined, id: number, status: string, page: number) => ['clinic', clinicId, 'webhooks', 'deliveries', id, status, page] as const,
};

export function useWebhookEndpoints(search: string, page: number, perPage: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.list(clinic?.id, search, page),
    queryFn: () => http.get<Page<TWebhookEndpoint>>('/webhook-endpoints', { 'filter[search]': search.trim(), page, per_page: perPage }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useWebhookDeliveries(endpointId: number | null, status: TWebhookDeliveryStatus | '', page: number, perPage: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.deliveries(clinic?.id, endpointId ?? 0, status, page),
    queryFn: () => http.get<Page<TWebhookDelivery>>(`/webhook-endpoints/${endpointId}/deliveries`, { ...(status ? { 'filter[status]': status } : {}), page, per_page: perPage }),
    enabled: !!clinic && !!endpointId,
    placeholderData: keepPreviousData,
  });
}

export function useCanManageWebhooks() {
  const { clinic } = useActiveClinic();
  return !!clinic?.permissions.includes('clinic.settings.edit');
}

export function useWebhookMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: keys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (input: TWebhookEndpointInput) => http.post<{ data: TWebhookEndpointWithSecret }>('/webhook-endpoints', input), onSuccess: invalidate }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: TWebhookEndpointInput }) => http.put<{ data: TWebhookEndpoint }>(`/webhook-endpoints/${id}`, input), onSuccess: invalidate }),
    rotate: useMutation({ mutationFn: (id: number) => http.post<{ data: TWebhookEndpointWithSecret }>(`/webhook-endpoints/${id}/rotate-secret`, {}), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (id: number) => http.delete<void>(`/webhook-endpoints/${id}`), onSuccess: invalidate }),
    replay: useMutation({
      mutationFn: ({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) => http.post<{ data: TWebhookDelivery }>(`/webhook-endpoints/${endpointId}/deliveries/${deliveryId}/replay`, {}),
      onSuccess: invalidate,
    }),
  };
}
