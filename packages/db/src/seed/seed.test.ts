import { verify } from '@node-rs/argon2';
import { and, asc, count, eq, gt, inArray } from 'drizzle-orm';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle, type Db } from '../client';
import * as schema from '../schema/index';
import { appointments, clinicScheduleIntervals, clinics, diagnoses, petParents, petProblems, pets, prescriptions, servicePackages, services, staffUsers, vetWorkingHours } from '../schema/index';
import { DIAGNOSIS_CATALOGUE } from './diagnoses/index';
import { seedDemo, type DemoSummary } from './index';

// Each file seeds the whole demo on the embedded database (some twice): minutes on a busy 2-core CI machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 240_000 });

// A Wednesday; the ±28-day window crosses both DST changes (US 9 March, EU 30 March).
const NOW = new Date('2025-03-12T10:20:00Z');
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

async function appointmentList(db: Db) {
  const rows = await db.select({ vetId: appointments.vetId, startsAt: appointments.startsAt, status: appointments.status })
    .from(appointments).orderBy(asc(appointments.startsAt), asc(appointments.vetId));
  return rows.map((r) => `${r.vetId} ${r.startsAt.toISOString()} ${r.status}`);
}

async function rowCounts(db: Db) {
  const out: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    out[getTableName(table)] = row.n;
  }
  return out;
}

