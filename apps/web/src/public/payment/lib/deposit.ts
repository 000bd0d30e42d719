import type { TPaymentCharge, TPaymentDeposit } from '@vetclinic/domain';

// Pure rules of the deposit screens, kept free of React and zod so the booking summary can use them.

/** Major units (as prices travel) → exact minor units. */
export const toMinor = (major: number) => Math.round(major * 100);

/**
 * What the booking asks to pay now: the chosen services' (or visit type's) online deposits, once
 * per pet — the same sum the server computes. At least one pet counts, so the amount shows before
 * the pets are filled in.
 */
export function bookingDepositMinor(selection: { services?: { deposit_for_online_booking: number }[]; visitType?: { deposit_for_online_booking: number } | null }, petCount: number): number {
  const per = selection.visitType
    ? Math.max(0, toMinor(selection.visitType.deposit_for_online_booking))
    : (selection.services ?? []).reduce((sum, s) => sum + Math.max(0, toMinor(s.deposit_for_online_booking)), 0);
  return per * Math.max(1, petCount);
}

/** "14:05" / "1:02:09" until the deadline; "0:00" once passed. */
export function formatCountdown(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

export type DepositView = 'pay' | 'processing' | 'paid' | 'expired' | 'refunded' | 'cancelled';

/** Which screen a deposit shows. A payable deposit whose time ran out is expired even before the server says so. */
export function depositView(d: Pick<TPaymentDeposit, 'status' | 'expires_at'>, now = Date.now()): DepositView {
  switch (d.status) {
    case 'due':
    case 'failed':
      return Date.parse(d.expires_at) <= now ? 'expired' : 'pay';
    case 'processing':
      return 'processing';
    case 'paid':
      return 'paid';
    case 'refunded':
      return 'refunded';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'expired';
  }
}

const FAILURE_KEYS: Record<string, string> = {
  card_declined: 'payments.failure.card_declined',
  insufficient_funds: 'payments.failure.insufficient_funds',
  expired_card: 'payments.failure.expired_card',
  incorrect_cvc: 'payments.failure.incorrect_cvc',
  processing_error: 'payments.failure.processing_error',
};

/** The message key for why the last attempt failed (unknown codes read as a plain decline). */
export const failureKey = (code: string | null | undefined) => FAILURE_KEYS[code ?? ''] ?? FAILURE_KEYS.card_declined;

/** The most recent charge attempt, if any (the list may come in any order). */
export function lastCharge(charges: TPaymentCharge[] | undefined): TPaymentCharge | null {
  const own = (charges ?? []).filter((c) => c.kind === 'charge');
  if (!own.length) return null;
  return own.reduce((a, b) => (Date.parse(b.created_at) >= Date.parse(a.created_at) ? b : a));
}

/**
 * Extra deposit a reschedule asks for: the appointment's services' online deposits × its pets,
 * minus what was paid and not refunded. Zero when nothing more is due.
 */
export function rescheduleDepositMinor(
  a: { services: { id: number }[]; visit_type: { id: number } | null; pets: unknown[]; pet?: unknown; deposit?: { status: string; amount_minor: number; refunded_amount_minor: number } | null },
  catalogue: { services?: { id: number; deposit_for_online_booking: number }[]; visit_types?: { id: number; deposit_for_online_booking: number }[] },
): number {
  const visitType = a.visit_type ? (catalogue.visit_types ?? []).find((v) => v.id === a.visit_type!.id) ?? null : null;
  const services = a.visit_type ? [] : a.services.map((s) => (catalogue.services ?? []).find((c) => c.id === s.id)).filter((s): s is { id: number; deposit_for_online_booking: number } => !!s);
  const due = bookingDepositMinor({ services, visitType }, a.pets.length || (a.pet ? 1 : 0));
  const paid = a.deposit?.status === 'paid' ? a.deposit.amount_minor - a.deposit.refunded_amount_minor : 0;
  return Math.max(0, due - paid);
}
