import type { TBookingInput, TPaymentDeposit, TRescheduleInput, TSimulatedCardInput } from '@vetclinic/domain';
import { HttpError, createHttp } from '../../ui/http';
import { PARENT_API, authedHttp } from '../account/session-api';
import { safeSessionStorage } from '../../ui/safe-storage';

// The payment-deposit calls (packages/domain/src/schemas/payments.ts). Types only from the domain.

const http = createHttp();
const withKey = (idempotencyKey: string) => createHttp({ getHeaders: () => ({ 'Idempotency-Key': idempotencyKey }) });

export type PaymentDeposit = TPaymentDeposit;

export const depositKeys = {
  one: (id: string) => ['public', 'payment-deposit', id] as const,
};

/** Books the chosen time held for payment (status 0) and opens its deposit; a logged-in parent books with the token. */
export const createBookingDeposit = (input: TBookingInput, idempotencyKey: string, asParent: boolean) =>
  (asParent ? authedHttp({ 'Idempotency-Key': idempotencyKey }) : withKey(idempotencyKey))
    .post<{ data: TPaymentDeposit }>(`${PARENT_API}/appointments/payment-deposits`, input)
    .then((r) => r.data);

export const fetchDeposit = (id: string) =>
  http.get<{ data: TPaymentDeposit }>(`/public/payment-deposits/${encodeURIComponent(id)}`, { include: 'charges' }).then((r) => r.data);

/** Simulated provider only: the card goes to our server, which plays the provider. */
export const payDeposit = (id: string, card: TSimulatedCardInput, idempotencyKey: string) =>
  withKey(idempotencyKey).post<{ data: TPaymentDeposit }>(`/public/payment-deposits/${encodeURIComponent(id)}/pay`, card).then((r) => r.data);

/** Stripe: after the browser confirmed the PaymentIntent, the server re-reads it. */
export const syncDeposit = (id: string) =>
  http.post<{ data: TPaymentDeposit }>(`/public/payment-deposits/${encodeURIComponent(id)}/sync`, {}).then((r) => r.data);

export const rescheduleWithDeposit = (token: string, input: TRescheduleInput) =>
  http.post<{ data: TPaymentDeposit }>(`/public/appointments/${encodeURIComponent(token)}/reschedule/payment-deposits`, input).then((r) => r.data);

// The manage link comes only with the creating answer; keep it for this tab so the page shows it after paying.
const manageKey = (id: string) => `deposit-manage:${id}`;
export function rememberManageUrl(deposit: Pick<TPaymentDeposit, 'id' | 'manage_url'>) {
  if (!deposit.manage_url) return;
  // Storage blocked (private mode, iframe): kept in memory; the server's answer after paying still carries it.
  safeSessionStorage.setItem(manageKey(deposit.id), deposit.manage_url);
}
export function recallManageUrl(id: string): string | null {
  return safeSessionStorage.getItem(manageKey(id));
}

/**
 * The deposit endpoints answer 422 on `service_package_ids` when the selection needs no deposit
 * (`validation.deposit_not_required`, translated): the plain endpoint is then the right one.
 */
export const isDepositNotRequired = (err: unknown) =>
  err instanceof HttpError && err.status === 422 && Object.keys(err.body?.errors ?? {}).length === 1 && !!err.body?.errors?.service_package_ids;
