import { z } from 'zod';
import { AppointmentStatus, ZAppointmentForm, ZStaffAppointmentInput } from '@vetclinic/domain';

// The new-appointment dialog's schema: the shared appointment form plus the deposit request,
// whose amount follows the API's own rule (ZStaffAppointmentInput.deposit_amount).

const depositAmount = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v.replace(',', '.')) : v),
  ZStaffAppointmentInput.shape.deposit_amount,
);

export const ZAppointmentDepositForm = ZAppointmentForm.extend({
  require_deposit: z.boolean(),
  deposit_amount: depositAmount,
});
export type TAppointmentDepositFormIn = z.input<typeof ZAppointmentDepositForm>;
export type TAppointmentDepositFormOut = z.output<typeof ZAppointmentDepositForm>;

/** What the create call sends about the deposit: only for a pending appointment, and only when asked. */
export function depositFields(v: { status: number; require_deposit: boolean; deposit_amount?: number }): { require_deposit?: true; deposit_amount?: number } {
  if (v.status !== AppointmentStatus.PENDING_CLIENT_APPROVAL || !v.require_deposit) return {};
  return { require_deposit: true, ...(v.deposit_amount !== undefined ? { deposit_amount: v.deposit_amount } : {}) };
}
