import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type TCashUp, type TCashUpCloseInput, type TCashUpDay, type TStatement } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

/** The client's account statement between two clinic-local days (either may be blank). */
export function useStatement(clientId: number, from: string, to: string, page: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'sales', 'account', clientId, 'statement', from, to, page],
    queryFn: () => http.get<TStatement>(`/pet-parents/${clientId}/statement`, { from, to, page, per_page: PAGE_SIZE.common }),
    enabled: !!clinic && clientId > 0 && (!from || !to || from <= to),
    placeholderData: keepPreviousData,
  });
}

export function useMailStatement(clientId: number) {
  return useMutation({
    mutationFn: (input: { from: string; to: string }) =>
      http.post<{ data: { to: string } }>(`/pet-parents/${clientId}/statement/send`, { from: input.from || null, to_date: input.to || null }).then((r) => r.data),
  });
}

const cashKeys = {
  all: (c: number | undefined) => ['clinic', c, 'cash-ups'] as const,
};

export function useCashUpDay(date: string) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...cashKeys.all(clinic?.id), 'day', date],
    queryFn: () => http.get<{ data: TCashUpDay }>('/sales/cash-up', { date }).then((r) => r.data),
    enabled: !!clinic && !!date,
  });
}

export function useCashUps(page: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...cashKeys.all(clinic?.id), 'list', page],
    queryFn: () => http.get<Page<TCashUp>>('/cash-ups', { page, per_page: PAGE_SIZE.common }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useCloseCashUp() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  return useMutation({
    mutationFn: (input: TCashUpCloseInput) => http.post<{ data: TCashUp }>('/cash-ups', input).then((r) => r.data),
    onSettled: () => qc.invalidateQueries({ queryKey: cashKeys.all(clinic?.id) }),
  });
}
