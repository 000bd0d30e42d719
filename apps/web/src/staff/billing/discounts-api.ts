import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDiscount, TDiscountInput } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export type DiscountFilter = 'all' | '1' | '0';

const discountKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'discounts'] as const,
  list: (clinicId: number | undefined, search: string, enabled: DiscountFilter, page: number) => ['clinic', clinicId, 'discounts', 'list', search, enabled, page] as const,
};

export function useDiscounts(search: string, enabled: DiscountFilter, page: number, perPage: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: discountKeys.list(clinic?.id, search, enabled, page),
    queryFn: () => http.get<Page<TDiscount>>('/discounts', { 'filter[search]': search.trim(), 'filter[enabled]': enabled, page, per_page: perPage }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

/** The catalogue is a clinic setting: writing it needs clinic.settings.edit (reading, sales.view). */
export function useCanManageDiscounts() {
  const { clinic } = useActiveClinic();
  return !!clinic?.permissions.includes('clinic.settings.edit');
}

export function useDiscountMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: discountKeys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (input: TDiscountInput) => http.post<{ data: TDiscount }>('/discounts', input), onSuccess: invalidate }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: TDiscountInput }) => http.put<{ data: TDiscount }>(`/discounts/${id}`, input), onSuccess: invalidate }),
    setEnabled: useMutation({ mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => http.put<{ data: TDiscount }>(`/discounts/${id}/status`, { enabled }), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (id: number) => http.delete<void>(`/discounts/${id}`), onSuccess: invalidate }),
  };
}
