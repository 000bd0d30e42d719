import { eq, inArray, or } from 'drizzle-orm';
import { appointmentManageTokens, appointments, clinics, type Db, type DbOrTx, type Tx } from '@vetclinic/db';
import { SLOT_STEP_MINUTES, isOnSlotGrid, type TRescheduleInput } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { resolveSelection } from '../availability/service';
import { CLIENT_RESPONSE_STATUSES, changeDeadline, loadAppointmentDetails } from './appointment-view';

/** A manage link works until 30 days after the appointment ended. */
const LINK_LIFETIME_AFTER_END_MS = 30 * 24 * 3600_000;

/**
 * The appointment a manage link points to (locked for a change), or 404 / 410. Any link the
 * appointment was ever given works until its life ends, unless the links were rotated.
 */
export async function findByToken(db: Db | Tx, token: string, forUpdate: boolean) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('errors.link_not_found');
  const hash = sha256(token);
  const issuedLater = db.select({ id: appointmentManageTokens.appointmentId }).from(appointmentManageTokens).where(eq(appointmentManageTokens.tokenHash, hash));
  const q = db.select().from(appointments).where(or(eq(appointments.tokenHash, hash), inArray(appointments.id, issuedLater))).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound('errors.link_not_found');
  if (row.endsAt.getTime() + LINK_LIFETIME_AFTER_END_MS < Date.now()) throw new AppError('link_expired');
  return row;
}

/**
 * A further manage link for a mail about the appointment: only hashes are stored, so a mail that did
 * not come from the client's own link needs a new token, and the earlier links keep working.
 */
export async function issueManageLink(tx: DbOrTx, appointmentId: number): Promise<string> {
  const token = newOpaqueToken();
  await tx.insert(appointmentManageTokens).values({ tokenHash: sha256(token), appointmentId });
  return token;
}

/**
 * Voids every manage link of the appointment and returns the one new link (the client's address
 * changed, or someone asked for it): the caller mails it.
 */
export async function rotateManageLinks(tx: DbOrTx, appointmentId: number): Promise<string> {
  const token = newOpaqueToken();
  await tx.delete(appointmentManageTokens).where(eq(appointmentManageTokens.appointmentId, appointmentId));
  await tx.update(appointments).set({ tokenHash: sha256(token) }).where(eq(appointments.id, appointmentId));
  return token;
}

/**
 * What every client reschedule checks, with or without a deposit: the link's appointment (locked),
 * in a status the client may answer, not started, before the clinic's cutoff; and the new selection
 * (the chosen services, else the current ones, else the visit type).
 */
export async function openRescheduleRequest(tx: Tx, token: string, input: TRescheduleInput, now: number) {
  const row = await findByToken(tx, token, true);
  if (!CLIENT_RESPONSE_STATUSES.includes(row.status)) throw new AppError('invalid_state', 'errors.cannot_reschedule');
  const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, row.clinicId));
  if (row.startsAt.getTime() <= now) throw new AppError('invalid_state', 'errors.appointment_past');
  if (changeDeadline(row, clinic).getTime() <= now) throw new AppError('cutoff_passed');
  if (!isOnSlotGrid(clinic.timezone, Date.parse(input.datetime_start_utc), SLOT_STEP_MINUTES)) throw validation({ datetime_start_utc: ['validation.slot_step'] });
  const current = await loadAppointmentDetails(tx, row);
  const packageIds = input.service_package_ids ?? current.services.map((s) => s.servicePackageId);
  const pets = Math.max(1, current.pets.length);
  const selection = await resolveSelection(tx, clinic.id, packageIds.length ? { service_package_ids: packageIds, pets } : { visit_type_id: row.visitTypeId ?? undefined, pets });
  return { row, clinic, selection };
}