describe('seedDemo', () => {
  let h: DatabaseHandle;
  let db: Db;
  let summary: DemoSummary;
  let clinicRows: (typeof clinics.$inferSelect)[];

  beforeAll(async () => {
    h = await openDatabase({});
    db = h.db;
    summary = await seedDemo(db, { now: NOW });
    clinicRows = await db.select().from(clinics).orderBy(asc(clinics.id));
  });
  afterAll(() => h?.close());

  it('returns the group, both clinics and the demo logins', () => {
    expect(summary.groupName).toBe('Happy Paws Veterinary Group');
    expect(summary.clinics.map((c) => c.slug)).toEqual(['happy-paws', 'city-vets']);
    expect(summary.logins.map((l) => l.email)).toEqual(['admin@happypaws.test', 'vet@happypaws.test', 'reception@cityvets.test']);
    expect(summary.logins[0].clinics).toEqual(['happy-paws', 'city-vets']);
  });

  it('stores demo1234 argon2 hashes for the demo logins and the demo pet parent', async () => {
    const emails = summary.logins.map((l) => l.email);
    const staff = await db.select().from(staffUsers).where(inArray(staffUsers.email, emails));
    expect(staff).toHaveLength(3);
    for (const s of staff) expect(await verify(s.passwordHash!, 'demo1234')).toBe(true);
    const [parent] = await db.select().from(petParents).where(eq(petParents.email, 'ana.marin@example.ro'));
    expect(parent.activatedAt).not.toBeNull();
    expect(await verify(parent.passwordHash!, 'demo1234')).toBe(true);
  });

  it('gives each clinic ≥ 3 vets with hours, ≥ 6 bookable services and exactly one deposit', async () => {
    for (const c of clinicRows) {
      const vets = await db.selectDistinct({ vetId: vetWorkingHours.vetId }).from(vetWorkingHours).where(eq(vetWorkingHours.clinicId, c.id));
      expect(vets.length).toBeGreaterThanOrEqual(3);
      const bookable = await db.selectDistinct({ id: services.id }).from(services)
        .innerJoin(servicePackages, and(eq(servicePackages.serviceId, services.id), eq(servicePackages.isEnabled, true)))
        .where(and(eq(services.clinicId, c.id), eq(services.isVisible, true)));
      expect(bookable.length).toBeGreaterThanOrEqual(6);
      const deposits = await db.select({ id: services.id }).from(services).where(and(eq(services.clinicId, c.id), gt(services.depositMinor, 0)));
      expect(deposits).toHaveLength(1);
    }
  });

  it('uses every status 0–9 at least twice per clinic, with appointments today', async () => {
    for (const c of clinicRows) {
      const rows = await db.select().from(appointments).where(eq(appointments.clinicId, c.id));
      expect(rows.length).toBeGreaterThanOrEqual(100);
      for (let st = 0; st <= 9; st++) expect(rows.filter((r) => r.status === st).length, `status ${st} in ${c.slug}`).toBeGreaterThanOrEqual(2);
      const today = DateTime.fromJSDate(NOW).setZone(c.timezone).toISODate();
      expect(rows.filter((r) => DateTime.fromJSDate(r.startsAt).setZone(c.timezone).toISODate() === today).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps appointments on the grid, inside the vet hours and opening hours, ±28 days, without overlaps', async () => {
    const hours = await db.select().from(vetWorkingHours);
    const opening = await db.select().from(clinicScheduleIntervals);
    const rows = await db.select().from(appointments).orderBy(asc(appointments.vetId), asc(appointments.startsAt));
    for (const a of rows) {
      const c = clinicRows.find((x) => x.id === a.clinicId)!;
      const s = DateTime.fromJSDate(a.startsAt).setZone(c.timezone);
      const e = DateTime.fromJSDate(a.endsAt).setZone(c.timezone);
      const sm = s.hour * 60 + s.minute;
      const em = e.hour * 60 + e.minute;
      const where = `${c.slug} vet ${a.vetId} ${s.toISO()}`;
      expect(s.toISODate(), where).toBe(e.toISODate());
      expect(sm % 15, where).toBe(0);
      expect(Math.abs(s.diff(DateTime.fromJSDate(NOW), 'days').days), where).toBeLessThanOrEqual(29);
      const fits = (list: { clinicId: number; day: number; startTime: string; endTime: string }[]) =>
        list.some((x) => x.clinicId === c.id && x.day === s.weekday && minutes(x.startTime) <= sm && em <= minutes(x.endTime));
      expect(fits(hours.filter((x) => x.vetId === a.vetId)), `outside vet hours: ${where}`).toBe(true);
      expect(fits(opening), `outside opening: ${where}`).toBe(true);
    }
    const occupying = rows.filter((r) => ![6, 7, 9].includes(r.status));
    for (let i = 1; i < occupying.length; i++) {
      const [p, q] = [occupying[i - 1], occupying[i]];
      if (p.vetId === q.vetId) expect(q.startsAt.getTime()).toBeGreaterThanOrEqual(p.endsAt.getTime());
    }
  });

  it('does nothing on a second call and returns the same summary', async () => {
    const before = await rowCounts(db);
    expect(await seedDemo(db, { now: new Date('2030-01-01T00:00:00Z') })).toEqual(summary);
    expect(await rowCounts(db)).toEqual(before);
  });

  it('gives identical appointments on a fresh database for the same now', async () => {
    const other = await openDatabase({});
    try {
      await seedDemo(other.db, { now: NOW });
      expect(await appointmentList(other.db)).toEqual(await appointmentList(db));
    } finally {
      await other.close();
    }
  });

  it('gives each clinic the diagnosis catalogue and every pet a problem and a prescription, some active', async () => {
    for (const c of clinicRows) {
      const [{ n }] = await db.select({ n: count() }).from(diagnoses).where(eq(diagnoses.clinicId, c.id));
      expect(n).toBe(DIAGNOSIS_CATALOGUE.length);
    }
    const petIds = (await db.select({ id: pets.id }).from(pets)).map((p) => p.id);
    const withProblem = new Set((await db.select({ id: petProblems.petId }).from(petProblems)).map((r) => r.id));
    const rx = await db.select({ petId: prescriptions.petId, status: prescriptions.status }).from(prescriptions);
    const withRx = new Set(rx.map((r) => r.petId));
    for (const id of petIds) {
      expect(withProblem.has(id), `pet ${id} problem`).toBe(true);
      expect(withRx.has(id), `pet ${id} prescription`).toBe(true);
    }
    expect(rx.filter((r) => r.status === 'ACTIVE').length).toBeGreaterThanOrEqual(petIds.length);
    expect(rx.some((r) => r.status === 'COMPLETED') && rx.some((r) => r.status === 'CANCELLED')).toBe(true);
  });

  it('gives each clinic a posted credit note of a paid sale with part of it refunded, never beyond what was paid', async () => {
    for (const c of clinicRows) {
      const notes = await db.select().from(schema.creditNotes).where(and(eq(schema.creditNotes.clinicId, c.id), eq(schema.creditNotes.status, 'posted')));
      expect(notes.length, `clinic ${c.id}`).toBeGreaterThanOrEqual(1);
      const refunded = await db.select().from(schema.refunds).where(eq(schema.refunds.creditNoteId, notes[0].id));
      expect(refunded.length).toBe(1);
      const paid = await db.select().from(schema.salePayments).where(eq(schema.salePayments.saleId, notes[0].saleId));
      expect(refunded[0].amountMinor).toBeLessThanOrEqual(Math.min(notes[0].excessMinor, paid.filter((p) => p.method === refunded[0].method).reduce((x, p) => x + p.appliedMinor, 0)));
    }
  });

  it('gives identical problems and prescriptions on a fresh database for the same now', async () => {
    const other = await openDatabase({});
    const rows = (d: Db) => d.select({ pet: prescriptions.petId, drug: prescriptions.drug, status: prescriptions.status, at: prescriptions.prescribedAt }).from(prescriptions).orderBy(asc(prescriptions.id))
      .then((r) => r.map((x) => `${x.pet} ${x.drug} ${x.status} ${x.at.toISOString()}`));
    const problems = (d: Db) => d.select({ pet: petProblems.petId, name: petProblems.name, status: petProblems.status }).from(petProblems).orderBy(asc(petProblems.id))
      .then((r) => r.map((x) => `${x.pet} ${x.name} ${x.status}`));
    try {
      await seedDemo(other.db, { now: NOW });
      expect(await rows(other.db)).toEqual(await rows(db));
      expect(await problems(other.db)).toEqual(await problems(db));
    } finally {
      await other.close();
    }
  });
});
