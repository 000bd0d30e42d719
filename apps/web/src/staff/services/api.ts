import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE, type TAdminCategory, type TAdminService, type TAdminVisitType, type TCategoryInput, type TCopyFromRepoResult, type TRepositoryItem,
  type TServiceInput, type TServicePackage, type TVisitTypeBulkInput, type TVisitTypeGroup, type TVisitTypeInput,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export type CategoryKind = 'service' | 'visit_type';

const categoryPath = (kind: CategoryKind) => (kind === 'service' ? '/service-categories' : '/visit-type-categories');

/** Query keys: everything of the catalogue sits under ['clinic', id, 'catalogue'] so one change refreshes it all. */
export const catalogueKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'catalogue'] as const,
  categories: (clinicId: number | undefined, kind: CategoryKind) => ['clinic', clinicId, 'catalogue', 'categories', kind] as const,
  services: (clinicId: number | undefined, f: ServiceFilters) => ['clinic', clinicId, 'catalogue', 'services', f] as const,
  visitTypes: (clinicId: number | undefined, search: string) => ['clinic', clinicId, 'catalogue', 'visit-types', search] as const,
  repository: (clinicId: number | undefined) => ['clinic', clinicId, 'catalogue', 'repository'] as const,
};

export interface ServiceFilters { categoryId: number | null; search: string; page: number }

export function useCategories(kind: CategoryKind) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: catalogueKeys.categories(clinic?.id, kind),
    queryFn: () => http.get<Page<TAdminCategory>>(categoryPath(kind), { per_page: PAGE_SIZE.serviceCategories }).then((r) => r.data),
    enabled: !!clinic,
  });
}

export function useServices(f: ServiceFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: catalogueKeys.services(clinic?.id, f),
    queryFn: () => http.get<Page<TAdminService>>('/services', { 'filter[category_id]': f.categoryId ?? undefined, search: f.search.trim(), page: f.page, per_page: PAGE_SIZE.common }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useVisitTypeGroups(search: string) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: catalogueKeys.visitTypes(clinic?.id, search),
    queryFn: () => http.get<{ data: TVisitTypeGroup[] }>('/visit-types/group-by-category', { search: search.trim() }).then((r) => r.data),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useRepository(enabled: boolean) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: catalogueKeys.repository(clinic?.id),
    queryFn: () => http.get<{ data: TRepositoryItem[] }>('/visit-types/repository').then((r) => r.data),
    enabled: !!clinic && enabled,
  });
}

/** Every catalogue mutation; each success refreshes the whole catalogue of the clinic. */
export function useCatalogueMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: catalogueKeys.all(clinic?.id) });
  return {
    saveCategory: useMutation({
      mutationFn: ({ kind, id, body }: { kind: CategoryKind; id?: number; body: TCategoryInput }) =>
        (id ? http.put<{ data: TAdminCategory }>(`${categoryPath(kind)}/${id}`, body) : http.post<{ data: TAdminCategory }>(categoryPath(kind), body)).then((r) => r.data),
      onSuccess,
    }),
    deleteCategory: useMutation({ mutationFn: ({ kind, id }: { kind: CategoryKind; id: number }) => http.delete<void>(`${categoryPath(kind)}/${id}`), onSuccess }),
    saveService: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TServiceInput }) =>
        (id ? http.put<{ data: TAdminService }>(`/services/${id}`, body) : http.post<{ data: TAdminService }>('/services', body)).then((r) => r.data),
      onSuccess,
    }),
    deleteService: useMutation({ mutationFn: (id: number) => http.delete<void>(`/services/${id}`), onSuccess }),
    setPackage: useMutation({
      mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) => http.post<{ data: TServicePackage }>(`/service-packages/${id}/${enabled ? 'enable' : 'disable'}`).then((r) => r.data),
      onSuccess,
    }),
    saveVisitType: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TVisitTypeInput }) =>
        (id ? http.put<{ data: TAdminVisitType }>(`/visit-types/${id}`, body) : http.post<{ data: TAdminVisitType }>('/visit-types', body)).then((r) => r.data),
      onSuccess,
    }),
    deleteVisitType: useMutation({ mutationFn: (id: number) => http.delete<void>(`/visit-types/${id}`), onSuccess }),
    bulk: useMutation({ mutationFn: (body: TVisitTypeBulkInput) => http.post<{ data: TAdminVisitType[] }>('/visit-types/bulk', body).then((r) => r.data), onSuccess }),
    copyFromRepo: useMutation({ mutationFn: (keys: string[]) => http.post<{ data: TCopyFromRepoResult }>('/visit-types/copy-from-repo', { keys }).then((r) => r.data), onSuccess }),
  };
}

/** Service / visit type as the create-edit form body (money as numbers, ids as numbers). */
export const toServiceBody = (s: TAdminService): TServiceInput => ({
  name: s.name, category_id: s.category_id ?? '', duration: s.duration, color: s.color, description: s.description ?? '', price: s.price,
  deposit_for_online_booking: s.deposit_for_online_booking, vet_ids: s.vets, is_visible: s.is_visible, is_notifiable: s.is_notifiable, order: s.order,
  aaha_code: (s.aaha_code ?? '') as TServiceInput['aaha_code'], vat: s.vat, service_tax: s.service_tax, printable_files: s.printable_files.map((f) => f.id),
  task_template_id: s.task_template_id,
});
export const toVisitTypeBody = (v: TAdminVisitType): TVisitTypeInput => ({
  name: v.name, category_id: v.category_id ?? '', duration: v.duration, color: v.color, description: v.description ?? '',
  deposit_for_online_booking: v.deposit_for_online_booking, vet_ids: v.vets, is_visible: v.is_visible, is_notifiable: v.is_notifiable, order: v.order,
  printable_files: v.printable_files.map((f) => f.id),
});
