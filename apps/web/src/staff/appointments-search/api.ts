import { useQuery } from '@tanstack/react-query';
import type { TAppointment } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useClinicId, type Page } from '../calendar/api';

export interface AppointmentSearchFilters {
  search: string;
  /** Clinic-local days, yyyy-MM-dd, inclusive. */
  from: string | null;
  to: string | null;
  status: number | null;
  vetId: number | null;
  page: number;
}

/**
 * GET /appointments/search with the filters given (newest first, pages of 15). Its key sits under the
 * clinic's appointments, so a change made from the result's drawer refreshes the list.
 */
export function useAppointmentSearch(f: AppointmentSearchFilters, enabled = true) {
  const clinicId = useClinicId();
  return useQuery({
    queryKey: ['clinic', clinicId, 'appointments', 'search', f],
    queryFn: () => http.get<Page<TAppointment>>('/appointments/search', {
      page: f.page,
      search: f.search || undefined,
      'filter[date_from]': f.from ?? undefined,
      'filter[date_to]': f.to ?? undefined,
      'filter[status]': f.status ?? undefined,
      'filter[vet_id]': f.vetId ?? undefined,
    }),
    enabled: !!clinicId && enabled,
    placeholderData: (prev) => prev,
  });
}
