import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE, type TProduct, type TPurchaseOrder, type TPurchaseOrderInput, type TPurchaseOrderReceiveInput, type TPurchaseOrderSummary,
  type TShoppingListItem, type TShoppingListItemInput, type TSupplier,
} from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { http, session } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export interface OrderFilters { search: string; status: string; supplierId: string; page: number }

const keys = {
  all: (c: number | undefined) => ['clinic', c, 'purchasing'] as const,
  orders: (c: number | undefined, f: OrderFilters) => ['clinic', c, 'purchasing', 'orders', f] as const,
  order: (c: number | undefined, id: number) => ['clinic', c, 'purchasing', 'order', id] as const,
  list: (c: number | undefined, f: { search: string; page: number }) => ['clinic', c, 'purchasing', 'list', f] as const,
  suppliers: (c: number | undefined) => ['clinic', c, 'purchasing', 'suppliers'] as const,
  products: (c: number | undefined, q: string) => ['clinic', c, 'purchasing', 'products', q] as const,
};

export function useCanManagePurchasing() {
  const { clinic } = useActiveClinic();
  return clinic?.permissions.includes('inventory.manage') ?? false;
}

export function usePurchaseOrders(f: OrderFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.orders(clinic?.id, f),
    queryFn: () => http.get<Page<TPurchaseOrderSummary>>('/purchase-orders', {
      'filter[search]': f.search.trim(), 'filter[status]': f.status, 'filter[supplier_id]': f.supplierId, page: f.page, per_page: PAGE_SIZE.common,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function usePurchaseOrder(id: number | null) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.order(clinic?.id, id ?? 0),
    queryFn: () => http.get<{ data: TPurchaseOrder }>(`/purchase-orders/${id}`).then((r) => r.data),
    enabled: !!clinic && id != null,
  });
}

export function useSuppliers() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.suppliers(clinic?.id),
    queryFn: () => http.get<Page<TSupplier>>('/suppliers', { per_page: 100 }).then((r) => r.data),
    enabled: !!clinic,
  });
}

export function useProductSearch(q: string) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.products(clinic?.id, q),
    queryFn: () => http.get<Page<TProduct>>('/products', { 'filter[search]': q.trim(), per_page: 8 }).then((r) => r.data),
    enabled: !!clinic && q.trim().length > 0,
  });
}

export function useShoppingList(f: { search: string; page: number }) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.list(clinic?.id, f),
    queryFn: () => http.get<Page<TShoppingListItem>>('/shopping-list-items', { 'filter[search]': f.search.trim(), page: f.page, per_page: PAGE_SIZE.common }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

function useInvalidate() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  return () => qc.invalidateQueries({ queryKey: keys.all(clinic?.id) });
}

export function useSaveOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TPurchaseOrderInput }) =>
      (id ? http.put<{ data: TPurchaseOrder }>(`/purchase-orders/${id}`, body) : http.post<{ data: TPurchaseOrder }>('/purchase-orders', body)).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

export function useOrderAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'send' | 'cancel' }) => http.post<{ data: TPurchaseOrder }>(`/purchase-orders/${id}/${action}`).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

export function useReceiveOrder() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TPurchaseOrderReceiveInput }) => http.post<{ data: TPurchaseOrder }>(`/purchase-orders/${id}/receive`, body).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

export function useAddToList() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: TShoppingListItemInput) => http.post('/shopping-list-items', body), onSuccess: () => void invalidate() });
}

export function useListAction() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ action, ids }: { action: 'buy' | 'send-email' | 'bulk-delete'; ids: number[] }) =>
      http.post<{ data: TPurchaseOrderSummary[] | { sent: number } | { deleted: number } }>(`/shopping-list-items/${action}`, { ids }).then((r) => r.data),
    onSuccess: () => void invalidate(),
  });
}

/** GET a file with the session's headers and save it the way a download link would. */
export async function downloadFile(path: string, fileName: string) {
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
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
