import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlan, TPlanInputParsed } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export type PlanStatusFilter = 'active' | 'archived' | 'all';

const planKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'plans'] as const,
  list: (clinicId: number | undefined, search: string, status: PlanStatusFilter, page: number) => ['clinic', clinicId, 'plans', 'list', search, status, page] as const,
};

/** The clinic's plans, 100 a page (spec). */
export function usePlans(search: string, status: PlanStatusFilter, page: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: planKeys.list(clinic?.id, search, status, page),
    queryFn: () => http.get<Page<TPlan>>('/plans', { 'filter[search]': search.trim(), 'filter[status]': status, page }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

/** Plans are pricing, a clinic setting: writing them needs clinic.settings.edit (reading, sales.view). */
export function useCanManagePlans() {
  const { clinic } = useActiveClinic();
  return !!clinic?.permissions.includes('clinic.settings.edit');
}

export function usePlanMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: planKeys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (input: TPlanInputParsed) => http.post<{ data: TPlan }>('/plans', input), onSuccess: invalidate }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: TPlanInputParsed }) => http.put<{ data: TPlan }>(`/plans/${id}`, input), onSuccess: invalidate }),
    archive: useMutation({ mutationFn: (id: number) => http.post<{ data: TPlan }>(`/plans/${id}/archive`, {}), onSuccess: invalidate }),
    restore: useMutation({ mutationFn: (id: number) => http.post<{ data: TPlan }>(`/plans/${id}/restore`, {}), onSuccess: invalidate }),
  };
}
