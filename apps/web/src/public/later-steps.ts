// The steps after the service, as one lazy module (lazy-parts.ts): one request fetches them all.
export { SlotStep, SlotSummary } from './steps/slot-step';
export { BookingDetails } from './booking-details';
export { SuccessView } from './success-view';
