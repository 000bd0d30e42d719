import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  appointmentPets, appointmentServices, appointments, breeds, consentRequests, documentTemplates, reminderRules, webhookDeliveries, webhookEndpoints, recordFieldValues, recordTemplates, records, clinicClosures, clinicScheduleIntervals, communications, paymentDeposits, petParents, pets, roles, serviceCategories, servicePackages,
  diagnoses, discounts, plans, planItems, clientSubscriptions, savedCards, subscriptionPeriods, petProblems, prescriptions, recordDiagnoses, productCategories, products, suppliers, externalProductImports, externalProducts, reportInvoiceZips,
  serviceVets, services, shiftTemplateEntries, shiftTemplates, shifts, species, taskTemplates, tasks, vetTimeOff, vetWorkingHours, visitTypeCategories,
  visitTypeVets, visitTypes, type Db,
  taggables, tags, visitStageChanges, visits,
  anesthesiaMeasurements, anesthesiaSessions, vitals,
  purchaseOrders, shoppingListItems,
  saleLines, sales, creditNotes, creditNoteLines,
  estimateLines, estimateTemplateLines, estimateTemplates, estimates,
  cashUps,
  labIntegrations, labMessages, labOrders, labResults,
} from '@vetclinic/db';
import { BUILT_IN_ROLES, type BuiltInRole } from '@vetclinic/domain';
import type { FastifyInstance } from 'fastify';
import { makeClinic, makeGroup, makeStaff, staffHeaders } from '../../apps/api/src/test/factories';
import { makeParentAccount, parentLogin } from '../../apps/api/src/test/parent-accounts-factories';
import { makePetRequestRow } from '../../apps/api/src/test/clients-factories';

/** A clinic-local date (yyyy-MM-dd) `days` from now: closures far ahead, where no probe books. */
const farDate = (days: number) => new Date(Date.now() + days * 24 * 3600_000).toISOString().slice(0, 10);

