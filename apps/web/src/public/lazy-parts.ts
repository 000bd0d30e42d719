import { lazy } from 'react';

// Heavy parts load on demand: the form (react-hook-form + zod) only once a time is chosen, the
// success screen after booking, the mail-link pages only on their own URLs.
const loadSlots = () => import('./steps/slot-step');
const loadDetails = () => import('./booking-details');
const loadSuccess = () => import('./success-view');

// The slot picker carries luxon (clinic-zone formatting); it is needed once a service is chosen.
export const SlotStep = lazy(() => loadSlots().then((m) => ({ default: m.SlotStep })));
export const SlotSummary = lazy(() => loadSlots().then((m) => ({ default: m.SlotSummary })));
export const BookingDetails = lazy(() => loadDetails().then((m) => ({ default: m.BookingDetails })));
export const SuccessView = lazy(() => loadSuccess().then((m) => ({ default: m.SuccessView })));
export const PaymentPage = lazy(() => import('./payment/payment-page').then((m) => ({ default: m.PaymentPage })));
export const AppointmentRoutes = lazy(() => import('./appointment/appointment-routes').then((m) => ({ default: m.AppointmentRoutes })));

/** Fetches the later steps and the success screen while the visitor is still choosing (after a service is picked). */
export function prefetchBookingParts() {
  const run = () => void Promise.all([loadSlots(), loadDetails(), loadSuccess()]).catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
