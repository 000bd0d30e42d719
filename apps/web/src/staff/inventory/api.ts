import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE, type TProduct } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export interface ProductFilters { search: string; stock: '' | 'below_reorder_point' | 'out_of_stock'; page: number }

export const inventoryKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'inventory'] as const,
  products: (clinicId: number | undefined, f: ProductFilters) => ['clinic', clinicId, 'inventory', 'products', f] as const,
};

export function useProducts(f: ProductFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: inventoryKeys.products(clinic?.id, f),
    queryFn: () => http.get<Page<TProduct>>('/products', {
      'filter[search]': f.search.trim(),
      'filter[stock]': f.stock,
      page: f.page,
      per_page: PAGE_SIZE.common,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}
