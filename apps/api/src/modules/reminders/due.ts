import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  appointmentPets, appointmentServices, appointments, petParents, pets, recordFieldValues, recordTemplates, records,
  reminderRules, remindersSent, servicePackages, type DbOrTx,
} from '@vetclinic/db';
import { AppointmentStatus, type TReminderChannel } from '@vetclinic/domain';

export type ReminderRuleRow = typeof reminderRules.$inferSelect;

/** A date-based reminder is still sent up to this many days after its due day (the job was down, the rule is new). */
export const OVERDUE_GRACE_DAYS = 14;

/** Appointments that will happen: confirmed by the clinic or created by it. */
const UPCOMING_STATUSES = [AppointmentStatus.CONFIRMED, AppointmentStatus.AUTOMATICALLY_CREATED];

/** One reminder the rules ask for: about one pet (or appointment), for its owner. */
export interface ReminderCandidate {
  rule: ReminderRuleRow;
  /** With the rule id and channel, the key of `reminders_sent`: a new vaccination or a moved appointment is a new target. */
  targetKey: string;
  clientId: number;
  petId: number | null;
  /** Clinic-local day the reminder is about (vaccination due, appointment day). */
  dueOn: string;
  /** Clinic-local day it goes out (today at the latest when it is late but still within the grace). */
  sendOn: string;
  /** Appointment reminders only: the instant from which it may go out (max(1, lead_days) × 24 h before the start). */
  sendAt: Date | null;
  appointmentStartsAt: Date | null;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const localDay = (instant: Date, zone: string) => DateTime.fromJSDate(instant, { zone }).toISODate()!;
const addDays = (day: string, n: number) => DateTime.fromISO(day, { zone: 'UTC' }).plus({ days: n }).toISODate()!;

/** The clinic-local day of `now`. */
export const clinicToday = (now: Date, zone: string) => localDay(now, zone);

/** The hours before an appointment its reminder goes out: the lead in days, at least one day (24 h). */
export const appointmentLeadMs = (rule: Pick<ReminderRuleRow, 'leadDays'>) => Math.max(1, rule.leadDays) * 24 * 3600_000;

interface PetTarget { petId: number; clientId: number; recordId: number; recordedAt: Date; nextDue: unknown }

/** The latest record of each live pet of the clinic (optionally only vaccination records), with its `next_due` value. */
async function lastRecords(db: DbOrTx, clinicId: number, vaccinationOnly: boolean): Promise<PetTarget[]> {
  const rows = await db.selectDistinctOn([records.petId], {
    petId: records.petId, clientId: pets.ownerId, recordId: records.id, recordedAt: records.recordedAt, nextDue: recordFieldValues.value,
  }).from(records)
    .innerJoin(pets, and(eq(pets.id, records.petId), isNull(pets.archivedAt)))
    .innerJoin(petParents, and(eq(petParents.id, pets.ownerId), isNull(petParents.archivedAt)))
    .leftJoin(recordTemplates, eq(recordTemplates.id, records.templateId))
    .leftJoin(recordFieldValues, and(eq(recordFieldValues.recordId, records.id), eq(recordFieldValues.fieldKey, 'next_due')))
    .where(and(eq(records.clinicId, clinicId), isNull(records.deletedAt), vaccinationOnly ? eq(recordTemplates.repoKey, 'vaccination') : undefined))
    .orderBy(records.petId, desc(records.recordedAt), desc(records.id));
  return rows;
}

/**
 * The reminders the clinic's enabled rules ask for whose send day falls on or before `lastSendDay` (clinic-local),
 * as of `now`. Due days are clinic-local calendar days: a vaccination recorded at 23:30 in Bucharest counts from
 * that day, not from the UTC one. Sent ones are not removed here (see `unsentCandidates`).
 */
export async function reminderCandidates(db: DbOrTx, clinic: { id: number; timezone: string }, rules: ReminderRuleRow[], now: Date, lastSendDay: string): Promise<ReminderCandidate[]> {
  const zone = clinic.timezone;
  const today = clinicToday(now, zone);
  const out: ReminderCandidate[] = [];
  const datePush = (rule: ReminderRuleRow, c: Omit<ReminderCandidate, 'rule' | 'sendOn' | 'sendAt' | 'appointmentStartsAt'>) => {
    const plannedSend = addDays(c.dueOn, -rule.leadDays);
    const sendOn = plannedSend < today ? today : plannedSend;
    if (sendOn > lastSendDay || today > addDays(c.dueOn, OVERDUE_GRACE_DAYS)) return;
    out.push({ rule, ...c, sendOn, sendAt: null, appointmentStartsAt: null });
  };
  const enabled = rules.filter((r) => r.enabled && r.deletedAt === null && (r.sendMail || r.sendSms));

  const byKind = (kind: ReminderRuleRow['kind']) => enabled.filter((r) => r.kind === kind);
  if (byKind('vaccination').length) {
    const last = await lastRecords(db, clinic.id, true);
    for (const rule of byKind('vaccination')) {
      for (const v of last) {
        const named = typeof v.nextDue === 'string' && isoDay.test(v.nextDue) ? v.nextDue : null;
        const dueOn = named ?? (rule.intervalDays ? addDays(localDay(v.recordedAt, zone), rule.intervalDays) : null);
        if (dueOn) datePush(rule, { targetKey: `vacc:${v.recordId}`, clientId: v.clientId, petId: v.petId, dueOn });
      }
    }
  }
  if (byKind('annual_check').length) {
    const last = await lastRecords(db, clinic.id, false);
    for (const rule of byKind('annual_check')) {
      if (!rule.intervalDays) continue;
      for (const v of last) {
        datePush(rule, { targetKey: `check:${v.recordId}`, clientId: v.clientId, petId: v.petId, dueOn: addDays(localDay(v.recordedAt, zone), rule.intervalDays) });
      }
    }
  }
  for (const rule of byKind('follow_up')) {
    if (!rule.intervalDays || !rule.serviceId) continue;
    // Visits of the service that started within the window the follow-up can be due in.
    const earliest = DateTime.fromISO(today, { zone }).minus({ days: rule.intervalDays + OVERDUE_GRACE_DAYS + 1 }).toJSDate();
    const rows = await db.selectDistinct({ id: appointments.id, startsAt: appointments.startsAt, clientId: appointments.clientId, petId: appointmentPets.petId })
      .from(appointments)
      .innerJoin(appointmentServices, eq(appointmentServices.appointmentId, appointments.id))
      .innerJoin(servicePackages, and(eq(servicePackages.id, appointmentServices.servicePackageId), eq(servicePackages.serviceId, rule.serviceId)))
      .innerJoin(appointmentPets, eq(appointmentPets.appointmentId, appointments.id))
      .innerJoin(pets, and(eq(pets.id, appointmentPets.petId), isNull(pets.archivedAt)))
      .where(and(eq(appointments.clinicId, clinic.id), inArray(appointments.status, UPCOMING_STATUSES), gt(appointments.startsAt, earliest), lte(appointments.startsAt, now)));
    for (const a of rows) {
      if (a.clientId === null) continue;
      datePush(rule, { targetKey: `follow:${a.id}:${a.petId}`, clientId: a.clientId, petId: a.petId, dueOn: addDays(localDay(a.startsAt, zone), rule.intervalDays) });
    }
  }
  for (const rule of byKind('appointment')) {
    const lead = appointmentLeadMs(rule);
    const horizonEnd = DateTime.fromISO(lastSendDay, { zone }).plus({ days: 1 }).toJSDate().getTime() + lead;
    const rows = await db.select({ id: appointments.id, startsAt: appointments.startsAt, clientId: appointments.clientId, petId: sql<number | null>`(select min(${appointmentPets.petId}) from ${appointmentPets} where ${appointmentPets.appointmentId} = ${appointments.id})` })
      .from(appointments)
      .where(and(eq(appointments.clinicId, clinic.id), inArray(appointments.status, UPCOMING_STATUSES), gt(appointments.startsAt, now), lte(appointments.startsAt, new Date(horizonEnd))))
      .orderBy(asc(appointments.startsAt));
    for (const a of rows) {
      if (a.clientId === null) continue;
      const sendAt = new Date(Math.max(a.startsAt.getTime() - lead, now.getTime()));
      const sendOn = localDay(sendAt, zone);
      if (sendOn > lastSendDay) continue;
      out.push({
        rule, targetKey: `appt:${a.id}:${a.startsAt.toISOString()}`, clientId: a.clientId, petId: a.petId,
        dueOn: localDay(a.startsAt, zone), sendOn, sendAt, appointmentStartsAt: a.startsAt,
      });
    }
  }
  return out;
}

/** The candidate's rule channels with what the client's contacts and opt-outs allow. */
export function channelsFor(rule: ReminderRuleRow, client: { email: string | null; phone: string | null; reminderMailOptOut: boolean; reminderSmsOptOut: boolean }) {
  const wanted: TReminderChannel[] = [];
  const optedOut: TReminderChannel[] = [];
  if (rule.sendMail) (client.reminderMailOptOut ? optedOut : client.email ? wanted : []).push('mail');
  if (rule.sendSms) (client.reminderSmsOptOut ? optedOut : client.phone ? wanted : []).push('sms');
  return { wanted, optedOut };
}

/** `${rule}|${target}|${channel}` of the candidates' rows already in `reminders_sent`. */
export async function sentKeys(db: DbOrTx, candidates: ReminderCandidate[]): Promise<Set<string>> {
  if (candidates.length === 0) return new Set();
  const ruleIds = [...new Set(candidates.map((c) => c.rule.id))];
  const targets = [...new Set(candidates.map((c) => c.targetKey))];
  const rows = await db.select({ ruleId: remindersSent.ruleId, targetKey: remindersSent.targetKey, channel: remindersSent.channel }).from(remindersSent)
    .where(and(inArray(remindersSent.ruleId, ruleIds), inArray(remindersSent.targetKey, targets)));
  return new Set(rows.map((r) => `${r.ruleId}|${r.targetKey}|${r.channel}`));
}

export const sentKey = (c: ReminderCandidate, channel: TReminderChannel) => `${c.rule.id}|${c.targetKey}|${channel}`;
