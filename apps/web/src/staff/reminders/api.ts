import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TReminderOptOuts, TReminderRule, TReminderRuleInput, TReminderSent, TReminderUpcoming } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

export const reminderKeys = {
  all: (clinicId: number | undefined) => ['clinic', clinicId, 'reminders'] as const,
  rules: (clinicId: number | undefined, search: string, page: number) => ['clinic', clinicId, 'reminders', 'rules', search, page] as const,
  upcoming: (clinicId: number | undefined, days: number, search: string, page: number) => ['clinic', clinicId, 'reminders', 'upcoming', days, search, page] as const,
  sent: (clinicId: number | undefined, search: string, page: number) => ['clinic', clinicId, 'reminders', 'sent', search, page] as const,
  optOuts: (clinicId: number | undefined, clientId: number) => ['clinic', clinicId, 'reminders', 'opt-outs', clientId] as const,
};

export function useReminderRules(search: string, page: number, perPage: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: reminderKeys.rules(clinic?.id, search, page),
    queryFn: () => http.get<Page<TReminderRule>>('/reminder-rules', { 'filter[search]': search.trim(), page, per_page: perPage }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

/** An upcoming reminder has no id of its own: the list gives each row its rule and target as a key. */
export type UpcomingRow = TReminderUpcoming & { id: number };

export function useUpcomingReminders(days: number, search: string, page: number, perPage: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: reminderKeys.upcoming(clinic?.id, days, search, page),
    queryFn: async (): Promise<Page<UpcomingRow>> => {
      const res = await http.get<Page<TReminderUpcoming>>('/reminders/upcoming', { days, 'filter[search]': search.trim(), page, per_page: perPage });
      return { ...res, data: res.data.map((r, i) => ({ ...r, id: (page - 1) * perPage + i + 1 })) };
    },
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useSentReminders(search: string, page: number, perPage: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: reminderKeys.sent(clinic?.id, search, page),
    queryFn: () => http.get<Page<TReminderSent>>('/reminders/sent', { 'filter[search]': search.trim(), page, per_page: perPage }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useCanEditReminderRules() {
  const { clinic } = useActiveClinic();
  return !!clinic?.permissions.includes('clinic.settings.edit');
}

export function useReminderRuleMutations() {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  const invalidate = () => qc.invalidateQueries({ queryKey: reminderKeys.all(clinic?.id) });
  return {
    create: useMutation({ mutationFn: (input: TReminderRuleInput) => http.post<{ data: TReminderRule }>('/reminder-rules', input), onSuccess: invalidate }),
    update: useMutation({ mutationFn: ({ id, input }: { id: number; input: TReminderRuleInput }) => http.put<{ data: TReminderRule }>(`/reminder-rules/${id}`, input), onSuccess: invalidate }),
    remove: useMutation({ mutationFn: (id: number) => http.delete<void>(`/reminder-rules/${id}`), onSuccess: invalidate }),
  };
}

export function useReminderOptOuts(clientId: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: reminderKeys.optOuts(clinic?.id, clientId),
    queryFn: () => http.get<{ data: TReminderOptOuts }>(`/pet-parents/${clientId}/reminder-opt-outs`).then((r) => r.data),
    enabled: !!clinic,
  });
}

export function useSetReminderOptOuts(clientId: number) {
  const qc = useQueryClient();
  const { clinic } = useActiveClinic();
  return useMutation({
    mutationFn: (input: TReminderOptOuts) => http.put<{ data: TReminderOptOuts }>(`/pet-parents/${clientId}/reminder-opt-outs`, input).then((r) => r.data),
    onSuccess: (data) => { qc.setQueryData(reminderKeys.optOuts(clinic?.id, clientId), data); void qc.invalidateQueries({ queryKey: reminderKeys.all(clinic?.id) }); },
  });
}
