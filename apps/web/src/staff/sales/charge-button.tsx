import { Button } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { TSale } from '@vetclinic/domain';
import { toastError } from '../../ui/errors';
import { HttpError } from '../../ui/http';
import { toaster } from '../../ui/toaster';
import { http } from '../auth/session';
import { useCanSell } from './api';

/**
 * "Charge" an appointment (its services) or a record (its appointments' services): a draft sale opened in the
 * checkout. Charged already, the API answers 409 naming the sale, and that sale is opened instead.
 */
export function ChargeButton({ appointmentId, recordId, size = 'sm' }: { appointmentId?: number; recordId?: number; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canSell = useCanSell();
  const charge = useMutation({
    mutationFn: () => http.post<{ data: TSale }>('/sales', recordId ? { record_id: recordId } : { appointment_id: appointmentId }).then((r) => r.data),
    onSuccess: (sale) => navigate(`/sales/${sale.id}`),
    onError: (err) => {
      const existing = err instanceof HttpError && err.status === 409 ? Number(err.body?.sale_id) : NaN;
      if (Number.isInteger(existing) && existing > 0) {
        toaster.create({ type: 'info', title: err instanceof HttpError ? err.body?.message ?? '' : '', closable: true });
        navigate(`/sales/${existing}`);
        return;
      }
      toastError(err);
    },
  });
  if (!canSell || (!appointmentId && !recordId)) return null;
  return (
    <Button size={size} variant="outline" colorPalette="teal" loading={charge.isPending} onClick={() => charge.mutate()}>
      {t('sales.checkout.charge')}
    </Button>
  );
}
