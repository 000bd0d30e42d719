// The details form and the success screen, as one lazy module (lazy-parts.ts): fetched at idle once
// the first free times are on screen, or when a time is picked; with their libraries in one chunk
// (`book-forms`, vite.config.ts).
export { BookingDetails } from './booking-details';
export { SuccessView } from './success-view';
