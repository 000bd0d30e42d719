import { z } from 'zod';
import { ZBookingInput, type TBookingInput } from '@vetclinic/domain';
import type { BookingTarget } from '../../booking-form';
import type { UtmParams } from '../../lib/utm';

/** A logged-in parent's booking form holds only the note: who books is the account, for its own pets. */
export const ZParentBookingForm = z.object({ user_note: ZBookingInput.shape.user_note });

/** POST /for-pet-parents/appointments with the parent's token: pet_ids and no contact fields. */
export function toParentBookingInput(target: BookingTarget, petIds: number[], note: string | null | undefined, extra: { language: string; utm: UtmParams }): TBookingInput {
  return {
    clinic_id: target.clinicId,
    datetime_start_utc: target.startUtc,
    vet_id: target.vetId,
    ...(target.visitTypeId ? { visit_type_id: target.visitTypeId } : { service_package_ids: target.servicePackageIds }),
    pet_ids: [...new Set(petIds)],
    user_note: note?.trim() || null,
    language: extra.language,
    ...extra.utm,
  };
}
