import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type TClientAccount, type TSale, type TSaleLineInput, type TSaleSummary } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { track } from '../../ui/telemetry/telemetry';

export interface SalePage {
  data: TSaleSummary[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
  totals: { count: number; total: number; paid: number; due: number };
}
export interface SaleFilters { search: string; status: string; method: string; dateFrom: string; dateTo: string; page: number }

const keys = {
  all: (c: number | undefined) => ['clinic', c, 'sales'] as const,
  list: (c: number | undefined, f: SaleFilters) => ['clinic', c, 'sales', 'list', f] as const,
  one: (c: number | undefined, id: number) => ['clinic', c, 'sales', 'one', id] as const,
};

export function useCanSell() {
  const { clinic } = useActiveClinic();
  return clinic?.permissions.includes('sales.manage') ?? false;
}

export function useSales(f: SaleFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.list(clinic?.id, f),
    queryFn: () => http.get<SalePage>('/sales', {
      'filter[search]': f.search.trim(), 'filter[status]': f.status, 'filter[method]': f.method,
      'filter[date_from]': f.dateFrom, 'filter[date_to]': f.dateTo, page: f.page, per_page: PAGE_SIZE.common,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useSale(id: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: keys.one(clinic?.id, id),
    queryFn: () => http.get<{ data: TSale }>(`/sales/${id}`).then((r) => r.data),
    enabled: !!clinic && id > 0,
  });
}

export interface DiscountIn { discount_id?: number | null; type?: 'percent' | 'amount' | null; value?: number | null; reason?: string | null }

export function useSaleMutations(id: number) {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const done = (sale: TSale) => {
    qc.setQueryData(keys.one(clinic?.id, id), sale);
    void qc.invalidateQueries({ queryKey: [...keys.all(clinic?.id), 'list'] });
    void qc.invalidateQueries({ queryKey: [...keys.all(clinic?.id), 'account'] });
  };
  const data = (r: { data: TSale }) => r.data;
  return {
    addLine: useMutation({ mutationFn: (line: TSaleLineInput) => http.post<{ data: TSale }>(`/sales/${id}/lines`, line).then(data), onSuccess: done }),
    // remove_irrelevant_tasks: also remove the open follow-up tasks the line's service created (asked in the confirmation).
    removeLine: useMutation({
      mutationFn: ({ lineId, removeTasks = false }: { lineId: number; removeTasks?: boolean }) =>
        http.delete<{ data: TSale }>(`/sales/${id}/lines/${lineId}?remove_irrelevant_tasks=${removeTasks}`).then(data),
      onSuccess: (sale) => { done(sale); void qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'tasks'] }); },
    }),
    setDiscount: useMutation({ mutationFn: (discount: DiscountIn | null) => http.put<{ data: TSale }>(`/sales/${id}`, { discount }).then(data), onSuccess: done }),
    issue: useMutation({ mutationFn: () => http.post<{ data: TSale }>(`/sales/${id}/issue`).then(data), onSuccess: (sale) => { track('sale_issued', { lines: sale.lines?.length ?? 0 }); return done(sale); } }),
    // One Idempotency-Key per payment the desk means to take: a retry after a lost answer (same form, same key)
    // records it once; the form is new after a success (its key with it).
    pay: useMutation({
      mutationFn: ({ payments, key }: { payments: { method: number; amount: number; reference?: string | null }[]; key: string }) =>
        http.post<{ data: TSale }>(`/sales/${id}/payments`, { payments }, { 'Idempotency-Key': key }).then(data),
      onSuccess: (sale) => { track('payment_recorded', { lines: sale.lines?.length ?? 0 }); return done(sale); },
    }),
    // Excluded from analytics by the spec: the event layer drops it (ui/telemetry/rules.ts).
    send: useMutation({ mutationFn: () => http.post<{ data: { to: string } }>(`/sales/${id}/send`, {}).then((r) => r.data), onSuccess: () => track('invoice_sent') }),
    remove: useMutation({
      mutationFn: ({ removeTasks = false }: { removeTasks?: boolean } = {}) => http.delete<void>(`/sales/${id}?remove_irrelevant_tasks=${removeTasks}`),
      onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: keys.all(clinic?.id) }), qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'tasks'] })]),
    }),
  };
}

export function useCreateSale() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  return useMutation({
    mutationFn: (input: { client_id: number; pet_id?: number | null }) => http.post<{ data: TSale }>('/sales', { ...input, lines: [] }).then((r) => r.data),
    onSuccess: () => qc.invalidateQueries({ queryKey: keys.all(clinic?.id) }),
  });
}

/** The client's account in the clinic (balance due, credit, credit movements): the checkout shows the credit it can spend. */
export function useClientAccount(clientId: number | null) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...keys.all(clinic?.id), 'account', clientId],
    queryFn: () => http.get<TClientAccount>(`/pet-parents/${clientId}/account`).then((r) => r.data),
    enabled: !!clinic && !!clientId,
  });
}
