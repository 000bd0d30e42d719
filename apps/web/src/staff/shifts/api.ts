import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPublishShiftsInput, TShift, TShiftConflict, TShiftInput, TShiftTemplate, TShiftTemplateInput } from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

export const shiftKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'shifts'] as const,
  week: (clinicId: number | undefined, start: string, end: string) => ['clinic', clinicId, 'shifts', 'range', start, end] as const,
  templates: (clinicId: number | undefined) => ['clinic', clinicId, 'shifts', 'templates'] as const,
};

/** The conflicts of a 409 shift_conflicts answer, or null for any other error. */
export function shiftConflictsOf(err: unknown): TShiftConflict[] | null {
  if (err instanceof HttpError && err.status === 409 && err.code === 'shift_conflicts') return (err.body?.conflicts as TShiftConflict[] | undefined) ?? [];
  return null;
}

export function useShifts(start: string, end: string) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: shiftKeys.week(clinic?.id, start, end),
    queryFn: () => http.get<Page<TShift>>('/shifts', { start, end }).then((r) => r.data),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useShiftTemplates() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: shiftKeys.templates(clinic?.id),
    queryFn: () => http.get<Page<TShiftTemplate>>('/shift-templates', { per_page: 100 }).then((r) => r.data),
    enabled: !!clinic,
  });
}

export function useShiftMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: shiftKeys.all(clinic?.id) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TShiftInput }) => (id ? http.put<{ data: TShift }>(`/shifts/${id}`, body) : http.post<{ data: TShift }>('/shifts', body)).then((r) => r.data),
      onSuccess,
    }),
    remove: useMutation({ mutationFn: ({ id, force }: { id: number; force?: boolean }) => http.delete<void>(`/shifts/${id}${force ? '?force=1' : ''}`), onSuccess }),
    publish: useMutation({ mutationFn: (body: TPublishShiftsInput) => http.post<{ data: { published: number; replaced: number } }>('/shifts/publish', body).then((r) => r.data), onSuccess }),
    apply: useMutation({
      mutationFn: ({ templateId, weekStart }: { templateId: number; weekStart: string }) => http.post<{ data: TShift[] }>(`/shift-templates/${templateId}/apply`, { week_start: weekStart }).then((r) => r.data),
      onSuccess,
    }),
    saveTemplate: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TShiftTemplateInput }) =>
        (id ? http.put<{ data: TShiftTemplate }>(`/shift-templates/${id}`, body) : http.post<{ data: TShiftTemplate }>('/shift-templates', body)).then((r) => r.data),
      onSuccess,
    }),
    deleteTemplate: useMutation({ mutationFn: (id: number) => http.delete<void>(`/shift-templates/${id}`), onSuccess }),
  };
}