/** Every kind of tenant row a route can address by id. */
export const RESOURCE_KINDS = [
  'clinic', 'vet', 'timeOff', 'role', 'appointment', 'serviceCategory', 'visitTypeCategory', 'service', 'servicePackage', 'visitType',
  'shift', 'shiftTemplate', 'client', 'pet', 'petRequest', 'task', 'taskTemplate', 'printedFile', 'communication', 'species', 'breed', 'paymentDeposit', 'closure',
  'tag', 'visit',
  'record', 'recordTemplate', 'documentTemplate', 'reminderRule', 'consentRequest',
  'diagnosis', 'recordDiagnosis', 'petProblem', 'prescription',
  'product', 'productCategory', 'supplier', 'externalImport', 'externalProduct', 'purchaseOrder', 'shoppingListItem',
  'vital', 'anesthesiaMeasurement',
  'discount',
  'sale', 'saleLine', 'issuedSale', 'issuedSaleLine', 'creditNote', 'cashUp',
  'estimate', 'estimateTemplate',
  'plan', 'subscription', 'savedCard',
  'invoiceZip',
  'webhookEndpoint', 'webhookDelivery',
  'labIntegration', 'labOrder', 'labMessage',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/** Row ids are integers, except rows whose id is an unguessable uuid (deposits). */
export type ResourceIds = Record<ResourceKind, number | string>;

/**
 * Rows that belong to one clinic of a group (the others are shared by the group's clinics: clients,
 * pets, species, breeds, roles, and what hangs on a client). The sibling clinic has one of each.
 */
export const CLINIC_KINDS = [
  'clinic', 'vet', 'timeOff', 'appointment', 'serviceCategory', 'visitTypeCategory', 'service', 'servicePackage', 'visitType',
  'shift', 'shiftTemplate', 'task', 'taskTemplate', 'paymentDeposit', 'closure',
  'tag', 'visit',
  'recordTemplate', 'documentTemplate', 'reminderRule', 'consentRequest',
  'diagnosis',
  'product', 'productCategory', 'supplier', 'externalImport', 'externalProduct', 'purchaseOrder', 'shoppingListItem',
  'discount',
  'sale', 'saleLine', 'issuedSale', 'issuedSaleLine', 'creditNote', 'cashUp',
  'estimate', 'estimateTemplate',
  'plan', 'subscription', 'savedCard',
  'invoiceZip',
  'webhookEndpoint', 'webhookDelivery',
  'labIntegration', 'labOrder', 'labMessage',
] as const satisfies readonly ResourceKind[];
export type ClinicKind = (typeof CLINIC_KINDS)[number];

/** The staff roles every group gets: the built-in ones plus a custom role without any permission. */
export const STAFF_ROLES = [...BUILT_IN_ROLES, 'none'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export interface SeededParent {
  /** On this parent's own rows (name, pet, document, visit notes). */
  marker: string;
  id: number;
  email: string;
  petId: number;
  printedFileId: number;
  appointmentId: number;
  /** A deposit the clinic asked for on that appointment. */
  depositId: string;
  /** A card saved for this parent (DELETE /for-pet-parents/saved-cards/:id). */
  savedCardId: number;
  headers: Record<string, string>;
}

export interface SeededTenant {
  /** Written into every text column of this tenant's rows: finding it in a response means the row leaked. */
  marker: string;
  groupId: number;
  clinicId: number;
  /** A second clinic of the same group where none of the seeded staff is a member. */
  unjoinedClinicId: number;
  /**
   * That second clinic's own rows (its vet, hours, catalogue, shifts, tasks, an appointment of this
   * tenant's client with a deposit), every text field carrying the sibling marker.
   */
  sibling: { marker: string; ids: Record<ClinicKind, number | string> };
  roleIds: Record<BuiltInRole, number>;
  ids: ResourceIds;
  /** Signed-in staff of each role, acting in this tenant's clinic. */
  staff: Record<StaffRole, { id: number; email: string; headers: Record<string, string> }>;
  parent: SeededParent;
}

const HOUR = 3600_000;

/** A clinic's record template (issue #14) whose texts carry the marker. */
const recordTemplateRow = (clinicId: number, marker: string) => ({
  clinicId, name: `${marker} Consultation`, description: `${marker} template`, isDefault: true,
  sections: [{ key: 'main', title: `${marker} Findings`, fields: [{ key: 'notes', label: `${marker} Notes`, type: 'markdown' as const }] }],
});
/** A clinic's reminder rule (issue #19) whose name carries the marker. */
const reminderRuleRow = (clinicId: number, marker: string) => ({
  clinicId, name: `${marker} Rabies reminder`, kind: 'vaccination' as const, sendMail: true, sendSms: true, leadDays: 7, intervalDays: 365,
});

/** A clinic's document template (issue #19) whose name and body carry the marker. */
const documentTemplateRow = (clinicId: number, marker: string) => ({
  clinicId, name: `${marker} Surgery consent`, type: 'consent_form' as const, language: 'en', body: `${marker} consent for {{pet.nickname}}`,
});
/** A small drawn signature (PNG, a stroke on white) for the consent the suites sign. */
const SIGNATURE_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAACgAAAAMCAAAAAA1qKCRAAAAPklEQVR42o3QUQoAUARE0bv/TXv1ShEGnzOnCIBdBoOT/eRivV9tKLXNjbAlnmybdXZaVKy4Plv9kmDXP7t9P+qkasj8LEkAAAAASUVORK5CYII=';

/**
 * A consent form sent from that template (issue #19). With `app` the client signs it through the public link, so
 * its signed PDF (stored, hash kept) is there for the routes that serve it; without, it stays unsigned.
 */
async function seedConsent(db: Db, t: { groupId: number; clinicId: number; clientId: number; petId: number; templateId: number }, marker: string, app?: FastifyInstance) {
  const now = new Date();
  const token = `${marker}-consent-${Math.random().toString(36).slice(2)}`;
  const [row] = await db.insert(consentRequests).values({
    groupId: t.groupId, clinicId: t.clinicId, petId: t.petId, clientId: t.clientId, templateId: t.templateId, templateVersion: 1,
    title: `${marker} Surgery consent`, language: 'en', html: `<p>${marker} consent</p>`, blocks: [{ kind: 'p', runs: [{ text: `${marker} consent`, bold: false }] }],
    channels: ['mail'], tokenHash: createHash('sha256').update(token).digest('hex'), expiresAt: new Date(now.getTime() + 14 * 24 * HOUR), sentAt: now,
  }).returning();
  if (app) {
    const signed = await app.inject({
      method: 'POST', url: `/api/v1/public/consent/${encodeURIComponent(token)}/sign`,
      payload: { signer_name: `${marker} Signer`, agree: true, signature: SIGNATURE_PNG },
    });
    if (signed.statusCode !== 200 && signed.statusCode !== 201) throw new Error(`seed consent not signed: ${signed.statusCode} ${signed.body}`);
  }
  return row.id;
}
const PDF = (marker: string) => Buffer.from(`%PDF-1.4\n% ${marker} lab report\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);

function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----proof${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A pet parent with an account, a pet, an uploaded document and an appointment, all named with the marker. */
async function seedParent(app: FastifyInstance, db: Db, t: { groupId: number; clinicId: number; vetId: number; packageId: number; speciesId: number }, marker: string, startsAt: Date) {
  const email = `${marker.toLowerCase()}.parent.${Date.now()}@${marker.toLowerCase()}.test`;
  const { parent, pet } = await makeParentAccount(db, t.groupId, { email, speciesId: t.speciesId });
  await db.update(petParents).set({ firstName: `${marker}Parent`, lastName: `${marker}Family`, address: `${marker} Street 1`, notes: `${marker} notes` }).where(eq(petParents.id, parent.id));
  await db.update(pets).set({ nickname: `${marker}Pet` }).where(eq(pets.id, pet.id));
  const { headers } = await parentLogin(app, email, t.clinicId);
  const upload = multipart({ clinic_id: String(t.clinicId), pet_id: String(pet.id) }, { name: `${marker}-report.pdf`, type: 'application/pdf', bytes: PDF(marker) });
  const res = await app.inject({ method: 'POST', url: '/api/v1/for-pet-parents/printed-files', headers: { ...headers, ...upload.headers }, payload: upload.payload });
  if (res.statusCode !== 201) throw new Error(`seed: upload failed ${res.statusCode} ${res.body}`);
  const printedFileId = (res.json() as { data: { id: number } }).data.id;
  const [appt] = await db.insert(appointments).values({
    clinicId: t.clinicId, vetId: t.vetId, clientId: parent.id, status: 5, startsAt, endsAt: new Date(startsAt.getTime() + HOUR / 2),
    source: 'staff', userNote: `${marker} user note`, staffNote: `${marker} staff note`, language: 'en',
  }).returning();
  await db.insert(appointmentServices).values({ appointmentId: appt.id, servicePackageId: t.packageId });
  await db.insert(appointmentPets).values({ appointmentId: appt.id, petId: pet.id });
  const [deposit] = await db.insert(paymentDeposits).values({
    clinicId: t.clinicId, appointmentId: appt.id, clientId: parent.id, purpose: 'clinic_request', status: 'due', amountMinor: 4000, currency: 'RON',
    provider: 'simulated', expiresAt: new Date(startsAt.getTime() - HOUR), language: 'en',
  }).returning();
  const [card] = await db.insert(savedCards).values({
    clinicId: t.clinicId, clientId: parent.id, provider: 'simulated', customerRef: `${marker}_pcustomer_${parent.id}`, cardRef: `${marker}_pcard_${parent.id}`,
    brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099,
  }).returning();
  return { marker, id: parent.id, email, depositId: deposit.id, petId: pet.id, printedFileId, appointmentId: appt.id, savedCardId: card.id, headers };
}

/**
 * Records (and what hangs on them: vitals, anesthesia) are read from any clinic of the group — a pet's history
 * follows it — and written only at their own clinic (lockWritableRecord, 404 elsewhere; API tests prove it), so
 * they are group rows here, not CLINIC_KINDS. A record of `petId` at the clinic with a set of vitals and an anesthesia session with one reading, texts carrying the marker. */
/** An open record's vitals and anesthesia readings (issue #14). */
async function seedRecordRows(db: Db, t: { groupId: number; clinicId: number; petId: number; vetId: number }, record: { id: number }, marker: string, at: Date) {
  const [vital] = await db.insert(vitals).values({ groupId: t.groupId, clinicId: t.clinicId, petId: t.petId, recordId: record.id, weightGrams: 12000, heartRate: 90, notes: `${marker} vitals note` }).returning();
  const [session] = await db.insert(anesthesiaSessions).values({ clinicId: t.clinicId, petId: t.petId, recordId: record.id, asaClass: 'II', notes: `${marker} anesthesia note`, startedAt: at }).returning();
  const [measurement] = await db.insert(anesthesiaMeasurements).values({ sessionId: session.id, recordId: record.id, measuredAt: at, heartRate: 90, spo2: 98 }).returning();
  return { vital: vital.id, anesthesiaMeasurement: measurement.id };
}

const parentLogins = new WeakMap<SeededTenant, Pick<typeof petParents.$inferSelect, 'email' | 'passwordHash' | 'activatedAt'>>();

/**
 * Logout, deactivation, archive and a password or e-mail change end a session at once (issue 11
 * #10), and suites probe those routes: puts the parent's login back as it was at the first call
 * (not archived, same e-mail and password) and signs in again each of `roles` and the parent whose
 * token no longer answers (headers are updated in place, so callers keep their references).
 */
export async function renewSessions(app: FastifyInstance, db: Db, t: SeededTenant, roles: readonly StaffRole[] = STAFF_ROLES) {
  if (!parentLogins.has(t)) {
    const [row] = await db.select({ email: petParents.email, passwordHash: petParents.passwordHash, activatedAt: petParents.activatedAt }).from(petParents).where(eq(petParents.id, t.parent.id));
    parentLogins.set(t, row);
  }
  await db.update(petParents).set({ archivedAt: null, ...parentLogins.get(t) }).where(eq(petParents.id, t.parent.id));
  for (const role of roles) {
    const me = await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: t.staff[role].headers.authorization } });
    if (me.statusCode === 401) Object.assign(t.staff[role].headers, await staffHeaders(app, t.staff[role].email, t.clinicId));
  }
  const me = await app.inject({ method: 'GET', url: '/api/v1/for-pet-parents/auth/me', headers: t.parent.headers });
  if (me.statusCode === 401) Object.assign(t.parent.headers, (await parentLogin(app, t.parent.email, t.clinicId)).headers);
}

/** A clinic's tag (on the pet) and a whiteboard visit of one of its appointments (issue #14). */
/** A lab integration, an order with one filed result, and a queued message (issue 20), all marked. */
async function seedLabs(db: Db, t: { clinicId: number; petId: number; recordId: number | null; vetId: number }, marker: string) {
  const [integration] = await db.insert(labIntegrations).values({
    clinicId: t.clinicId, name: `${marker} Reference lab`, kind: 'reference', adapter: 'drop_folder', sendingFacility: `${marker}CLINIC`, receivingFacility: `${marker}LAB`,
    inboundTokenHash: `${marker}${Date.now()}${Math.random()}`.padEnd(64, '0').slice(0, 64),
  }).returning();
  const [order] = await db.insert(labOrders).values({
    clinicId: t.clinicId, integrationId: integration.id, petId: t.petId, recordId: t.recordId, vetId: t.vetId, panelCode: 'T4', panelName: `${marker} Total T4`,
    placerOrderNumber: `${marker}-P1`, fillerOrderNumber: `${marker}-F1`, status: 'final', sentAt: new Date(), notes: `${marker} fasted`,
  }).returning();
  const raw = `MSH|^~\\&|LAB|${marker}LAB|VC|C|20261101||ORU^R01|${marker}-M1|P|2.5.1\rOBR|1|${marker}-P1\rOBX|1|NM|3026-2^T4||2.0|ug/dL|1-4|N|||F\r`;
  const [filed] = await db.insert(labMessages).values({ clinicId: t.clinicId, integrationId: integration.id, source: 'http', raw, status: 'filed', controlId: `${marker}-M1`, orderId: order.id }).returning();
  await db.insert(labResults).values({
    clinicId: t.clinicId, petId: t.petId, orderId: order.id, messageId: filed.id, recordId: t.recordId, analyteCode: '3026-2', analyteName: `${marker} T4`,
    value: '2.0', numericValue: 2, units: 'ug/dL', referenceRange: '1-4', refLow: 1, refHigh: 4, notes: `${marker} note`, observedAt: new Date(),
  });
  const [queued] = await db.insert(labMessages).values({
    clinicId: t.clinicId, integrationId: integration.id, source: 'http', raw: `${marker} not hl7`, status: 'queued', reasonCode: 'not_hl7', reasonDetail: `${marker} reason`,
  }).returning();
  return { labIntegration: integration.id, labOrder: order.id, labMessage: queued.id };
}

async function seedTagAndVisit(db: Db, clinicId: number, appointmentId: number, petId: number, marker: string) {
  const [tag] = await db.insert(tags).values({ clinicId, name: `${marker} Senior`.slice(0, 40), colour: 'purple', entityTypes: ['pet', 'client', 'appointment'] }).returning();
  await db.insert(taggables).values({ tagId: tag.id, entityType: 'pet', entityId: petId });
  const [visit] = await db.insert(visits).values({ clinicId, appointmentId, stage: 'waiting' }).returning();
  await db.insert(visitStageChanges).values([
    { visitId: visit.id, kind: 'check_in', fromStage: null, toStage: 'checked_in' },
    { visitId: visit.id, kind: 'move', fromStage: 'checked_in', toStage: 'waiting', previousEnteredAt: new Date() },
  ]);
  return { tag: tag.id, visit: visit.id };
}

/**
 * The second clinic's own rows: a vet who works only there, with hours and time off, its catalogue,
 * shifts, task template and task, and an appointment (with a deposit) of the group's `client`.
 */
async function seedSiblingClinic(db: Db, t: { groupId: number; clinicId: number; vetRoleId: number; client: { id: number; petId: number } }, marker: string, startsAt: Date) {
  const lower = marker.toLowerCase();
  const vet = await makeStaff(db, t.groupId, [{ clinicId: t.clinicId, roleId: t.vetRoleId }], { email: `vet.${Date.now()}@${lower}.test`, firstName: `${marker}vet`, lastName: `${marker}Staff`, isVet: true });
  await db.insert(vetWorkingHours).values([1, 2, 3, 4, 5].map((day) => ({ clinicId: t.clinicId, vetId: vet.id, day, startTime: '09:00', endTime: '17:00' })));
  const [timeOff] = await db.insert(vetTimeOff).values({ clinicId: t.clinicId, vetId: vet.id, startsAt: new Date(Date.now() + 45 * 24 * HOUR), endsAt: new Date(Date.now() + 46 * 24 * HOUR), reason: `${marker} holiday` }).returning();
  const [closure] = await db.insert(clinicClosures).values({ clinicId: t.clinicId, startDate: farDate(300), endDate: farDate(301), reason: `${marker} closure` }).returning();
  const [category] = await db.insert(serviceCategories).values({ clinicId: t.clinicId, name: `${marker} Surgery` }).returning();
  const [service] = await db.insert(services).values({ clinicId: t.clinicId, categoryId: category.id, name: `${marker} Operation`, duration: 30, color: '#663399', priceMinor: 30000, description: `${marker} service` }).returning();
  const [pkg] = await db.insert(servicePackages).values({ clinicId: t.clinicId, serviceId: service.id, name: `${marker} Operation package`, priceMinor: 30000 }).returning();
  await db.insert(serviceVets).values({ serviceId: service.id, vetId: vet.id });
  const [vtCategory] = await db.insert(visitTypeCategories).values({ clinicId: t.clinicId, name: `${marker} Visit kinds` }).returning();
  const [visitType] = await db.insert(visitTypes).values({ clinicId: t.clinicId, categoryId: vtCategory.id, name: `${marker} Dental`, duration: 20, color: '#339966', description: `${marker} visit` }).returning();
  await db.insert(visitTypeVets).values({ visitTypeId: visitType.id, vetId: vet.id });
  const [shift] = await db.insert(shifts).values({ clinicId: t.clinicId, vetId: vet.id, startsAt: startsAt, endsAt: new Date(startsAt.getTime() + 8 * HOUR), note: `${marker} shift` }).returning();
  const [shiftTemplate] = await db.insert(shiftTemplates).values({ clinicId: t.clinicId, name: `${marker} Week plan` }).returning();
  await db.insert(shiftTemplateEntries).values({ templateId: shiftTemplate.id, vetId: vet.id, day: 2, startTime: '09:00', endTime: '17:00' });
  const [taskTemplate] = await db.insert(taskTemplates).values({ clinicId: t.clinicId, name: `${marker} Recall`, description: `${marker} template`, dueOffsetMinutes: 60 }).returning();
  const [recordTemplate] = await db.insert(recordTemplates).values(recordTemplateRow(t.clinicId, marker)).returning();
  const [documentTemplate] = await db.insert(documentTemplates).values(documentTemplateRow(t.clinicId, marker)).returning();
  const [reminderRule] = await db.insert(reminderRules).values(reminderRuleRow(t.clinicId, marker)).returning();
  const [task] = await db.insert(tasks).values({ clinicId: t.clinicId, title: `${marker} Stitches out`, description: `${marker} task`, vetId: vet.id, petId: t.client.petId, templateId: taskTemplate.id, datetimeStartUtc: startsAt }).returning();
  const [productCategory] = await db.insert(productCategories).values({ clinicId: t.clinicId, name: `${marker} Vaccines` }).returning();
  const [supplier] = await db.insert(suppliers).values({ clinicId: t.clinicId, name: `${marker} Vet Supplies`, email: `orders@${lower}.test` }).returning();
  const [product] = await db.insert(products).values({ clinicId: t.clinicId, supplierId: supplier.id, categoryId: productCategory.id, name: `${marker} Rabies vaccine`, sku: `${marker}-RAB`, sellingPrice: 4000 }).returning();
  const [discount] = await db.insert(discounts).values({ clinicId: t.clinicId, name: `${marker} Staff pet`, type: 'percent', valueX100: 1500 }).returning();
  const estimateRows = await seedEstimate(db, { groupId: t.groupId, clinicId: t.clinicId, clientId: t.client.id, petId: t.client.petId, serviceId: service.id }, marker);
  const { externalImport, externalProduct } = await seedExternalProducts(db, t.clinicId, supplier.id, marker);
  const purchasing = await seedPurchasing(db, t.clinicId, supplier.id, product.id, marker);
  const apptStart = new Date(startsAt.getTime() + 24 * HOUR);
  const [appt] = await db.insert(appointments).values({
    clinicId: t.clinicId, vetId: vet.id, clientId: t.client.id, status: 5, startsAt: apptStart, endsAt: new Date(apptStart.getTime() + HOUR / 2),
    source: 'staff', userNote: `${marker} user note`, staffNote: `${marker} staff note`, language: 'en',
  }).returning();
  await db.insert(appointmentServices).values({ appointmentId: appt.id, servicePackageId: pkg.id });
  await db.insert(appointmentPets).values({ appointmentId: appt.id, petId: t.client.petId });
  const [deposit] = await db.insert(paymentDeposits).values({
    clinicId: t.clinicId, appointmentId: appt.id, clientId: t.client.id, purpose: 'clinic_request', status: 'due', amountMinor: 5000, currency: 'RON',
    provider: 'simulated', expiresAt: new Date(apptStart.getTime() - HOUR), language: 'en',
  }).returning();
  const { tag, visit } = await seedTagAndVisit(db, t.clinicId, appt.id, t.client.petId, marker);
  const [diagnosis] = await db.insert(diagnoses).values({ clinicId: t.clinicId, name: `${marker} Otitis`, description: `${marker} ear`, recommendation: `${marker} drops`, code: `${marker}1` }).returning();
  return {
    marker,
    ids: {
      tag, visit,
      diagnosis: diagnosis.id,
      clinic: t.clinicId, vet: vet.id, timeOff: timeOff.id, appointment: appt.id, serviceCategory: category.id, visitTypeCategory: vtCategory.id, service: service.id,
      servicePackage: pkg.id, visitType: visitType.id, shift: shift.id, shiftTemplate: shiftTemplate.id, task: task.id, taskTemplate: taskTemplate.id, paymentDeposit: deposit.id, closure: closure.id,
      recordTemplate: recordTemplate.id, documentTemplate: documentTemplate.id, reminderRule: reminderRule.id,
      consentRequest: await seedConsent(db, { groupId: t.groupId, clinicId: t.clinicId, clientId: t.client.id, petId: t.client.petId, templateId: documentTemplate.id }, marker),
      product: product.id, productCategory: productCategory.id, supplier: supplier.id, externalImport, externalProduct, ...purchasing,
      discount: discount.id,
      ...await seedLabs(db, { clinicId: t.clinicId, petId: t.client.petId, recordId: null, vetId: vet.id }, marker),
      ...await seedPlan(db, { clinicId: t.clinicId, clientId: t.client.id, petId: t.client.petId }, service.id, marker),
      invoiceZip: await seedInvoiceZip(db, t.clinicId, vet.id, marker),
      ...await seedSale(db, t.clinicId, t.client.id, marker),
      ...await seedWebhook(db, t.clinicId, marker),
      ...estimateRows,
    },
  };
}

/**
 * One clinic group with a row of every kind, each text field carrying `marker`, staff of every
 * built-in role (plus a role with no permission) signed in, and an activated pet-parent account.
 */
export async function seedTenant(app: FastifyInstance, db: Db, marker: string, dayOffset: number): Promise<SeededTenant & { extraParent: (m: string) => Promise<SeededParent> }> {
  const lower = marker.toLowerCase();
  const group = await makeGroup(db, `${marker} Group`);
  const clinic = await makeClinic(db, group.id, { name: `${marker} Clinic`, slug: `${lower}-clinic-${Date.now()}`, email: `desk@${lower}.test`, address: `${marker} Avenue 2` });
  await db.insert(clinicScheduleIntervals).values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ clinicId: clinic.id, day, startTime: '08:00', endTime: '20:00' })));
  const unjoined = await makeClinic(db, group.id, { name: `${marker} Branch`, slug: `${lower}-branch-${Date.now()}` });
  const [noneRole] = await db.insert(roles).values({ groupId: group.id, name: `${marker} No rights`, permissions: [] }).returning();
  const [customRole] = await db.insert(roles).values({ groupId: group.id, name: `${marker} Viewer`, permissions: ['appointments.view'] }).returning();
  const staffRows = {} as Record<StaffRole, { id: number; email: string }>;
  for (const role of STAFF_ROLES) {
    const roleId = role === 'none' ? noneRole.id : group.roleId(role);
    const email = `${role}.${Date.now()}@${lower}.test`;
    const user = await makeStaff(db, group.id, [{ clinicId: clinic.id, roleId }], { email, firstName: `${marker}${role}`, lastName: `${marker}Staff`, isVet: role !== 'receptionist' && role !== 'none' });
    staffRows[role] = { id: user.id, email };
  }
  const vetId = staffRows.vet.id;
  await db.insert(vetWorkingHours).values([1, 2, 3, 4, 5, 6, 7].map((day) => ({ clinicId: clinic.id, vetId, day, startTime: '08:00', endTime: '20:00' })));
  const [timeOff] = await db.insert(vetTimeOff).values({ clinicId: clinic.id, vetId, startsAt: new Date(Date.now() + 40 * 24 * HOUR), endsAt: new Date(Date.now() + 41 * 24 * HOUR), reason: `${marker} holiday` }).returning();
  const [closure] = await db.insert(clinicClosures).values({ clinicId: clinic.id, startDate: farDate(310), endDate: farDate(311), reason: `${marker} closure` }).returning();
  const [category] = await db.insert(serviceCategories).values({ clinicId: clinic.id, name: `${marker} Consultations` }).returning();
  const [service] = await db.insert(services).values({ clinicId: clinic.id, categoryId: category.id, name: `${marker} Consultation`, duration: 30, color: '#336699', priceMinor: 15000, description: `${marker} service` }).returning();
  const [pkg] = await db.insert(servicePackages).values({ clinicId: clinic.id, serviceId: service.id, name: `${marker} Consultation package`, priceMinor: 15000 }).returning();
  await db.insert(serviceVets).values({ serviceId: service.id, vetId });
  const [vtCategory] = await db.insert(visitTypeCategories).values({ clinicId: clinic.id, name: `${marker} Visit kinds` }).returning();
  const [visitType] = await db.insert(visitTypes).values({ clinicId: clinic.id, categoryId: vtCategory.id, name: `${marker} Check-up`, duration: 20, color: '#993366', description: `${marker} visit` }).returning();
  await db.insert(visitTypeVets).values({ visitTypeId: visitType.id, vetId });
  const [dog] = await db.insert(species).values({ groupId: group.id, name: `${marker} Dog` }).returning();
  const [breed] = await db.insert(breeds).values({ speciesId: dog.id, name: `${marker} Retriever` }).returning();
  const start = (days: number) => { const d = new Date(Date.now() + days * 24 * HOUR); d.setUTCHours(9, 0, 0, 0); return d; };
  const [shift] = await db.insert(shifts).values({ clinicId: clinic.id, vetId, startsAt: start(3 + dayOffset), endsAt: new Date(start(3 + dayOffset).getTime() + 8 * HOUR), note: `${marker} shift` }).returning();
  const [shiftTemplate] = await db.insert(shiftTemplates).values({ clinicId: clinic.id, name: `${marker} Week plan` }).returning();
  await db.insert(shiftTemplateEntries).values({ templateId: shiftTemplate.id, vetId, day: 1, startTime: '09:00', endTime: '17:00' });
  const [taskTemplate] = await db.insert(taskTemplates).values({ clinicId: clinic.id, name: `${marker} Call back`, description: `${marker} template`, dueOffsetMinutes: 60 }).returning();

  const base = { groupId: group.id, clinicId: clinic.id, vetId, packageId: pkg.id, speciesId: dog.id };
  let apptDay = 5 + dayOffset;
  const extraParent = (m: string) => seedParent(app, db, base, m, start(apptDay++));
  const parent = await extraParent(`${marker}First`);
  const [task] = await db.insert(tasks).values({ clinicId: clinic.id, title: `${marker} Follow up`, description: `${marker} task`, vetId, petId: parent.petId, templateId: taskTemplate.id, datetimeStartUtc: start(2) }).returning();
  const [recordTemplate] = await db.insert(recordTemplates).values(recordTemplateRow(clinic.id, marker)).returning();
  const [documentTemplate] = await db.insert(documentTemplates).values(documentTemplateRow(clinic.id, marker)).returning();
  const [reminderRule] = await db.insert(reminderRules).values(reminderRuleRow(clinic.id, marker)).returning();
  const [record] = await db.insert(records).values({
    groupId: group.id, clinicId: clinic.id, petId: parent.petId, clientId: parent.id, vetId, templateId: recordTemplate.id, templateSnapshot: recordTemplate.sections,
    title: `${marker} Consultation record`, status: 'in_progress', clientSummary: `${marker} summary for the owner`, createdBy: vetId,
  }).returning();
  await db.insert(recordFieldValues).values({ recordId: record.id, fieldKey: 'notes', value: `${marker} findings`, updatedBy: vetId });
  const [productCategory] = await db.insert(productCategories).values({ clinicId: clinic.id, name: `${marker} Antiparasitics` }).returning();
  const [supplier] = await db.insert(suppliers).values({ clinicId: clinic.id, name: `${marker} Pharma Distribution`, email: `orders@${marker.toLowerCase()}.test` }).returning();
  const [product] = await db.insert(products).values({ clinicId: clinic.id, supplierId: supplier.id, categoryId: productCategory.id, name: `${marker} Flea tablets`, sku: `${marker}-FLEA`, sellingPrice: 2500 }).returning();
  const [discount] = await db.insert(discounts).values({ clinicId: clinic.id, name: `${marker} Senior pet`, type: 'amount', valueX100: 500 }).returning();
  const estimateRows = await seedEstimate(db, { groupId: group.id, clinicId: clinic.id, clientId: parent.id, petId: parent.petId, serviceId: service.id }, marker);
  const { externalImport, externalProduct } = await seedExternalProducts(db, clinic.id, supplier.id, marker);
  const purchasing = await seedPurchasing(db, clinic.id, supplier.id, product.id, marker);
  const [comm] = await db.insert(communications).values({ groupId: group.id, clinicId: clinic.id, clientId: parent.id, type: 0, subject: `${marker} call`, body: `${marker} talked about vaccines` }).returning();
  const { request: petRequest } = await makePetRequestRow(db, clinic, { id: parent.id }, { nickname: `${marker}Requested`, species_id: dog.id });

  // Medical rows (#14): the open record above gets a diagnosis, the pet's problem and a prescription.
  const [diagnosis] = await db.insert(diagnoses).values({ clinicId: clinic.id, name: `${marker} Dermatitis`, description: `${marker} skin`, recommendation: `${marker} shampoo`, code: `${marker}2` }).returning();
  const [recordDiagnosis] = await db.insert(recordDiagnoses).values({ recordId: record.id, kind: 'final', diagnosisId: diagnosis.id, name: `${marker} Dermatitis`, notes: `${marker} notes` }).returning();
  const [petProblem] = await db.insert(petProblems).values({ groupId: group.id, petId: parent.petId, diagnosisId: diagnosis.id, name: `${marker} Dermatitis`, notes: `${marker} notes`, sourceRecordId: record.id }).returning();
  const [prescription] = await db.insert(prescriptions).values({
    groupId: group.id, clinicId: clinic.id, petId: parent.petId, recordId: record.id, vetId, drug: `${marker} Meloxicam`, strength: `${marker} 1.5`, dose: '1', unit: 'ml',
    route: 'oral', frequency: `${marker} daily`, quantity: `${marker} 30`, instructions: `${marker} with food`,
  }).returning();

  const recordRows = await seedRecordRows(db, { groupId: group.id, clinicId: clinic.id, petId: parent.petId, vetId }, record, marker, start(2));
  const sibling = await seedSiblingClinic(db, { groupId: group.id, clinicId: unjoined.id, vetRoleId: group.roleId('vet'), client: { id: parent.id, petId: parent.petId } }, `${marker}Sib`, start(10 + dayOffset));

  const tagAndVisit = await seedTagAndVisit(db, clinic.id, parent.appointmentId, parent.petId, marker);
  const staff = {} as SeededTenant['staff'];
  for (const role of STAFF_ROLES) staff[role] = { id: staffRows[role].id, email: staffRows[role].email, headers: await staffHeaders(app, staffRows[role].email, clinic.id) };

  return {
    marker,
    groupId: group.id,
    clinicId: clinic.id,
    unjoinedClinicId: unjoined.id,
    sibling,
    roleIds: { admin: group.roleId('admin'), vet: group.roleId('vet'), receptionist: group.roleId('receptionist') },
    staff,
    parent,
    extraParent,
    ids: {
      clinic: clinic.id, vet: vetId, timeOff: timeOff.id, role: customRole.id, appointment: parent.appointmentId, serviceCategory: category.id,
      visitTypeCategory: vtCategory.id, service: service.id, servicePackage: pkg.id, visitType: visitType.id, shift: shift.id, shiftTemplate: shiftTemplate.id,
      client: parent.id, pet: parent.petId, petRequest: petRequest.id, task: task.id, taskTemplate: taskTemplate.id, printedFile: parent.printedFileId,
      communication: comm.id, species: dog.id, breed: breed.id, paymentDeposit: parent.depositId, closure: closure.id,
      tag: tagAndVisit.tag, visit: tagAndVisit.visit,
      record: record.id, recordTemplate: recordTemplate.id, documentTemplate: documentTemplate.id, reminderRule: reminderRule.id,
      consentRequest: await seedConsent(db, { groupId: group.id, clinicId: clinic.id, clientId: parent.id, petId: parent.petId, templateId: documentTemplate.id }, marker, app),
      diagnosis: diagnosis.id, recordDiagnosis: recordDiagnosis.id, petProblem: petProblem.id, prescription: prescription.id,
      product: product.id, productCategory: productCategory.id, supplier: supplier.id, externalImport, externalProduct, ...purchasing,
      discount: discount.id,
      ...await seedLabs(db, { clinicId: clinic.id, petId: parent.petId, recordId: record.id, vetId }, marker),
      ...await seedPlan(db, { clinicId: clinic.id, clientId: parent.id, petId: parent.petId }, service.id, marker),
      invoiceZip: await seedInvoiceZip(db, clinic.id, vetId, marker),
      ...await seedSale(db, clinic.id, parent.id, marker),
      ...await seedWebhook(db, clinic.id, marker),
      ...estimateRows,
      ...recordRows,
    },
  };
}

/** A webhook endpoint of the clinic with one delivery (webhooks, #20); the URL is never called by the suite. */
async function seedWebhook(db: Db, clinicId: number, marker: string) {
  const [endpoint] = await db.insert(webhookEndpoints).values({
    clinicId, url: `https://hooks.${marker.toLowerCase()}.test/in`, description: `${marker} hook`, events: ['appointment.created'], secret: `whsec_${marker}`,
  }).returning();
  const [delivery] = await db.insert(webhookDeliveries).values({
    clinicId, endpointId: endpoint.id, eventId: randomUUID(), eventType: 'appointment.created', status: 'failed',
    payload: { type: 'appointment.created', note: `${marker} payload` }, lastError: `${marker} error`,
  }).returning();
  return { webhookEndpoint: endpoint.id, webhookDelivery: delivery.id };
}

