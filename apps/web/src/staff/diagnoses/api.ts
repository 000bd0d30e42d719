import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE, type TDiagnosis, type TDiagnosisInput, type TPetProblem, type TPetProblemInput, type TPetProblemUpdateInput, type TRecordDiagnosis,
  type TRecordDiagnosisInput,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

export const diagnosisKeys = {
  catalogue: (clinicId: number | undefined) => ['clinic', clinicId, 'diagnoses'] as const,
  record: (recordId: number) => ['records', recordId, 'diagnoses'] as const,
  problems: (petId: number) => ['pets', petId, 'problems'] as const,
};

export interface CatalogueQuery { q: string; page: number; perPage?: number; activeOnly?: boolean; category?: string }

/** The active clinic's catalogue, searched as you type. */
export function useDiagnoses({ q, page, perPage = PAGE_SIZE.common, activeOnly, category }: CatalogueQuery, enabled = true) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...diagnosisKeys.catalogue(clinic?.id), { q, page, perPage, activeOnly, category }],
    queryFn: () => http.get<Page<TDiagnosis>>('/diagnoses', {
      'filter[q]': q.trim(), 'filter[is_active]': activeOnly ? 'true' : '', 'filter[category]': category ?? '', page, per_page: perPage,
    }),
    enabled: !!clinic && enabled,
    placeholderData: keepPreviousData,
  });
}

export function useDiagnosisMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: diagnosisKeys.catalogue(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (body: TDiagnosisInput) => http.post<{ data: TDiagnosis }>('/diagnoses', body).then((r) => r.data), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: TDiagnosisInput }) => http.put<{ data: TDiagnosis }>(`/diagnoses/${id}`, body).then((r) => r.data), onSuccess }),
    importBuiltIn: useMutation({ mutationFn: () => http.post<{ data: { added: number } }>('/diagnoses/import-built-in').then((r) => r.data), onSuccess }),
  };
}

export function useRecordDiagnoses(recordId: number) {
  return useQuery({
    queryKey: diagnosisKeys.record(recordId),
    queryFn: () => http.get<{ data: TRecordDiagnosis[] }>(`/records/${recordId}/diagnoses`).then((r) => r.data),
  });
}

/** Adding a final diagnosis also changes the pet's problem list: both are refreshed. */
export function useRecordDiagnosisMutations(recordId: number, petId: number) {
  const qc = useQueryClient();
  const onSuccess = () => Promise.all([
    qc.invalidateQueries({ queryKey: diagnosisKeys.record(recordId) }),
    qc.invalidateQueries({ queryKey: diagnosisKeys.problems(petId) }),
  ]);
  return {
    add: useMutation({ mutationFn: (body: TRecordDiagnosisInput) => http.post<{ data: TRecordDiagnosis }>(`/records/${recordId}/diagnoses`, body).then((r) => r.data), onSuccess }),
    remove: useMutation({ mutationFn: (entryId: number) => http.delete<void>(`/records/${recordId}/diagnoses/${entryId}`), onSuccess }),
  };
}

export function usePetProblems(petId: number) {
  return useQuery({
    queryKey: diagnosisKeys.problems(petId),
    queryFn: () => http.get<{ data: TPetProblem[] }>(`/pets/${petId}/problems`).then((r) => r.data),
  });
}

export function useProblemMutations(petId: number) {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: diagnosisKeys.problems(petId) });
  return {
    add: useMutation({ mutationFn: (body: TPetProblemInput) => http.post<{ data: TPetProblem }>(`/pets/${petId}/problems`, body).then((r) => r.data), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: TPetProblemUpdateInput }) => http.put<{ data: TPetProblem }>(`/pets/${petId}/problems/${id}`, body).then((r) => r.data), onSuccess }),
  };
}
