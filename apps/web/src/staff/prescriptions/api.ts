import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PRESCRIPTIONS_PAGE_SIZE, type TPrescription, type TPrescriptionInput, type TPrescriptionStatus, type TPrescriptionUpdateInput } from '@vetclinic/domain';
import { HttpError } from '../../ui/http';
import { i18next } from '../../ui/i18n';
import { http, session } from '../auth/session';
import { track } from '../../ui/telemetry/telemetry';

export interface Page<T> { data: T[]; meta: { current_page: number; per_page: number; total: number; last_page: number } }

export const prescriptionKeys = { all: ['prescriptions'] as const };

export interface PrescriptionFilter { petId?: number; recordId?: number; status?: TPrescriptionStatus; page: number }

/** Prescriptions by pet or record, 3 a page (spec), newest first. */
export function usePrescriptions(f: PrescriptionFilter) {
  return useQuery({
    queryKey: [...prescriptionKeys.all, f],
    queryFn: () => http.get<Page<TPrescription>>('/prescriptions', {
      'filter[pet_id]': f.petId ?? '', 'filter[record_id]': f.recordId ?? '', 'filter[status]': f.status ?? '', page: f.page, per_page: PRESCRIPTIONS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
}

export function usePrescriptionMutations() {
  const qc = useQueryClient();
  const onSuccess = () => qc.invalidateQueries({ queryKey: prescriptionKeys.all });
  return {
    // Excluded from analytics by the spec: the event layer drops it (ui/telemetry/rules.ts).
    create: useMutation({ mutationFn: (body: TPrescriptionInput) => http.post<{ data: TPrescription }>('/prescriptions', body).then((r) => r.data), onSuccess: () => { track('prescription_added'); return onSuccess(); } }),
    update: useMutation({ mutationFn: ({ id, body }: { id: number; body: TPrescriptionUpdateInput }) => http.put<{ data: TPrescription }>(`/prescriptions/${id}`, body).then((r) => r.data), onSuccess }),
    setStatus: useMutation({
      mutationFn: ({ id, status, reason }: { id: number; status: 'COMPLETED' | 'CANCELLED'; reason?: string }) =>
        http.post<{ data: TPrescription }>(`/prescriptions/${id}/status`, { status, reason: reason || null }).then((r) => r.data),
      onSuccess,
    }),
  };
}

/** Opens the prescription PDF (sheet or label) in a new tab; the link needs the bearer token, so it is fetched as a blob. */
export async function openPrescriptionPdf(id: number, format: 'sheet' | 'label'): Promise<void> {
  const win = window.open('', '_blank');
  const url = `/api/v1/prescriptions/${id}/pdf?format=${format}`;
  const headers: Record<string, string> = { authorization: `Bearer ${session.token ?? ''}`, 'accept-language': i18next.language || 'en' };
  if (session.clinicId) headers['x-clinic-id'] = String(session.clinicId);
  const res = await fetch(url, { headers });
  if (!res.ok) {
    win?.close();
    throw new HttpError('GET', url, res.status, res.statusText, await res.json().catch(() => null));
  }
  const blobUrl = URL.createObjectURL(await res.blob());
  if (win) win.location.href = blobUrl;
  else window.location.assign(blobUrl);
  setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
