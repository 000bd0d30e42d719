import { and, asc, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { appointmentPets, appointments, clinicMemberships, clinics, pets, services, staffUsers, taskTemplates, tasks } from '../../schema/index';
import type { ExtrasSeeder } from './index';

// Demo task templates and tasks for every clinic of the demo group: some overdue, some due
// today, upcoming ones, a few done or cancelled, so each tab and filter of the Tasks page shows rows.

const TEMPLATES: { name: string; description: string; offsetMinutes: number }[] = [
  { name: 'Call owner with lab results', description: 'Explain the results in plain words and book a recheck if needed.', offsetMinutes: 24 * 60 },
  { name: 'Post-op check call', description: 'Ask about appetite, wound, pain and activity. Note anything unusual.', offsetMinutes: 24 * 60 },
  { name: 'Vaccine booster reminder', description: 'Remind the owner that the booster is due and offer a time.', offsetMinutes: 7 * 24 * 60 },
  { name: 'Refill prescription', description: 'Prepare the refill and tell the owner when it can be picked up.', offsetMinutes: 4 * 60 },
  { name: 'Order special food', description: 'Order the prescribed diet from the supplier.', offsetMinutes: 2 * 24 * 60 },
  { name: 'Send estimate to owner', description: 'Send the treatment estimate and follow up if not approved.', offsetMinutes: 8 * 60 },
  { name: 'Dental recheck call', description: 'Check on eating after the dental procedure.', offsetMinutes: 3 * 24 * 60 },
  { name: 'Follow up on missed appointment', description: 'Call the owner and offer a new time.', offsetMinutes: 2 * 60 },
  { name: 'Update vaccination record', description: 'Enter the vaccination given elsewhere into the record.', offsetMinutes: 24 * 60 },
  { name: 'Check hospitalised patient', description: 'Vitals, fluids, medication; note in the record.', offsetMinutes: 60 },
  { name: 'Request referral documents', description: 'Ask the referring clinic for the history and imaging.', offsetMinutes: 2 * 24 * 60 },
  { name: 'Weight check reminder', description: 'Ask the owner to come for a weight check.', offsetMinutes: 14 * 24 * 60 },
];

/** Services whose charging creates a follow-up task ("Task when charged"): service name → template name. */
const TASK_WHEN_CHARGED: Record<string, string> = {
  'Dental check': 'Dental recheck call',
  'Annual vaccination': 'Vaccine booster reminder',
  'Pre-surgery consultation': 'Send estimate to owner',
};

/** Due day relative to today (clinic zone) and status: overdue, today, the coming days, a few closed. */
const PLAN: { days: number | null; status: number }[] = [
  { days: -3, status: 0 }, { days: -2, status: 1 }, { days: -1, status: 0 }, { days: -1, status: 0 },
  { days: 0, status: 1 }, { days: 0, status: 0 }, { days: 0, status: 0 }, { days: 0, status: 0 },
  { days: 1, status: 0 }, { days: 1, status: 0 }, { days: 2, status: 0 }, { days: 3, status: 0 },
  { days: 5, status: 0 }, { days: 7, status: 0 }, { days: 10, status: 0 }, { days: null, status: 0 },
  { days: null, status: 0 }, { days: -2, status: 2 }, { days: -1, status: 2 }, { days: 0, status: 2 },
  { days: -4, status: 3 }, { days: -1, status: 2 },
];

export const seedTasks: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const clinicRows = await tx.select({ id: clinics.id, timezone: clinics.timezone }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  for (const clinic of clinicRows) {
    // Patients seen at this clinic, so the tasks are about its own patients.
    const petRows = await tx
      .selectDistinct({ id: pets.id })
      .from(pets)
      .innerJoin(appointmentPets, eq(appointmentPets.petId, pets.id))
      .innerJoin(appointments, eq(appointments.id, appointmentPets.appointmentId))
      .where(and(eq(pets.groupId, groupId), eq(appointments.clinicId, clinic.id), isNull(pets.archivedAt)))
      .orderBy(asc(pets.id));
    const staff = await tx
      .select({ id: staffUsers.id })
      .from(clinicMemberships)
      .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
      .where(and(eq(clinicMemberships.clinicId, clinic.id), eq(staffUsers.isActive, true)))
      .orderBy(asc(staffUsers.id));
    const templates = await tx.insert(taskTemplates).values(TEMPLATES.map((tpl) => ({
      clinicId: clinic.id, name: tpl.name, description: tpl.description, dueOffsetMinutes: tpl.offsetMinutes, createdAt: now,
    }))).returning();
    for (const [service, template] of Object.entries(TASK_WHEN_CHARGED)) {
      const tpl = templates.find((x) => x.name === template);
      if (tpl) await tx.update(services).set({ taskTemplateId: tpl.id }).where(and(eq(services.clinicId, clinic.id), eq(services.name, service)));
    }

    // Every staff member gets some tasks, so "My tasks" is never empty for a demo login.
    const rows = PLAN.map((p, i) => {
      const tpl = rand.chance(0.75) ? rand.pick(templates) : null;
      const pet = petRows.length && rand.chance(0.8) ? rand.pick(petRows) : null;
      // Working-hours due times on the quarter hour in the clinic's zone, as a person would pick them.
      const due = p.days === null ? null
        : DateTime.fromJSDate(now).setZone(clinic.timezone).plus({ days: p.days })
          .set({ hour: rand.int(8, 17), minute: rand.pick([0, 15, 30, 45]), second: 0, millisecond: 0 }).toJSDate();
      const created = new Date(Math.min(now.getTime(), (due ?? now).getTime()) - rand.int(1, 72) * 3_600_000);
      return {
        clinicId: clinic.id,
        title: tpl?.name ?? rand.pick(['Call the owner back', 'Check stock of vaccines', 'Prepare discharge notes', 'Confirm surgery time']),
        description: tpl?.description ?? null,
        status: p.status,
        vetId: staff.length ? staff[i % staff.length].id : null,
        petId: pet?.id ?? null,
        templateId: tpl?.id ?? null,
        datetimeStartUtc: due,
        createdBy: staff.length ? rand.pick(staff).id : null,
        createdAt: created,
        updatedAt: created,
        completedAt: p.status === 2 ? new Date(Math.min(now.getTime(), (due ?? now).getTime() + 30 * 60_000)) : null,
      };
    });
    await tx.insert(tasks).values(rows);
  }
};