/** A wellness plan of the clinic including one service, and the pet's subscription to it (#17). */
async function seedPlan(db: Db, t: { clinicId: number; clientId: number; petId: number }, serviceId: number, marker: string) {
  const [plan] = await db.insert(plans).values({ clinicId: t.clinicId, name: `${marker} Puppy care`, description: `${marker} first year`, priceMinor: 2999, discountBp: 1000 }).returning();
  await db.insert(planItems).values({ planId: plan.id, serviceId, quantity: 2 });
  const anchor = farDate(0);
  const [sub] = await db.insert(clientSubscriptions).values({
    clinicId: t.clinicId, clientId: t.clientId, petId: t.petId, planId: plan.id, anchorDate: anchor, periodicity: 1, statusReason: `${marker} reason`, cardId: `${marker}_card`,
  }).returning();
  await db.insert(subscriptionPeriods).values({
    subscriptionId: sub.id, index: 0, startDate: anchor, endDate: farDate(31), planName: `${marker} Puppy care`, priceMinor: 2999, discountBp: 1000,
    items: [{ service_id: serviceId, product_id: null, name: `${marker} Consultation`, quantity: 2 }],
  });
  // The card the subscription renews with, saved for its client (a parent removes it: DELETE /for-pet-parents/saved-cards/:id).
  const [card] = await db.insert(savedCards).values({
    clinicId: t.clinicId, clientId: t.clientId, provider: 'simulated', customerRef: `${marker}_customer`, cardRef: `${marker}_card`, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2099,
  }).returning();
  return { plan: plan.id, subscription: sub.id, savedCard: card.id };
}

