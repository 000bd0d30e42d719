import { lazy } from 'react';

// Heavy parts load on demand: the later steps once a service is picked (prefetchBookingParts), the
// mail-link and payment pages only on their own URLs.
// One module for all of them (later-steps.ts), bundled as one chunk with their code (vite.config.ts).
const loadLater = () => import('./later-steps');

// The slot picker, the details form and the success screen: needed once a service is chosen.
export const SlotStep = lazy(() => loadLater().then((m) => ({ default: m.SlotStep })));
export const SlotSummary = lazy(() => loadLater().then((m) => ({ default: m.SlotSummary })));
export const BookingDetails = lazy(() => loadLater().then((m) => ({ default: m.BookingDetails })));
export const SuccessView = lazy(() => loadLater().then((m) => ({ default: m.SuccessView })));
export const PaymentPage = lazy(() => import('./payment/payment-page').then((m) => ({ default: m.PaymentPage })));
export const AppointmentRoutes = lazy(() => import('./appointment/appointment-routes').then((m) => ({ default: m.AppointmentRoutes })));

/** Fetches the later steps and the success screen while the visitor is still choosing (after a service is picked). */
export function prefetchBookingParts() {
  const run = () => void loadLater().catch(() => undefined);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
