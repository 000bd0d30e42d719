import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  appointmentPets, appointmentServices, appointments, documentTemplates, paymentDeposits, printedFiles, serviceCategories, servicePackages, services,
} from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { guest, makeBookableClinic, type BookableClinic } from '../../test/booking-factories';
import { bookWithDeposit, depositBookingBody, makeDepositClinic, nextSlot, pay } from '../../test/payments-factories';
import { makeParentAccount, parentLogin } from '../../test/parent-accounts-factories';
import { createDiskStorage, type FileStorage } from '../../providers/storage/file-storage';
import { generatePrintableFiles } from './printable-files';

type Headers = Record<string, string>;

describe('printable files of services and visit types', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let storage: FileStorage;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers: Headers = adminA) =>
    t.app.inject({ method, url: `/api/v1${url}`, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const template = async (clinicId: number, name: string, archived = false) => (await db().insert(documentTemplates).values({
    clinicId, name, type: 'certificate', language: 'en', body: `# ${name}\nPet: {{pet.nickname}}\nOwner: {{client.full_name}}`, archivedAt: archived ? new Date() : null,
  }).returning())[0];

  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'printables-'));
    storage = createDiskStorage(path.join(dataDir, 'files'));
    t = await makeTestApp({ dataDir, storage });
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
  });
  afterAll(() => t.close());

  it('should keep printable_files on a service, refusing templates of another clinic or archived ones', async () => {
    const [cat] = await db().insert(serviceCategories).values({ clinicId: a.clinic.id, name: 'Vaccines' }).returning();
    const mine = await template(a.clinic.id, 'Vaccination certificate');
    const archived = await template(a.clinic.id, 'Old', true);
    const theirs = await template(b.clinic.id, 'Theirs');
    const body = { name: 'Rabies', category_id: cat.id, duration: 15, color: '#3366ff', description: '', price: 50, deposit_for_online_booking: 0, vet_ids: [], is_visible: true, is_notifiable: true, order: 0 };
    for (const bad of [[theirs.id], [archived.id], [mine.id, 2_000_000]]) {
      const res = await req('POST', '/services', { ...body, printable_files: bad });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty('printable_files');
    }
    const ok = await req('POST', '/services', { ...body, printable_files: [mine.id, mine.id] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.printable_files).toEqual([{ id: mine.id, name: 'Vaccination certificate' }]);
    // An update that leaves the field out keeps it.
    const upd = await req('PUT', `/services/${ok.json().data.id}`, { ...body, name: 'Rabies booster' });
    expect(upd.json().data.printable_files).toEqual([{ id: mine.id, name: 'Vaccination certificate' }]);
  });

  it('should generate the service\'s documents for the booked pet when the appointment is confirmed, once, and show them to the parent', async () => {
    const cert = await template(a.clinic.id, 'Certificate <b>');
    const discharge = await template(a.clinic.id, 'Discharge');
    const [svc] = await db().insert(services).values({ clinicId: a.clinic.id, name: 'Vaccination', duration: 15, color: '#ffffff', printableFiles: [cert.id, discharge.id] }).returning();
    const [pkg] = await db().insert(servicePackages).values({ clinicId: a.clinic.id, serviceId: svc.id, name: 'Vaccination' }).returning();
    const { parent, pet, email } = await makeParentAccount(db(), a.group.id);
    const startsAt = new Date(Date.now() + 3 * 24 * 3600_000);
    const [appt] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId: parent.id, status: 2, startsAt, endsAt: new Date(startsAt.getTime() + 900_000) }).returning();
    await db().insert(appointmentPets).values({ appointmentId: appt.id, petId: pet.id });
    await db().insert(appointmentServices).values({ appointmentId: appt.id, servicePackageId: pkg.id });
    expect(await db().select().from(printedFiles).where(eq(printedFiles.appointmentId, appt.id))).toEqual([]);

    const res = await req('POST', `/appointments/${appt.id}/confirm`, {});
    expect(res.statusCode, res.body).toBe(200);
    const files = await db().select().from(printedFiles).where(eq(printedFiles.appointmentId, appt.id));
    expect(files.map((f) => [f.documentTemplateId, f.petId, f.parentId, f.source]).sort()).toEqual([[cert.id, pet.id, parent.id, 'clinic'], [discharge.id, pet.id, parent.id, 'clinic']].sort());

    // A snapshot: editing the template afterwards changes nothing stored, and generating again adds nothing.
    await db().update(documentTemplates).set({ body: 'changed' }).where(eq(documentTemplates.id, cert.id));
    expect(await generatePrintableFiles(db(), storage, appt.id)).toBe(0);

    const { headers } = await parentLogin(t.app, email, a.clinic.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/for-pet-parents/printed-files', headers });
    const mine = (list.json().data as { id: number; name: string; content_type: string }[]).filter((f) => files.some((x) => x.id === f.id));
    expect(mine).toHaveLength(2);
    expect(mine.map((f) => f.name).sort()).toEqual([`Certificate <b> — ${pet.nickname}.pdf`.replace(/[<>]/g, ''), `Discharge — ${pet.nickname}.pdf`].sort());
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/for-pet-parents/printed-files/${mine[0].id}/download`, headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('should generate them once when an online booking is auto-confirmed, and not while the booking waits for the clinic', async () => {
    const day = DateTime.now().setZone('Europe/Bucharest').plus({ days: 3 }).toISODate()!;
    const onlineBooking = async (clinic: BookableClinic, key: string) => {
      await db().update(services).set({ printableFiles: [(await template(clinic.clinic.id, 'Consent')).id] }).where(eq(services.id, clinic.vaccine.service.id));
      const slots = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${clinic.clinic.slug}/vets-timeslots?start_date=${day}&end_date=${day}&service_package_ids[0]=${clinic.vaccine.packageId}&vet_id=${clinic.vets[0].id}` });
      const start = (slots.json().data as { schedule: Record<string, string[]> }[])[0].schedule[day][0];
      const payload = {
        clinic_id: clinic.clinic.id, datetime_start_utc: start, vet_id: clinic.vets[0].id, service_package_ids: [clinic.vaccine.packageId],
        pets: [{ nickname: 'Rex', species_id: clinic.dog.id, breed_id: clinic.lab.id, gender: 'male' }, { nickname: 'Bella', species_id: clinic.dog.id, gender: 'female' }], ...guest(),
      };
      const post = () => t.app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/appointments', headers: { 'idempotency-key': key }, payload });
      const first = await post();
      expect(first.statusCode, first.body).toBe(201);
      // The same request again (a retry): answered from the first result, nothing generated twice.
      const again = await post();
      expect(again.json().data.id).toBe(first.json().data.id);
      return first.json().data as { id: number; status: number };
    };

    const auto = await makeBookableClinic(db(), { autoConfirm: true });
    const booked = await onlineBooking(auto, 'auto-confirm-printables-1');
    expect(booked.status).toBe(5);
    const files = await db().select().from(printedFiles).where(eq(printedFiles.appointmentId, booked.id));
    const petIds = (await db().select().from(appointmentPets).where(eq(appointmentPets.appointmentId, booked.id))).map((p) => p.petId);
    expect(petIds).toHaveLength(2);
    expect(files.map((f) => f.petId).sort()).toEqual([...petIds].sort());
    expect(new Set(files.map((f) => f.parentId)).size).toBe(1);
    expect(await generatePrintableFiles(db(), storage, booked.id)).toBe(0);
    expect(await storage.exists(files[0].storageKey)).toBe(true);

    const manual = await makeBookableClinic(db(), { autoConfirm: false });
    const waiting = await onlineBooking(manual, 'auto-confirm-printables-2');
    expect(waiting.status).toBe(2);
    expect(await db().select().from(printedFiles).where(inArray(printedFiles.appointmentId, [waiting.id]))).toEqual([]);
  });

  it('should generate them when a deposit booking is paid and the clinic auto-confirms, once', async () => {
    const c = await makeDepositClinic(db(), { autoConfirm: true });
    await db().update(services).set({ printableFiles: [(await template(c.clinic.id, 'Surgery consent')).id] }).where(eq(services.id, c.surgery.service.id));
    const d = (await bookWithDeposit(t.app, depositBookingBody(c, nextSlot()))).json().data as { id: string; appointment: { id: number } };
    const appointmentId = (await db().select({ appointmentId: paymentDeposits.appointmentId }).from(paymentDeposits).where(eq(paymentDeposits.id, d.id)))[0].appointmentId;
    // Held for the payment: nothing yet.
    expect(await db().select().from(printedFiles).where(eq(printedFiles.appointmentId, appointmentId))).toEqual([]);
    const paid = await pay(t.app, d.id);
    expect(paid.json().data.appointment.status).toBe(5);
    const files = await db().select().from(printedFiles).where(eq(printedFiles.appointmentId, appointmentId));
    expect(files).toHaveLength(1);
    expect(await generatePrintableFiles(db(), storage, appointmentId)).toBe(0);
  });
});