/** A draft sale of the clinic with one line (sales, #16). */
async function seedSale(db: Db, clinicId: number, clientId: number, marker: string) {
  const [sale] = await db.insert(sales).values({ clinicId, clientId, currency: 'RON', note: `${marker} sale note`, subtotalMinor: 1000, netMinor: 1000, totalMinor: 1000 }).returning();
  const [line] = await db.insert(saleLines).values({
    saleId: sale.id, position: 1, kind: 'custom', name: `${marker} Nail trim`, quantity: 1, unitPriceMinor: 1000, baseMinor: 1000, netMinor: 1000, totalMinor: 1000,
  }).returning();
  // An issued sale (numbered far from any real one) with a draft credit note of its line (credit notes, #16).
  const [issued] = await db.insert(sales).values({ clinicId, clientId, currency: 'RON', note: `${marker} issued note`, subtotalMinor: 1000, netMinor: 1000, totalMinor: 1000 }).returning();
  const [issuedLine] = await db.insert(saleLines).values({
    saleId: issued.id, position: 1, kind: 'custom', name: `${marker} Dental`, quantity: 1, unitPriceMinor: 1000, baseMinor: 1000, netMinor: 1000, totalMinor: 1000,
  }).returning();
  await db.update(sales).set({ status: 'issued', editState: 'frozen', number: 900_000 + issued.id, issuedAt: new Date() }).where(eq(sales.id, issued.id));
  const [note] = await db.insert(creditNotes).values({ clinicId, saleId: issued.id, clientId, reason: `${marker} credit reason`, currency: 'RON', netMinor: 1000, totalMinor: 1000 }).returning();
  await db.insert(creditNoteLines).values({ creditNoteId: note.id, saleLineId: issuedLine.id, quantity: 1, netMinor: 1000, taxMinor: 0, totalMinor: 1000 });
  // A closed day of the clinic (day-end cash-up): its note carries the marker, so GET /cash-ups shows no other clinic's.
  const [cashUp] = await db.insert(cashUps).values({
    clinicId, day: '2020-01-15', currency: 'RON', countedCashMinor: 1000, expectedCashMinor: 1000, differenceMinor: 0, note: `${marker} cash-up note`,
  }).returning();
  return { sale: sale.id, saleLine: line.id, issuedSale: issued.id, issuedSaleLine: issuedLine.id, creditNote: note.id, cashUp: cashUp.id };
}

