// The slot step, as one lazy module (lazy-parts.ts), fetched once a service is picked. The details
// form and the success screen are details-steps.ts: their libraries (zod, react-hook-form, phone
// metadata) are not needed until a time is picked (#12 byte budget).
export { SlotStep, SlotSummary } from './steps/slot-step';
