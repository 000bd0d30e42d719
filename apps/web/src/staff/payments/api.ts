import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDepositRefundInput, TPaymentDeposit } from '@vetclinic/domain';
import { http } from '../auth/session';
import { useClinicId } from '../calendar/api';

/** Manual refund of a paid deposit; the appointment lists and the drawer refresh afterwards. */
export function useRefundDeposit() {
  const qc = useQueryClient();
  const clinicId = useClinicId();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TDepositRefundInput }) =>
      http.post<{ data: TPaymentDeposit }>(`/payment-deposits/${encodeURIComponent(id)}/refund`, body).then((r) => r.data),
    onSettled: () => qc.invalidateQueries({ queryKey: ['clinic', clinicId, 'appointments'] }),
  });
}
