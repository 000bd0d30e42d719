import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints, type DbOrTx } from '@vetclinic/db';
import type { WebhookEvent } from '@vetclinic/domain';

/**
 * What an event carries: ids and the facts a receiving system needs to fetch or match the thing that
 * changed, never notes or medical text. Values must be JSON.
 */
export type WebhookEventData = Record<string, string | number | boolean | null | number[] | string[]>;

export interface EmittedEvent {
  clinicId: number;
  type: WebhookEvent;
  data: WebhookEventData;
}

/** The JSON body a receiver gets; `id` is the same on every retry and replay, for de-duplication. */
export interface WebhookPayload {
  id: string;
  type: WebhookEvent;
  created_at: string;
  clinic_id: number;
  data: WebhookEventData;
}

/**
 * Writes the event for every active endpoint of the clinic that subscribed to it, in the caller's
 * transaction: it is delivered only if that transaction commits (a rolled-back change emits nothing).
 * No network call happens here; the delivery job posts the rows. Returns the event id, or null when no
 * endpoint wants it (one indexed query, so emitting from hot paths costs little).
 *
 * Emitters: booking (online booking, client link actions), appointments (desk), pet-parents (new
 * client), sales (issue, payment), payments (card and deposit payments, deposit refunds, expired holds),
 * credit-notes (posted, voided, refunds). The labs module emits `lab_result.filed` with
 * `{ lab_result_id, record_id, pet_id }` when it files a result. One event per call: a set-based job
 * (plan renewals) does not emit.
 */
export async function emitEvent(tx: DbOrTx, event: EmittedEvent, now = new Date()): Promise<string | null> {
  const endpoints = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(and(
    eq(webhookEndpoints.clinicId, event.clinicId),
    eq(webhookEndpoints.isActive, true),
    isNull(webhookEndpoints.deletedAt),
    sql`${event.type} = ANY(${webhookEndpoints.events})`,
  ));
  if (!endpoints.length) return null;
  const id = randomUUID();
  const payload: WebhookPayload = { id, type: event.type, created_at: now.toISOString(), clinic_id: event.clinicId, data: event.data };
  await tx.insert(webhookDeliveries).values(endpoints.map((e) => ({
    clinicId: event.clinicId,
    endpointId: e.id,
    eventId: id,
    eventType: event.type,
    payload: payload as unknown as Record<string, unknown>,
    nextAttemptAt: now,
  })));
  return id;
}

/** The appointment facts every appointment event carries. */
export function appointmentEventData(row: {
  id: number; status: number; vetId: number; clientId: number | null; startsAt: Date; endsAt: Date; source?: string | null;
}, petIds?: number[]): WebhookEventData {
  return {
    appointment_id: row.id,
    status: row.status,
    vet_id: row.vetId,
    client_id: row.clientId,
    datetime_start_utc: row.startsAt.toISOString(),
    datetime_end_utc: row.endsAt.toISOString(),
    ...(row.source ? { source: row.source } : {}),
    ...(petIds ? { pet_ids: petIds } : {}),
  };
}

const CANCELLED_STATUSES: readonly number[] = [6, 7];

/**
 * Emits `appointment.created` for a new appointment, otherwise `appointment.cancelled` when its status
 * is now a cancellation (6, 7) and `appointment.changed` for any other change (time, vet, status).
 */
export function emitAppointmentEvent(tx: DbOrTx, row: Parameters<typeof appointmentEventData>[0] & { clinicId: number }, opts: { created?: boolean; petIds?: number[] } = {}) {
  const type: WebhookEvent = opts.created ? 'appointment.created' : CANCELLED_STATUSES.includes(row.status) ? 'appointment.cancelled' : 'appointment.changed';
  return emitEvent(tx, { clinicId: row.clinicId, type, data: appointmentEventData(row, opts.petIds) });
}
