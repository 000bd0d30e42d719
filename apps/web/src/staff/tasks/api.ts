import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZE, type TTask, type TTaskInput, type TTaskTemplate, type TTaskTemplateInput, type TTaskUpdateInput, type TVetListItem } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';
import { track } from '../../ui/telemetry/telemetry';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

export interface TaskFilters {
  scope: 'mine' | 'all';
  /** 'active' = open and in progress; '' = every status; otherwise one status code. */
  status: 'active' | '' | '0' | '1' | '2' | '3';
  vetId: string;
  due: '' | 'overdue' | 'today' | 'upcoming';
  search: string;
  page: number;
}

export const taskKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'tasks'] as const,
  list: (clinicId: number | undefined, f: TaskFilters) => ['clinic', clinicId, 'tasks', 'list', f] as const,
  templates: (clinicId: number | undefined) => ['clinic', clinicId, 'task-templates'] as const,
};

export function useTasks(f: TaskFilters) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: taskKeys.list(clinic?.id, f),
    queryFn: () => http.get<Page<TTask>>('/tasks', {
      'filter[scope]': f.scope,
      'filter[status]': f.status === 'active' ? [0, 1] : f.status,
      'filter[vet_id]': f.vetId,
      'filter[due]': f.due,
      'filter[search]': f.search.trim(),
      page: f.page,
      per_page: PAGE_SIZE.common,
    }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useTaskTemplates(page: number, search: string, perPage: number = PAGE_SIZE.taskTemplates) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...taskKeys.templates(clinic?.id), { page, search, perPage }],
    queryFn: () => http.get<Page<TTaskTemplate>>('/task-templates', { page, per_page: perPage, 'filter[search]': search.trim() }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

/** Everyone who can be given a task in the active clinic (staff.view). */
export function useClinicStaff() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'vets', { all: true }],
    queryFn: () => http.get<Page<TVetListItem>>('/vets', { 'filter[is_vet]': 0 }).then((r) => r.data),
    enabled: !!clinic && clinic.permissions.includes('staff.view'),
    staleTime: 5 * 60_000,
  });
}

/** Mutations of tasks; every success refreshes the task lists of the clinic. */
export function useTaskMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: taskKeys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (body: TTaskInput) => http.post<{ data: TTask }>('/tasks', body).then((r) => r.data), onSuccess: () => { track('task_created', { area: 'tasks' }); return onSuccess(); } }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: TTaskUpdateInput }) => http.put<{ data: TTask }>(`/tasks/${id}`, body).then((r) => r.data), onSuccess }),
    setStatus: useMutation({ mutationFn: ({ id, status }: { id: number; status: number }) => http.post<{ data: TTask }>(`/tasks/${id}/status`, { status }).then((r) => r.data), onSuccess }),
    // Excluded from analytics by the spec: the event layer drops it (ui/telemetry/rules.ts).
    remove: useMutation({ mutationFn: (id: number) => http.delete<void>(`/tasks/${id}`), onSuccess: () => { track('task_deleted'); return onSuccess(); } }),
  };
}

export function useTemplateMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: taskKeys.templates(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (body: TTaskTemplateInput) => http.post<{ data: TTaskTemplate }>('/task-templates', body).then((r) => r.data), onSuccess }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: TTaskTemplateInput }) => http.put<{ data: TTaskTemplate }>(`/task-templates/${id}`, body).then((r) => r.data), onSuccess }),
    remove: useMutation({ mutationFn: (id: number) => http.delete<void>(`/task-templates/${id}`), onSuccess }),
  };
}
