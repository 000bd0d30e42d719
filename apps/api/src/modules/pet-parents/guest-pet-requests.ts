import { petRequests, type Tx } from '@vetclinic/db';
import { writeAudit } from '../../lib/audit';

/** What a guest typed for one pet (the booking's `pets[]` entry). */
export interface GuestPetInput {
  nickname: string;
  species_id: number;
  breed_id?: number | null;
  color?: string | null;
  gender: string;
  birthday?: string | null;
  birthday_is_estimated: boolean;
  hormonal_status?: number | null;
}

export const GUEST_BOOKING_ORIGIN = 'guest_booking';

/**
 * A guest booked under the e-mail of an existing client: each pet they typed gets a pending pet
 * request of origin 'guest_booking' (payload: the pet, the appointment and the typed contact), so
 * staff decide whether it belongs to that client. Until accepted, the pet is hidden from the account
 * holder (parent-accounts `visibleToParent`) and a denial mails nobody. The caller's transaction.
 */
export async function requestGuestPets(
  tx: Tx,
  ctx: { groupId: number; clinicId: number; clientId: number; appointmentId: number; guest: { first_name: string; last_name: string; email: string; phone: string | null } },
  typed: GuestPetInput[],
  petIds: number[],
): Promise<void> {
  for (const [i, petId] of petIds.entries()) {
    const p = typed[i];
    const payload = {
      nickname: p.nickname, color: p.color ?? null, species_id: p.species_id, breed_id: p.breed_id ?? null, gender: p.gender,
      birthday: p.birthday ?? null, birthday_is_estimated: p.birthday_is_estimated, hormonal_status: p.hormonal_status ?? null,
      origin: GUEST_BOOKING_ORIGIN, appointment_id: ctx.appointmentId, guest_contact: ctx.guest,
    };
    const [row] = await tx.insert(petRequests).values({
      groupId: ctx.groupId, clinicId: ctx.clinicId, parentId: ctx.clientId, petId, payload, origin: GUEST_BOOKING_ORIGIN,
    }).returning({ id: petRequests.id });
    await writeAudit(tx, {
      groupId: ctx.groupId, clinicId: ctx.clinicId, actor: { type: 'guest', id: null },
      action: 'pet_request.guest_booking', entityType: 'pet_request', entityId: row.id, after: payload,
    });
  }
}
