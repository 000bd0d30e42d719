import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE, type TProduct, type TProductCategory, type TProductInput, type TProductStock, type TProductSupplier, type TProductSuppliersInput, type TProductUpdateInput, type TSupplier, type TStockMovement, type TStockReceiptInput, type TStockTransfer, type TStockTransferInput, type TStockWriteOffInput,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export interface ProductFilters { search: string; stock: '' | 'below_reorder_point' | 'out_of_stock'; archived?: '' | '1'; category?: number | null; page: number }

export const inventoryKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'inventory'] as const,
  products: (clinicId: number | undefined, f: ProductFilters) => ['clinic', clinicId, 'inventory', 'products', f] as const,
  product: (clinicId: number | undefined, id: number) => ['clinic', clinicId, 'inventory', 'product', id] as const,
};

export function useProducts(f: ProductFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: inventoryKeys.products(clinic?.id, f),
    queryFn: () => http.get<Page<TProduct>>('/products', {
      'filter[search]': f.search.trim(),
      'filter[stock]': f.stock,
      'filter[archived]': f.archived ?? '',
      ...(f.category ? { 'filter[category_id]': f.category } : {}),
      page: f.page,
      per_page: PAGE_SIZE.common,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useProduct(id: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: inventoryKeys.product(clinic?.id, id),
    queryFn: () => http.get<{ data: TProduct }>(`/products/${id}`).then((r) => r.data),
    enabled: !!clinic && id > 0,
  });
}

export function useProductStock(id: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...inventoryKeys.product(clinic?.id, id), 'stock'],
    queryFn: () => http.get<{ data: TProductStock }>(`/products/${id}/stock`).then((r) => r.data),
    enabled: !!clinic && id > 0,
  });
}

export function useMovements(id: number, page: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...inventoryKeys.product(clinic?.id, id), 'movements', page],
    queryFn: () => http.get<Page<TStockMovement>>(`/products/${id}/movements`, { page, per_page: PAGE_SIZE.common }),
    enabled: !!clinic && id > 0,
    placeholderData: keepPreviousData,
  });
}

/** Changes to products and stock; every one refreshes the inventory queries of the clinic. */
export function useInventoryMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const invalidate = () => qc.invalidateQueries({ queryKey: inventoryKeys.all(clinic?.id) });
  return {
    bulkVat: useMutation({ mutationFn: (input: { product_ids: number[]; vat: number }) => http.post<{ data: { updated: number } }>('/products/bulk-vat', input), onSuccess: invalidate }),
    receive: useMutation({ mutationFn: ({ id, input }: { id: number; input: TStockReceiptInput }) => http.post<{ data: TProductStock }>(`/products/${id}/stock/receipts`, input), onSuccess: invalidate }),
    count: useMutation({ mutationFn: ({ id, input }: { id: number; input: { batch_id: number; counted: number; reason: string } }) => http.post<{ data: TProductStock }>(`/products/${id}/stock/counts`, input) }),
    transfer: useMutation({ mutationFn: (input: TStockTransferInput) => http.post<{ data: TStockTransfer }>('/stock/transfers', input), onSuccess: invalidate }),
    writeOff: useMutation({ mutationFn: ({ id, input }: { id: number; input: TStockWriteOffInput }) => http.post<{ data: TProductStock }>(`/products/${id}/stock/write-offs`, input), onSuccess: invalidate }),
  };
}

export function useCategories() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...inventoryKeys.all(clinic?.id), 'categories'],
    queryFn: () => http.get<{ data: TProductCategory[] }>('/product-categories').then((r) => r.data),
    enabled: !!clinic,
  });
}

/** Active suppliers for a picker (the first 100 by name). */
export function useSupplierOptions() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...inventoryKeys.all(clinic?.id), 'supplier-options'],
    queryFn: () => http.get<Page<TSupplier>>('/suppliers', { per_page: 100 }).then((r) => r.data),
    enabled: !!clinic,
  });
}

export function useProductMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const invalidate = () => qc.invalidateQueries({ queryKey: inventoryKeys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (input: TProductInput) => http.post<{ data: TProduct }>('/products', input), onSuccess: invalidate }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: TProductUpdateInput }) => http.put<{ data: TProduct }>(`/products/${id}`, input), onSuccess: invalidate }),
  };
}

/** The product's suppliers with their codes and prices (the preferred one flagged is_default). */
export function useProductSuppliers(id: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...inventoryKeys.product(clinic?.id, id), 'suppliers'],
    queryFn: () => http.get<{ data: TProductSupplier[] }>(`/products/${id}/suppliers`).then((r) => r.data),
    enabled: !!clinic && id > 0,
  });
}

/** Replaces the product's supplier links; the preferred supplier shows on the product and drives purchasing, so both refresh. */
export function useSaveProductSuppliers(id: number) {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TProductSuppliersInput) => http.put<{ data: TProductSupplier[] }>(`/products/${id}/suppliers`, input).then((r) => r.data),
    onSuccess: () => Promise.all([
      qc.invalidateQueries({ queryKey: inventoryKeys.all(clinic?.id) }),
      qc.invalidateQueries({ queryKey: ['clinic', clinic?.id, 'purchasing'] }),
    ]),
  });
}

/** Categories as a tree in order, each with its depth, for an indented picker. */
export function categoryTree(list: TProductCategory[]) {
  const out: { c: TProductCategory; depth: number }[] = [];
  const ids = new Set(list.map((c) => c.id));
  const walk = (parent: number | null, depth: number) => {
    for (const c of list.filter((x) => (x.parent_id != null && ids.has(x.parent_id) ? x.parent_id : null) === parent)) {
      out.push({ c, depth });
      if (depth < 10) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
