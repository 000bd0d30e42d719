import { and, asc, eq, gte, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointmentPets, appointments, clinics, petParents, pets, taggables, tags, visitStageChanges, visits } from '../../schema/index';
import type { ExtrasSeeder } from './index';

// Demo tags (pets, clients, appointments) and today's whiteboard: for every clinic of the demo group,
// today's first active appointments are checked in and spread over the stages, earliest furthest along,
// with times relative to the seed's "now", so the board shows something on first start.

const TAGS: { name: string; colour: string; types: string[] }[] = [
  { name: 'Aggressive', colour: 'red', types: ['pet', 'appointment'] },
  { name: 'Senior', colour: 'purple', types: ['pet'] },
  { name: 'Diabetic', colour: 'orange', types: ['pet', 'record'] },
  { name: 'Anxious', colour: 'blue', types: ['pet', 'appointment'] },
  { name: 'Allergic', colour: 'pink', types: ['pet', 'record'] },
  { name: 'VIP', colour: 'teal', types: ['client'] },
  { name: 'Payment overdue', colour: 'yellow', types: ['client'] },
  { name: 'Emergency', colour: 'black', types: ['appointment', 'record'] },
];

/** Stage of the n-th checked-in visit of today and minutes since it entered that stage. */
const BOARD: { stage: string; minutesInStage: number }[] = [
  { stage: 'discharged', minutesInStage: 55 },
  { stage: 'ready_for_discharge', minutesInStage: 8 },
  { stage: 'in_treatment', minutesInStage: 42 },
  { stage: 'in_consultation', minutesInStage: 12 },
  { stage: 'waiting', minutesInStage: 24 },
  { stage: 'checked_in', minutesInStage: 3 },
];

export const seedBoard: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const clinicRows = await tx.select({ id: clinics.id, timezone: clinics.timezone }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  const at = (d: DateTime) => d.toJSDate();
  for (const clinic of clinicRows) {
    const tagRows = await tx.insert(tags).values(TAGS.map((tag) => ({ clinicId: clinic.id, name: tag.name, colour: tag.colour, entityTypes: tag.types, createdAt: now, updatedAt: now }))).returning();
    const tagByName = new Map(tagRows.map((r) => [r.name, r]));

    const today = DateTime.fromJSDate(now).setZone(clinic.timezone).startOf('day');
    const todays = await tx.select().from(appointments).where(and(
      eq(appointments.clinicId, clinic.id), gte(appointments.startsAt, at(today)), lt(appointments.startsAt, at(today.plus({ days: 1 }))),
      notInArray(appointments.status, [6, 7, 9]),
    )).orderBy(asc(appointments.startsAt), asc(appointments.id));
    const boardAppointments = todays.slice(0, BOARD.length);
    const nowDt = DateTime.fromJSDate(now);
    for (const [i, appt] of boardAppointments.entries()) {
      const plan = BOARD[i];
      const entered = DateTime.max(today, nowDt.minus({ minutes: plan.minutesInStage }));
      const checkedIn = DateTime.max(today, DateTime.min(DateTime.fromJSDate(appt.startsAt).minus({ minutes: 10 }), entered.minus({ minutes: 5 + 7 * (BOARD.length - i) })));
      const [visit] = await tx.insert(visits).values({
        clinicId: clinic.id, appointmentId: appt.id, stage: plan.stage, enteredStageAt: at(entered), checkedInAt: at(checkedIn), checkedInBy: appt.vetId,
        dischargedAt: plan.stage === 'discharged' ? at(entered) : null, version: plan.stage === 'checked_in' ? 1 : 2, createdAt: at(checkedIn), updatedAt: at(entered),
      }).returning();
      await tx.insert(visitStageChanges).values({ visitId: visit.id, kind: 'check_in', fromStage: null, toStage: 'checked_in', changedBy: appt.vetId, changedAt: at(checkedIn) });
      if (plan.stage !== 'checked_in') {
        await tx.insert(visitStageChanges).values({ visitId: visit.id, kind: 'move', fromStage: 'checked_in', toStage: plan.stage, previousEnteredAt: at(checkedIn), changedBy: appt.vetId, changedAt: at(entered) });
      }
    }

    // Tags: most of the board's patients and some other patients and clients of this clinic.
    const boardPets = boardAppointments.length
      ? await tx.select({ id: appointmentPets.petId }).from(appointmentPets).where(inArray(appointmentPets.appointmentId, boardAppointments.map((a) => a.id))).orderBy(asc(appointmentPets.petId))
      : [];
    const otherPets = await tx.selectDistinct({ id: pets.id }).from(pets)
      .innerJoin(appointmentPets, eq(appointmentPets.petId, pets.id)).innerJoin(appointments, eq(appointments.id, appointmentPets.appointmentId))
      .where(and(eq(pets.groupId, groupId), eq(appointments.clinicId, clinic.id), isNull(pets.archivedAt))).orderBy(asc(pets.id)).limit(40);
    const petTagNames = ['Aggressive', 'Senior', 'Diabetic', 'Anxious', 'Allergic'];
    const petTags = new Map<number, Set<string>>();
    const addPetTag = (petId: number, name: string) => petTags.set(petId, (petTags.get(petId) ?? new Set()).add(name));
    boardPets.forEach((p, i) => {
      if (i % 3 !== 2) addPetTag(p.id, petTagNames[i % petTagNames.length]);
    });
    for (const p of otherPets) if (rand.chance(0.3)) addPetTag(p.id, rand.pick(petTagNames));
    const clientIds = [...new Set([...boardAppointments.map((a) => a.clientId), ...(await tx.select({ id: petParents.id }).from(petParents).where(eq(petParents.groupId, groupId)).orderBy(asc(petParents.id)).limit(30)).map((c) => c.id)])]
      .filter((id): id is number => id !== null);
    const rows: (typeof taggables.$inferInsert)[] = [];
    for (const [petId, names] of petTags) for (const name of names) rows.push({ tagId: tagByName.get(name)!.id, entityType: 'pet', entityId: petId, createdAt: now });
    clientIds.forEach((id, i) => {
      if (i === 0 || rand.chance(0.2)) rows.push({ tagId: tagByName.get(i % 4 === 1 ? 'Payment overdue' : 'VIP')!.id, entityType: 'client', entityId: id, createdAt: now });
    });
    if (boardAppointments[2]) rows.push({ tagId: tagByName.get('Emergency')!.id, entityType: 'appointment', entityId: boardAppointments[2].id, createdAt: now });
    if (rows.length) await tx.insert(taggables).values(rows).onConflictDoNothing();
  }
};