/** An estimate (pending, one line) and an estimate template of the clinic (#16), texts carrying the marker. */
async function seedEstimate(db: Db, t: { groupId: number; clinicId: number; clientId: number; petId: number; serviceId: number }, marker: string) {
  const [estimate] = await db.insert(estimates).values({
    groupId: t.groupId, clinicId: t.clinicId, clientId: t.clientId, petId: t.petId, title: `${marker} Dental estimate`, notes: `${marker} estimate notes`, lowTotal: 15000, highTotal: 30000,
  }).returning();
  await db.insert(estimateLines).values({ estimateId: estimate.id, position: 0, serviceId: t.serviceId, name: `${marker} Scaling`, qtyLow: 1, qtyHigh: 2, unitPrice: 15000 });
  const [template] = await db.insert(estimateTemplates).values({ clinicId: t.clinicId, name: `${marker} Dental plan`, title: `${marker} Dental`, notes: `${marker} template notes` }).returning();
  await db.insert(estimateTemplateLines).values({ templateId: template.id, position: 0, serviceId: t.serviceId, name: `${marker} Scaling`, qtyLow: 1, qtyHigh: 2, unitPrice: null });
  return { estimate: estimate.id, estimateTemplate: template.id };
}

/** A finished ZIP of a period's invoices (reports, #18): its bytes carry the marker, so a download by another tenant would show it. */
async function seedInvoiceZip(db: Db, clinicId: number, requestedBy: number, marker: string) {
  const [zip] = await db.insert(reportInvoiceZips).values({
    clinicId, requestedBy, dateFrom: '2026-01-01', dateTo: '2026-01-31', language: 'en', status: 'completed', total: 1, processed: 1,
    fileBytes: Buffer.from(`${marker} invoice zip`), finishedAt: new Date(),
  }).returning();
  return zip.id;
}

