import type { AppointmentWarning } from '@vetclinic/domain';
import { i18next } from '../../ui/i18n';
import { toaster } from '../../ui/toaster';

/**
 * Saved, but the desk should know: outside working hours, on time off, in the past … An action (Undo)
 * keeps the toast up longer, so there is time to reach it.
 */
export function toastSaved(title: string, warnings: readonly AppointmentWarning[] = [], action?: { label: string; onClick: () => void }) {
  if (!warnings.length) {
    toaster.create({ type: 'success', title, closable: true, ...(action ? { action, duration: 10_000 } : {}) });
    return;
  }
  toaster.create({
    type: 'warning',
    title,
    description: warnings.map((w) => i18next.t(`calendar.warnings.${w}`)).join(' '),
    closable: true,
    duration: action ? 12_000 : 9000,
    ...(action ? { action } : {}),
  });
}
