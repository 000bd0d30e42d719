import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  PAGE_SIZE, type TAahaCodeItem, type TColumnMapping, type TExternalImport, type TExternalImportPreview, type TExternalProduct, type TProduct, type TSupplier,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export interface ExternalFilters { search: string; supplierId: string; importId: string; page: number }

export const externalKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'external-products'] as const,
  list: (clinicId: number | undefined, f: ExternalFilters) => ['clinic', clinicId, 'external-products', 'list', f] as const,
  import: (clinicId: number | undefined, id: number) => ['clinic', clinicId, 'external-products', 'import', id] as const,
  suppliers: (clinicId: number | undefined) => ['clinic', clinicId, 'external-products', 'suppliers'] as const,
};

export function useExternalProducts(f: ExternalFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: externalKeys.list(clinic?.id, f),
    queryFn: () => http.get<Page<TExternalProduct>>('/external-products', {
      'filter[search]': f.search.trim(), 'filter[supplier_id]': f.supplierId, 'filter[import_id]': f.importId, page: f.page, per_page: PAGE_SIZE.common,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useSupplierOptions() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: externalKeys.suppliers(clinic?.id),
    queryFn: () => http.get<Page<TSupplier>>('/suppliers', { per_page: 100 }).then((r) => r.data),
    enabled: !!clinic,
  });
}

/** Polls the import every 500 ms while it is queued or running (the progress bar), then stops. */
export function useImportJob(id: number | null) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: externalKeys.import(clinic?.id, id ?? 0),
    queryFn: () => http.get<{ data: TExternalImport }>(`/external-products/imports/${id}`).then((r) => r.data),
    enabled: !!clinic && id != null,
    refetchInterval: (q) => (q.state.data && (q.state.data.status === 'completed' || q.state.data.status === 'failed') ? false : 500),
  });
}

export function useAahaCodes() {
  return useQuery({
    queryKey: ['aaha-codes'],
    queryFn: () => http.get<{ data: TAahaCodeItem[] }>('/aaha-codes').then((r) => r.data),
    staleTime: Infinity,
  });
}

export const externalApi = {
  upload: (supplierId: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return http.post<{ data: TExternalImportPreview }>(`/external-products/imports?supplier_id=${supplierId}`, form).then((r) => r.data);
  },
  preview: (id: number, mapping: TColumnMapping) =>
    http.post<{ data: TExternalImportPreview }>(`/external-products/imports/${id}/preview`, { mapping }).then((r) => r.data),
  start: (id: number, mapping: TColumnMapping) =>
    http.post<{ data: TExternalImport }>(`/external-products/imports/${id}/start`, { mapping }).then((r) => r.data),
  toProducts: (ids: number[]) =>
    http.post<{ data: TProduct[] }>('/external-products/to-products', { external_product_ids: ids }).then((r) => r.data),
  createSupplier: (name: string) => http.post<{ data: TSupplier }>('/suppliers', { name }).then((r) => r.data),
};
