import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PAGE_SIZE, type TInviteStaffInput, type TPermissionItem, type TRoleDetail, type TRoleInput, type TStaffMember, type TTimeOff, type TTimeOffInput,
  type TUpdateStaffInput, type TWorkingHours, type TWorkingHoursInput,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }
export interface Role { id: number; name: string; is_built_in: boolean; permissions: string[] }

export const teamKeys = {
  /** The same prefix other areas use for GET /vets, so a change here refreshes their pickers too. */
  vets: (clinicId: number | undefined) => ['clinic', clinicId, 'vets'] as const,
  roles: (clinicId: number | undefined) => ['clinic', clinicId, 'roles'] as const,
  hours: (clinicId: number | undefined, vetId: number) => ['clinic', clinicId, 'working-hours', vetId] as const,
  timeOff: (clinicId: number | undefined, vetId: number) => ['clinic', clinicId, 'time-off', vetId] as const,
};

/** Members of the active clinic: everyone, inactive and invited included (the team screen). */
export function useTeam() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...teamKeys.vets(clinic?.id), { team: true }],
    queryFn: () => http.get<Page<TStaffMember>>('/vets', { 'filter[is_vet]': 0, 'filter[include_inactive]': 1 }).then((r) => r.data),
    enabled: !!clinic,
  });
}

/** Active vets of the active clinic (pickers: who performs a service, who works a shift). */
export function useClinicVets() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...teamKeys.vets(clinic?.id), { vetsOnly: true }],
    queryFn: () => http.get<Page<TStaffMember>>('/vets').then((r) => r.data),
    enabled: !!clinic && clinic.permissions.includes('staff.view'),
    staleTime: 60_000,
  });
}

export function useRoles() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: teamKeys.roles(clinic?.id),
    queryFn: () => http.get<Page<Role>>('/roles').then((r) => r.data),
    enabled: !!clinic,
  });
}

export function usePermissionCatalogue() {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: ['clinic', clinic?.id, 'permissions'],
    queryFn: () => http.get<{ data: TPermissionItem[] }>('/permissions').then((r) => r.data),
    enabled: !!clinic,
    staleTime: Infinity,
  });
}

export function useWorkingHours(vetId: number) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: teamKeys.hours(clinic?.id, vetId),
    queryFn: () => http.get<{ data: TWorkingHours }>(`/vets/${vetId}/working-hours`).then((r) => r.data),
    enabled: !!clinic,
  });
}

export function useTimeOff(vetId: number, page: number, includePast: boolean) {
  const { clinic } = useActiveClinic();
  return useQuery({
    queryKey: [...teamKeys.timeOff(clinic?.id, vetId), { page, includePast }],
    queryFn: () => http.get<Page<TTimeOff>>(`/vets/${vetId}/time-off`, { page, per_page: PAGE_SIZE.common, 'filter[include_past]': includePast ? 1 : undefined }),
    enabled: !!clinic,
    placeholderData: keepPreviousData,
  });
}

export function useTeamMutations() {
  const { clinic } = useActiveClinic();
  const qc = useQueryClient();
  const refreshVets = () => qc.invalidateQueries({ queryKey: teamKeys.vets(clinic?.id) });
  const refreshRoles = () => qc.invalidateQueries({ queryKey: teamKeys.roles(clinic?.id) });
  return {
    invite: useMutation({ mutationFn: (body: TInviteStaffInput) => http.post<{ data: TStaffMember }>('/vets/invite', body).then((r) => r.data), onSuccess: refreshVets }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: TUpdateStaffInput }) => http.put<{ data: TStaffMember }>(`/vets/${id}`, body).then((r) => r.data), onSuccess: refreshVets }),
    setActive: useMutation({
      mutationFn: ({ id, active }: { id: number; active: boolean }) => http.post<{ data: TStaffMember }>(`/vets/${id}/${active ? 'activate' : 'deactivate'}`).then((r) => r.data),
      onSuccess: refreshVets,
    }),
    generatePin: useMutation({ mutationFn: (id: number) => http.post<{ data: { pin: string } }>(`/vets/${id}/generate-pin`).then((r) => r.data.pin), onSuccess: refreshVets }),
    saveHours: useMutation({
      mutationFn: ({ id, body }: { id: number; body: TWorkingHoursInput }) => http.put<{ data: TWorkingHours }>(`/vets/${id}/working-hours`, body).then((r) => r.data),
      onSuccess: (data) => qc.setQueryData(teamKeys.hours(clinic?.id, data.vet_id), data),
    }),
    addTimeOff: useMutation({
      mutationFn: ({ id, body }: { id: number; body: TTimeOffInput }) => http.post<{ data: TTimeOff }>(`/vets/${id}/time-off`, body).then((r) => r.data),
      onSuccess: (data) => qc.invalidateQueries({ queryKey: teamKeys.timeOff(clinic?.id, data.vet_id) }),
    }),
    deleteTimeOff: useMutation({
      mutationFn: (entry: TTimeOff) => http.delete<void>(`/time-off/${entry.id}`),
      onSuccess: (_d, entry) => qc.invalidateQueries({ queryKey: teamKeys.timeOff(clinic?.id, entry.vet_id) }),
    }),
    saveRole: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TRoleInput }) => (id ? http.put<{ data: TRoleDetail }>(`/roles/${id}`, body) : http.post<{ data: TRoleDetail }>('/roles', body)).then((r) => r.data),
      onSuccess: refreshRoles,
    }),
    deleteRole: useMutation({ mutationFn: (id: number) => http.delete<void>(`/roles/${id}`), onSuccess: refreshRoles }),
  };
}
