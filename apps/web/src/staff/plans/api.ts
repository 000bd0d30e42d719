import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlan, TPlanInputParsed, TSubscription, TSubscriptionCancelInput, TSubscriptionInput } from '@vetclinic/domain';
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


const subKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'subscriptions'] as const,
  pet: (clinicId: number | undefined, petId: number) => ['clinic', clinicId, 'subscriptions', 'pet', petId] as const,
};

/** The pet's live plan at this clinic (at most one), for those who see sales. */
export function usePetSubscription(petId: number) {
  const { clinic } = useActiveClinic();
  const canSee = !!clinic?.permissions.includes('sales.view');
  const query = useQuery({
    queryKey: subKeys.pet(clinic?.id, petId),
    queryFn: () => http.get<Page<TSubscription>>('/client-subscriptions', { 'filter[pet_id]': String(petId), per_page: 1 }).then((r) => r.data[0] ?? null),
    enabled: !!clinic && canSee && petId > 0,
  });
  return { ...query, canSee, canSell: !!clinic?.permissions.includes('sales.manage') };
}

export function useSubscriptionMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: subKeys.all(clinic?.id) });
  return {
    enrol: useMutation({ mutationFn: (input: TSubscriptionInput) => http.post<{ data: TSubscription }>('/client-subscriptions', input), onSuccess: invalidate }),
    cancel: useMutation({ mutationFn: ({ id, input }: { id: number; input: TSubscriptionCancelInput }) => http.post<{ data: TSubscription }>(`/client-subscriptions/${id}/cancel`, input), onSuccess: invalidate }),
    pause: useMutation({ mutationFn: ({ id, reason }: { id: number; reason: string }) => http.post<{ data: TSubscription }>(`/client-subscriptions/${id}/pause`, { reason }), onSuccess: invalidate }),
    resume: useMutation({ mutationFn: (id: number) => http.post<{ data: TSubscription }>(`/client-subscriptions/${id}/resume`, {}), onSuccess: invalidate }),
    /** Mails the client the page where they give (or change) the card the plan renews with. */
    cardLink: useMutation({ mutationFn: (id: number) => http.post<{ data: { sent: boolean } }>(`/client-subscriptions/${id}/card-link`, {}) }),
  };
}

/** Active plans suiting a species (and those for any species), for the enrol dialog. */
export function usePlansForSpecies(speciesId: number | null, enabled: boolean) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'plans', 'for-species', speciesId],
    queryFn: () => http.get<Page<TPlan>>('/plans', { 'filter[status]': 'active', ...(speciesId ? { 'filter[species_id]': String(speciesId) } : {}) }).then((r) => r.data),
    enabled: !!clinic && enabled,
  });
}