/** A finished catalogue import of the supplier and one of its items (external products, #15). */
async function seedExternalProducts(db: Db, clinicId: number, supplierId: number, marker: string) {
  const [imp] = await db.insert(externalProductImports).values({
    clinicId, supplierId, fileName: `${marker}-catalogue.csv`, fileType: 'csv', headers: ['code', 'name'], mapping: { code: 0, name: 1 },
    status: 'completed', totalRows: 1, processedRows: 1, createdCount: 1, finishedAt: new Date(),
  }).returning();
  const [item] = await db.insert(externalProducts).values({
    clinicId, supplierId, importId: imp.id, code: `${marker}-EXT`, name: `${marker} Catalogue vaccine`, manufacturer: `${marker} Pharma`,
  }).returning();
  return { externalImport: imp.id, externalProduct: item.id };
}

/** A draft purchase order and an open shopping-list item of the clinic (purchasing, #15). */
async function seedPurchasing(db: Db, clinicId: number, supplierId: number, productId: number, marker: string) {
  const [order] = await db.insert(purchaseOrders).values({ clinicId, supplierId, note: `${marker} order` }).returning();
  const [item] = await db.insert(shoppingListItems).values({ clinicId, productId, supplierId, quantity: 2, note: `${marker} item` }).returning();
  return { purchaseOrder: order.id, shoppingListItem: item.id };
}
