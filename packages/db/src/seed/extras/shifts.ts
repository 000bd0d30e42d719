import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinicMemberships, clinics, shiftTemplateEntries, shiftTemplates, shifts, staffUsers, vetWorkingHours } from '../../schema/index';
import type { ExtrasSeeder } from './index';

// Demo shifts for every clinic of the demo group: two templates, this week published exactly as the
// vets' weekly hours (so availability and the seeded appointments agree), and next week as drafts
// with a few changes — one of them shortens a day, so publishing shows the conflict dialog.

interface Line { vetId: number; day: number; start: string; end: string }

const hhmm = (t: string) => t.slice(0, 5);

function instant(zone: string, date: string, time: string) {
  if (time === '24:00') return DateTime.fromISO(date, { zone }).plus({ days: 1 }).startOf('day').toJSDate();
  return DateTime.fromISO(`${date}T${time}`, { zone }).toJSDate();
}

function weekRows(clinicId: number, zone: string, monday: DateTime, lines: Line[], status: 'draft' | 'published', createdBy: number | null, publishedAt: Date | null) {
  return lines.map((l) => {
    const date = monday.plus({ days: l.day - 1 }).toISODate()!;
    return { clinicId, vetId: l.vetId, startsAt: instant(zone, date, l.start), endsAt: instant(zone, date, l.end), status, createdBy, publishedAt, note: null };
  });
}

export const seedShifts: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const clinicRows = await tx.select().from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  for (const clinic of clinicRows) {
    const vets = await tx.select({ id: staffUsers.id }).from(clinicMemberships)
      .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
      .where(and(eq(clinicMemberships.clinicId, clinic.id), eq(staffUsers.isVet, true), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)))
      .orderBy(asc(staffUsers.id));
    if (!vets.length) continue;
    const hours = await tx.select().from(vetWorkingHours)
      .where(and(eq(vetWorkingHours.clinicId, clinic.id), inArray(vetWorkingHours.vetId, vets.map((v) => v.id))))
      .orderBy(asc(vetWorkingHours.vetId), asc(vetWorkingHours.day), asc(vetWorkingHours.startTime));
    const weekly: Line[] = hours.map((h) => ({ vetId: h.vetId, day: h.day, start: hhmm(h.startTime), end: hhmm(h.endTime) }));
    if (!weekly.length) continue;

    const [standard] = await tx.insert(shiftTemplates).values({ clinicId: clinic.id, name: 'Standard week' }).returning();
    await tx.insert(shiftTemplateEntries).values(weekly.map((l) => ({ templateId: standard.id, vetId: l.vetId, day: l.day, startTime: l.start, endTime: l.end })));
    const reduced = weekly.filter((l) => l.start < '15:00').map((l) => ({ ...l, end: l.end > '15:00' ? '15:00' : l.end }));
    const [summer] = await tx.insert(shiftTemplates).values({ clinicId: clinic.id, name: 'Summer hours (until 15:00)' }).returning();
    if (reduced.length) await tx.insert(shiftTemplateEntries).values(reduced.map((l) => ({ templateId: summer.id, vetId: l.vetId, day: l.day, startTime: l.start, endTime: l.end })));

    const zone = clinic.timezone;
    const thisMonday = DateTime.fromJSDate(now, { zone }).startOf('week');
    const publishedAt = thisMonday.minus({ days: 3 }).toJSDate();
    await tx.insert(shifts).values(weekRows(clinic.id, zone, thisMonday, weekly, 'published', null, publishedAt));

    // Next week's drafts: the standard week, one vet leaving two hours early on their first day
    // (the conflict dialog's example) and another taking an extra morning on a day they are off.
    const drafts = weekly.map((l) => ({ ...l }));
    const shortened = rand.pick(vets).id;
    const first = drafts.find((l) => l.vetId === shortened);
    if (first) {
      const end = DateTime.fromISO(`2000-01-01T${first.end === '24:00' ? '23:59' : first.end}`).minus({ hours: 2 });
      if (end.toFormat('HH:mm') > first.start) first.end = end.toFormat('HH:mm');
    }
    const extraVet = rand.pick(vets).id;
    const offDays = [1, 2, 3, 4, 5, 6].filter((day) => !drafts.some((l) => l.vetId === extraVet && l.day === day));
    if (offDays.length) drafts.push({ vetId: extraVet, day: rand.pick(offDays), start: '09:00', end: '13:00' });
    await tx.insert(shifts).values(weekRows(clinic.id, zone, thisMonday.plus({ weeks: 1 }), drafts, 'draft', null, null));
  }
};
