import { useQuery } from '@tanstack/react-query';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import type { TAppointment, TRecordListItem } from '@vetclinic/domain';
import { http } from '../auth/session';
import { ErrorState, ListSkeleton } from '../../ui/states';
import { NewRecordDialog } from './new-record-dialog';
import type { Page } from './api';

/**
 * /records/new?appointment_id=…, where the whiteboard's "Start record" leads: the record that already
 * covers the appointment opens (one at most), otherwise the new-record dialog for its pet.
 */
export function RecordFromAppointmentPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const appointmentId = Number(params.get('appointment_id'));
  const valid = Number.isInteger(appointmentId) && appointmentId > 0;
  const query = useQuery({
    queryKey: ['records', 'from-appointment', appointmentId],
    enabled: valid,
    queryFn: async () => {
      const existing = await http.get<Page<TRecordListItem>>('/records', { 'filter[appointment_id]': appointmentId, per_page: 1 });
      if (existing.data[0]) return { recordId: existing.data[0].id, appointment: null };
      return { recordId: null, appointment: (await http.get<{ data: TAppointment }>(`/appointments/${appointmentId}`)).data };
    },
  });
  if (!valid) return <Navigate to="/records" replace />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ListSkeleton />;
  if (query.data.recordId) return <Navigate to={`/records/${query.data.recordId}`} replace />;
  const pet = query.data.appointment?.pets[0];
  return (
    <NewRecordDialog open onClose={() => navigate(-1)} onCreated={(id) => navigate(`/records/${id}`, { replace: true })} appointmentId={appointmentId} pet={pet ? { id: pet.id, label: pet.nickname } : null} />
  );
}
