import type { AppointmentWarning } from '@vetclinic/domain';
import { i18next } from '../../ui/i18n';
import { toaster } from '../../ui/toaster';

/** Saved, but the desk should know: outside working hours, on time off, in the past … */
export function toastSaved(title: string, warnings: readonly AppointmentWarning[] = []) {
  if (!warnings.length) {
    toaster.create({ type: 'success', title, closable: true });
    return;
  }
  toaster.create({
    type: 'warning',
    title,
    description: warnings.map((w) => i18next.t(`calendar.warnings.${w}`)).join(' '),
    closable: true,
    duration: 9000,
  });
}
