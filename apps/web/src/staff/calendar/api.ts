import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  TAppointment, TAppointmentWriteResult, TBookable, TCalendarOptions, TClinicCancelInput, TProposeTimeInput, TStaffAppointmentInput, TStaffWalkInInput,
  TStaffAppointmentUpdate,
} from '@vetclinic/domain';
import { http } from '../auth/session';
import { useActiveClinic } from '../auth/use-session';

export type Page<T> = { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } };

/** The clients & pets area's contract (GET /pet-parents, GET /pets): what the pickers read. */
export interface ClientHit { id: number; first_name: string; last_name: string; full_name: string; email: string | null; phone: string | null; pets: { id: number; nickname: string; species: { id: number; name: string } | null }[] }
export interface PetHit { id: number; nickname: string; species: { id: number; name: string } | null; breed: { id: number; name: string } | null; owner: { id: number; full_name: string; phone: string | null } }

export function useClinicId() {
  return useActiveClinic().clinic?.id;
}

export function useCanManage() {
  return useActiveClinic().clinic?.permissions.includes('appointments.manage') ?? false;
}

export function useCalendarOptions() {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['clinic', clinicId, 'appointments', 'options'],
    queryFn: () => http.get<{ data: TCalendarOptions }>('/appointments/options').then((r) => r.data),
    enabled: !!clinicId,
    staleTime: 5 * 60_000,
  });
}

/** Appointments overlapping [from, to): one range query (the week view's only list call). */
const rangeQuery = (clinicId: number | undefined, from: string, to: string) => ({
  queryKey: ['clinic', clinicId, 'appointments', 'range', from, to],
  queryFn: () => http.get<Page<TAppointment>>('/appointments', { 'filter[from]': from, 'filter[to]': to, per_page: 1000 }).then((r) => r.data),
});

/** The appointments of a range, from the cache when fresh (the "New appointment" default looks past the shown day). */
export function fetchAppointmentsRange(qc: QueryClient, clinicId: number | undefined, from: string, to: string) {
  return qc.fetchQuery({ ...rangeQuery(clinicId, from, to), staleTime: 15_000 });
}

export function useAppointmentsRange(from: string, to: string) {
  const clinicId = useClinicId();
  return useQuery({
    ...rangeQuery(clinicId, from, to),
    enabled: !!clinicId,
    placeholderData: (prev) => prev,
  });
}

export function useRequests(page: number, search: string) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['clinic', clinicId, 'appointments', 'requests', { page, search }],
    queryFn: () => http.get<Page<TAppointment>>('/appointments/requests', { page, search: search || undefined }),
    enabled: !!clinicId,
    placeholderData: (prev) => prev,
  });
}

/** How many online requests wait (the nav badge); refreshed every minute. */
export function useRequestCount(enabled: boolean) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['clinic', clinicId, 'appointments', 'requests', 'count'],
    queryFn: () => http.get<Page<TAppointment>>('/appointments/requests', { per_page: 1 }).then((r) => r.meta.total),
    enabled: !!clinicId && enabled,
    refetchInterval: 60_000,
  });
}

export function useBookable(vetId: number | undefined, startUtc: string | null, duration: number | undefined, excludeId?: number) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['clinic', clinicId, 'bookable', vetId, startUtc, duration, excludeId],
    queryFn: () => http.get<{ data: TBookable }>(`/ws/${vetId}/bookable`, { datetime_start_utc: startUtc!, duration, exclude_appointment_id: excludeId }).then((r) => r.data),
    enabled: !!clinicId && !!vetId && !!startUtc && !!duration && duration > 0,
    staleTime: 10_000,
  });
}

export function useClientSearch(search: string) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['clinic', clinicId, 'pet-parents', 'search', search],
    queryFn: () => http.get<Page<ClientHit>>('/pet-parents', { search, page: 1, per_page: 15 }).then((r) => r.data),
    enabled: !!clinicId && search.trim().length >= 2,
    placeholderData: (prev) => prev,
  });
}

export function usePetSearch(search: string) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['clinic', clinicId, 'pets', 'search', search],
    queryFn: () => http.get<Page<PetHit>>('/pets', { search, per_page: 30 }).then((r) => r.data),
    enabled: !!clinicId && search.trim().length >= 2,
    placeholderData: (prev) => prev,
  });
}

type Write = TAppointmentWriteResult;

/** Every write answers the appointment and warnings; lists, badge and drawer refresh afterwards. */
export function useAppointmentMutations() {
  const qc = useQueryClient();
  const clinicId = useClinicId();
  const settle = () => qc.invalidateQueries({ queryKey: ['clinic', clinicId, 'appointments'] });
  const opts = { onSettled: settle };
  return {
    create: useMutation({ mutationFn: (body: TStaffAppointmentInput) => http.post<Write>('/appointments', body), ...opts }),
    /** A new client and pet with the appointment, in one request (one transaction). */
    walkIn: useMutation({ mutationFn: (body: TStaffWalkInInput) => http.post<Write>('/appointments/walk-in', body), ...opts }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: TStaffAppointmentUpdate }) => http.put<Write>(`/appointments/${id}`, body), ...opts }),
    confirm: useMutation({ mutationFn: ({ id, notify }: { id: number; notify?: { mail: boolean; sms: boolean } }) => http.post<Write>(`/appointments/${id}/confirm`, { notify }), ...opts }),
    cancel: useMutation({ mutationFn: ({ id, body }: { id: number; body: TClinicCancelInput }) => http.post<Write>(`/appointments/${id}/cancel`, body), ...opts }),
    noShow: useMutation({ mutationFn: (id: number) => http.post<Write>(`/appointments/${id}/no-show`, {}), ...opts }),
    propose: useMutation({ mutationFn: ({ id, body }: { id: number; body: TProposeTimeInput }) => http.post<Write>(`/appointments/${id}/propose-time`, body), ...opts }),
    /** The client lost or forwarded the mail: earlier manage links stop working, a new one is mailed. */
    newLink: useMutation({ mutationFn: (id: number) => http.post<Write>(`/appointments/${id}/manage-link`, {}), ...opts }),
  };
}
