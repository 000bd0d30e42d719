import { lazy } from 'react';

// Heavy parts load on demand: the slot step once a service is picked (prefetchBookingParts), the
// details form once the first free times are on screen (prefetchDetailsParts) or a time is picked,
// the mail-link and payment pages only on their own URLs. Each group is one module (later-steps.ts,
// details-steps.ts) bundled as one chunk with its code (vite.config.ts).
const loadLater = () => import('./later-steps');
const loadDetails = () => import('./details-steps');

// The slot picker: needed once a service is chosen.
export const SlotStep = lazy(() => loadLater().then((m) => ({ default: m.SlotStep })));
export const SlotSummary = lazy(() => loadLater().then((m) => ({ default: m.SlotSummary })));
// The details form and the success screen: needed once a time is picked.
export const BookingDetails = lazy(() => loadDetails().then((m) => ({ default: m.BookingDetails })));
export const SuccessView = lazy(() => loadDetails().then((m) => ({ default: m.SuccessView })));
export const PaymentPage = lazy(() => import('./payment/payment-page').then((m) => ({ default: m.PaymentPage })));
export const AppointmentRoutes = lazy(() => import('./appointment/appointment-routes').then((m) => ({ default: m.AppointmentRoutes })));

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}

/** Fetches the slot step while the visitor is still choosing (after a service is picked). */
export function prefetchBookingParts() {
  whenIdle(() => void loadLater().catch(() => undefined));
}

const DETAILS_PREFETCH_DELAY_MS = 800;
let detailsPrefetched = false;
/**
 * Fetches the details form and the success screen once the first free times are on screen: the
 * visitor reads them for a moment before tapping one, so the form usually appears at once, and the
 * times never wait behind its 76 KB on a phone. The short wait lets the times' own requests (and
 * their paint) go first.
 */
export function prefetchDetailsParts() {
  if (detailsPrefetched) return;
  detailsPrefetched = true;
  // With Chakra UI, which the first view and the slot step do without (lite-ui.tsx WithChakra).
  setTimeout(() => whenIdle(() => void Promise.all([loadDetails(), import('./chakra-root')]).catch(() => undefined)), DETAILS_PREFETCH_DELAY_MS);
}
export const EstimatePage = lazy(() => import('./estimate/estimate-page').then((m) => ({ default: m.EstimatePage })));
export const UnsubscribePage = lazy(() => import('./unsubscribe/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })));
export const PlanCardPage = lazy(() => import('./plan-card/plan-card-page').then((m) => ({ default: m.PlanCardPage })));
export const SalePayPage = lazy(() => import('./sale-pay/sale-pay-page').then((m) => ({ default: m.SalePayPage })));
export const ConsentPage = lazy(() => import('./consent/consent-page').then((m) => ({ default: m.ConsentPage })));
