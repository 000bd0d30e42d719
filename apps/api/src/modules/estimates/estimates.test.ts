import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt } from 'drizzle-orm';
import { auditLog, clinicPreferences, clinics, estimateLinks, outbox, products, records, roles, services } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow, makePetRow } from '../../test/clients-factories';
import { estimateToSaleLines } from './to-sale';
import { unitPriceForSale } from './move-to-sale';

type Headers = Record<string, string>;
type Tenant = Awaited<ReturnType<typeof makeTenant>>;

describe('estimates', () => {
  let t: TestApp;
  let a: Tenant;
  let adminA: Headers;
  let vetA: Headers;
  let noneA: Headers;
  let adminB: Headers;
  let client: { id: number; groupId: number; email: string | null };
  let pet: { id: number };
  let otherPet: { id: number };
  let serviceId: number;
  let productId: number;
  let foreignServiceId: number;
  let recordId: number;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  const pub = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1/public/estimates/${url}`, ...(payload === undefined ? {} : { payload: payload as object }) });
  const lastOutboxId = async () => (await t.handle.db.select({ id: outbox.id }).from(outbox)).reduce((m, r) => Math.max(m, r.id), 0);
  const mailsSince = async (id: number) => t.handle.db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id);
  const tokenOf = (url: string) => url.split('/estimate/')[1];

  const twoLines = () => [
    { service_id: serviceId, qty_low: 1, qty_high: 2, vat: 10 },
    { product_id: productId, qty_low: 2, qty_high: 4, discount_percent: 10 },
  ];
  const create = async (over: Record<string, unknown> = {}, headers = adminA) => {
    const res = await req('POST', '/estimates', headers, { client_id: client.id, pet_id: pet.id, title: 'Dental cleaning', lines: twoLines(), ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await makeTestApp();
    const db = t.handle.db;
    a = await makeTenant(db);
    const b = await makeTenant(db);
    await db.update(clinics).set({ email: 'desk@clinic-a.test' }).where(eq(clinics.id, a.clinic.id));
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    const [noRights] = await db.insert(roles).values({ groupId: a.group.id, name: 'Nothing', permissions: [] }).returning();
    const nobody = await makeStaff(db, a.group.id, [{ clinicId: a.clinic.id, roleId: noRights.id }]);
    noneA = await staffHeaders(t.app, nobody.email, a.clinic.id);
    client = await makeClientRow(db, a.group.id, { language: 'en' });
    pet = await makePetRow(db, client);
    otherPet = await makePetRow(db, await makeClientRow(db, a.group.id));
    serviceId = (await db.insert(services).values({ clinicId: a.clinic.id, name: 'Scaling', duration: 30, color: '#336699', priceMinor: 15000 }).returning())[0].id;
    productId = (await db.insert(products).values({ clinicId: a.clinic.id, name: 'Chlorhexidine rinse', sellingPrice: 2500 }).returning())[0].id;
    foreignServiceId = (await db.insert(services).values({ clinicId: b.clinic.id, name: 'Elsewhere', duration: 30, color: '#336699', priceMinor: 100 }).returning())[0].id;
    recordId = (await db.insert(records).values({
      groupId: a.group.id, clinicId: a.clinic.id, petId: pet.id, clientId: client.id, vetId: a.vet.id, templateSnapshot: [], title: 'Dental check', status: 'in_progress', createdBy: a.vet.id,
    }).returning())[0].id;
  });
  afterAll(() => t.close());

  it('should take a service\'s VAT and service tax from the catalogue when the line leaves them out', async () => {
    const [taxed] = await t.handle.db.insert(services).values({ clinicId: a.clinic.id, name: 'Taxed exam', duration: 30, color: '#336699', priceMinor: 10000, vatBp: 1000, serviceTaxBp: 500 }).returning();
    const res = await req('POST', '/estimates', adminA, { client_id: client.id, pet_id: pet.id, title: 'Taxes', lines: [{ service_id: taxed.id, qty_low: 1, qty_high: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    // 100.00 + 10 % VAT + 5 % service tax on the net.
    expect(res.json().data.lines[0]).toMatchObject({ vat: 10, service_tax: 5, total_high: 11500 });
  });

  it('should create a pending estimate with catalogue names and prices and exact low–high totals, and audit it', async () => {
    const e = await create();
    expect(e).toMatchObject({ status: 0, client_id: client.id, pet_id: pet.id, title: 'Dental cleaning' });
    // Scaling 150.00 + 10 % VAT, × 1–2; rinse 25.00 × 2–4 less 10 %, no VAT.
    expect(e.lines.map((l: { name: string; unit_price: number; total_low: number; total_high: number; status: number }) => [l.name, l.unit_price, l.total_low, l.total_high, l.status]))
      .toEqual([['Scaling', 15000, 16500, 33000], ['Chlorhexidine rinse', 2500, 4500, 9000]].map((x) => [...x, 0]));
    expect([e.low_total, e.high_total]).toEqual([21000, 42000]);
    const got = (await req('GET', `/estimates/${e.id}`, vetA)).json().data;
    expect(got.lines).toHaveLength(2);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'estimate'), eq(auditLog.entityId, e.id)));
    expect(audit.map((r) => r.action)).toContain('estimate.created');
  });

  it('should refuse a fraction of a won in a line price or discount when the clinic charges in won (422)', async () => {
    await t.handle.db.update(clinicPreferences).set({ currency: '₩' }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    try {
      const res = await req('POST', '/estimates', adminA, { client_id: client.id, pet_id: pet.id, title: 'Won', lines: [
        { service_id: serviceId, qty_low: 1, qty_high: 1, unit_price: 1500050 },
        { service_id: serviceId, qty_low: 1, qty_high: 1, unit_price: 1500000, discount_amount: 50 },
      ] });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['lines.0.unit_price', 'lines.1.discount_amount']);
      const whole = await req('POST', '/estimates', adminA, { client_id: client.id, pet_id: pet.id, title: 'Won', lines: [{ service_id: serviceId, qty_low: 1, qty_high: 1, unit_price: 1500000 }] });
      expect(whole.statusCode, whole.body).toBe(201);
    } finally {
      await t.handle.db.update(clinicPreferences).set({ currency: '$' }).where(eq(clinicPreferences.clinicId, a.clinic.id));
    }
  });

  it('should refuse bad estimates with 422 per field', async () => {
    const post = (body: Record<string, unknown>) => req('POST', '/estimates', adminA, { client_id: client.id, title: 'X', lines: twoLines(), ...body });
    expect(Object.keys((await post({ lines: [] })).json().errors)).toEqual(['lines']);
    expect((await post({ lines: [{ service_id: serviceId, product_id: productId, qty_low: 1, qty_high: 1 }] })).json().errors).toHaveProperty(['lines.0.service_id']);
    expect((await post({ lines: [{ qty_low: 1, qty_high: 1 }] })).json().errors).toHaveProperty(['lines.0.service_id']);
    expect((await post({ lines: [{ service_id: serviceId, qty_low: 3, qty_high: 2 }] })).json().errors).toHaveProperty(['lines.0.qty_high']);
    expect((await post({ lines: [{ service_id: serviceId, qty_low: 1, qty_high: 1.5 }] })).statusCode).toBe(422);
    expect((await post({ lines: [{ service_id: serviceId, qty_low: 1, qty_high: 1, discount_percent: 120 }] })).json().errors).toHaveProperty(['lines.0.discount_percent']);
    expect((await post({ lines: [{ service_id: serviceId, qty_low: 1, qty_high: 1, discount_amount: 20000 }] })).json().errors).toHaveProperty(['lines.0.discount_amount']);
    const foreign = await post({ lines: [{ service_id: foreignServiceId, qty_low: 1, qty_high: 1 }] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty(['lines.0.service_id']);
    expect((await post({ pet_id: otherPet.id })).json().errors).toHaveProperty('pet_id');
    expect((await post({ client_id: null })).json().errors).toHaveProperty('client_id');
    expect((await post({ title: '' })).json().errors).toHaveProperty('title');
    expect((await post({ valid_until: '2026-02-30' })).json().errors).toHaveProperty('valid_until');
  });

  it('should create and list estimates in patient and record scope, and 404 another group\'s patient or record', async () => {
    const byPet = await req('POST', `/patients/${pet.id}/estimates`, adminA, { title: 'From the patient', lines: twoLines() });
    expect(byPet.statusCode, byPet.body).toBe(201);
    expect(byPet.json().data).toMatchObject({ pet_id: pet.id, client_id: client.id, record_id: null });
    const byRecord = await req('POST', `/records/${recordId}/estimates`, adminA, { title: 'From the record', lines: twoLines() });
    expect(byRecord.statusCode, byRecord.body).toBe(201);
    expect(byRecord.json().data).toMatchObject({ pet_id: pet.id, client_id: client.id, record_id: recordId });
    const forRecord = (await req('GET', `/records/${recordId}/estimates`, vetA)).json();
    expect(forRecord.data.map((e: { title: string }) => e.title)).toEqual(['From the record']);
    const forPet = (await req('GET', `/patients/${pet.id}/estimates?per_page=50`, vetA)).json();
    expect(forPet.data.map((e: { title: string }) => e.title)).toEqual(expect.arrayContaining(['From the patient', 'From the record']));
    expect((await req('GET', `/patients/${pet.id}/estimates`, adminB)).statusCode).toBe(404);
    expect((await req('GET', `/records/${recordId}/estimates`, adminB)).statusCode).toBe(404);
    expect((await req('POST', `/records/${recordId}/estimates`, adminB, { title: 'x', lines: twoLines() })).statusCode).toBe(404);
  });

  it('should list with filters and pages, newest first', async () => {
    await create({ title: 'Filter me zebra' });
    const list = (await req('GET', '/estimates?filter[search]=zebra', vetA)).json();
    expect(list.data.map((e: { title: string }) => e.title)).toEqual(['Filter me zebra']);
    const paged = (await req('GET', '/estimates?per_page=1&page=2', vetA)).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 1 });
    expect(paged.meta.total).toBeGreaterThan(2);
    const pending = (await req('GET', '/estimates?filter[status][0]=0&per_page=100', vetA)).json();
    expect(pending.data.every((e: { status: number }) => e.status === 0)).toBe(true);
    expect((await req('GET', '/estimates?filter[status][0]=7', vetA)).statusCode).toBe(422);
  });

  it('should approve per line then all, derive the estimate status, and refuse to answer twice', async () => {
    const e = await create();
    const [scaling, rinse] = e.lines;
    const one = await req('POST', `/estimates/${e.id}/decline`, adminA, { line_ids: [rinse.id] });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data.status).toBe(0);
    // The declined line no longer counts in the totals.
    expect([one.json().data.low_total, one.json().data.high_total]).toEqual([16500, 33000]);
    expect((await req('POST', `/estimates/${e.id}/approve`, adminA, { line_ids: [rinse.id] })).statusCode).toBe(409);
    expect((await req('POST', `/estimates/${e.id}/approve`, adminA, { line_ids: [999999] })).statusCode).toBe(422);
    expect((await req('PUT', `/estimates/${e.id}`, adminA, { client_id: client.id, title: 'Edited', lines: twoLines() })).statusCode).toBe(409);
    const all = await req('POST', `/estimates/${e.id}/approve`, adminA, {});
    expect(all.json().data.status).toBe(2);
    expect(all.json().data.lines.map((l: { id: number; status: number }) => [l.id, l.status])).toEqual([[scaling.id, 2], [rinse.id, 1]]);
    expect(all.json().data.answered_by).toBe('staff');
    const twice = await req('POST', `/estimates/${e.id}/approve`, adminA, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('invalid_state');
    expect((await req('POST', `/estimates/${e.id}/decline`, adminA, {})).statusCode).toBe(409);
    // Declining everything makes a rejected estimate.
    const d = await create();
    expect((await req('POST', `/estimates/${d.id}/decline`, adminA, {})).json().data).toMatchObject({ status: 1, low_total: 0, high_total: 0 });
  });

  it('should edit a pending estimate, duplicate an answered one as pending, and delete', async () => {
    const e = await create();
    const edited = await req('PUT', `/estimates/${e.id}`, adminA, { client_id: client.id, title: 'Edited', prices_include_tax: true, lines: [{ service_id: serviceId, qty_low: 1, qty_high: 1, vat: 10, unit_price: 11000 }] });
    expect(edited.statusCode, edited.body).toBe(200);
    // Prices with tax: 110.00 gross stays 110.00.
    expect(edited.json().data).toMatchObject({ title: 'Edited', low_total: 11000, high_total: 11000, prices_include_tax: true });
    await req('POST', `/estimates/${e.id}/approve`, adminA, {});
    const copy = await req('POST', `/estimates/${e.id}/duplicate`, adminA);
    expect(copy.statusCode, copy.body).toBe(201);
    expect(copy.json().data).toMatchObject({ status: 0, title: 'Edited', low_total: 11000 });
    expect(copy.json().data.id).not.toBe(e.id);
    expect(copy.json().data.lines.map((l: { status: number }) => l.status)).toEqual([0]);
    expect((await req('DELETE', `/estimates/${e.id}`, adminA)).statusCode).toBe(204);
    expect((await req('GET', `/estimates/${e.id}`, adminA)).statusCode).toBe(404);
  });

  it('should count the estimates of a period by status with their totals', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
    const res = await req('GET', `/estimates/period-count?filter[from]=${today}&filter[to]=${today}&filter[pet_id]=${pet.id}`, vetA);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c.total).toBe(c.pending + c.rejected + c.approved);
    expect(c.approved).toBeGreaterThan(0);
    expect(c.high_total).toBeGreaterThanOrEqual(c.approved_high_total);
    const none = (await req('GET', '/estimates/period-count?filter[from]=2001-01-01&filter[to]=2001-12-31', vetA)).json().data;
    expect(none).toMatchObject({ total: 0, low_total: 0, high_total: 0 });
    expect((await req('GET', '/estimates/period-count?filter[from]=2001-02-01&filter[to]=2001-01-01', vetA)).statusCode).toBe(422);
    expect((await req('GET', '/estimates/period-count', vetA)).statusCode).toBe(422);
  });

  it('should keep templates and build an estimate from one with today\'s catalogue price', async () => {
    const tpl = await req('POST', '/estimate-templates', adminA, {
      name: 'Dental package', title: 'Dental under anaesthesia', lines: [{ service_id: serviceId, qty_low: 1, qty_high: 1 }, { product_id: productId, qty_low: 1, qty_high: 3, unit_price: 2000 }],
    });
    expect(tpl.statusCode, tpl.body).toBe(201);
    expect(tpl.json().data.lines.map((l: { unit_price: number | null }) => l.unit_price)).toEqual([null, 2000]);
    expect((await req('POST', '/estimate-templates', adminA, { name: 'DENTAL PACKAGE', lines: twoLines() })).json().errors).toHaveProperty('name');
    await t.handle.db.update(services).set({ priceMinor: 16000 }).where(eq(services.id, serviceId));
    const built = await req('POST', '/estimates/from-template', vetA, { template_id: tpl.json().data.id, pet_id: pet.id });
    expect(built.statusCode, built.body).toBe(201);
    expect(built.json().data).toMatchObject({ title: 'Dental under anaesthesia', template_id: tpl.json().data.id, client_id: client.id, low_total: 18000, high_total: 22000 });
    await t.handle.db.update(services).set({ priceMinor: 15000 }).where(eq(services.id, serviceId));
    const listed = (await req('GET', '/estimate-templates?filter[search]=dental', vetA)).json();
    expect(listed.data.map((x: { name: string }) => x.name)).toEqual(['Dental package']);
    const id = tpl.json().data.id;
    expect((await req('PUT', `/estimate-templates/${id}`, adminA, { name: 'Dental package', lines: [{ service_id: serviceId, qty_low: 0, qty_high: 1 }] })).json().data.lines).toHaveLength(1);
    expect((await req('POST', '/estimates/from-template', adminB, { template_id: id, client_id: client.id })).statusCode).toBe(422);
    expect((await req('GET', `/estimate-templates/${id}`, adminB)).statusCode).toBe(404);
    expect((await req('DELETE', `/estimate-templates/${id}`, adminA)).statusCode).toBe(204);
    expect((await req('POST', '/estimates/from-template', adminA, { template_id: id, client_id: client.id })).json().errors).toHaveProperty('template_id');
  });

  it('should mail the client a link, let them approve on it once, and tell the clinic at once', async () => {
    const e = await create({ valid_until: '2099-12-31' });
    const before = await lastOutboxId();
    const sent = await req('POST', `/estimates/${e.id}/send`, adminA, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.sent_at).toEqual(expect.any(String));
    const [mail] = (await mailsSince(before)).filter((m) => m.recipient === client.email);
    expect(mail.subject).toContain('Dental cleaning');
    expect(mail.text).toContain('210.00 $ – 420.00 $');
    const url = (mail.links as { url: string }[])[0].url;
    expect(url).toContain(`/book/${a.clinic.slug}/estimate/`);
    const token = tokenOf(url);
    // Only the hash is stored.
    const stored = await t.handle.db.select().from(estimateLinks).where(eq(estimateLinks.estimateId, e.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toContain(token);

    const view = await pub('GET', token);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({ title: 'Dental cleaning', status: 0, can_answer: true, low_total: 21000, high_total: 42000, currency: '$', currency_first: false });
    expect(view.json().data).not.toHaveProperty('client_id');

    const beforeAnswer = await lastOutboxId();
    const ok = await pub('POST', `${token}/approve`, {});
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 2, can_answer: false });
    const staffView = (await req('GET', `/estimates/${e.id}`, vetA)).json().data;
    expect(staffView).toMatchObject({ status: 2, answered_by: 'client' });
    const notices = (await mailsSince(beforeAnswer)).filter((m) => m.recipient === 'desk@clinic-a.test');
    expect(notices).toHaveLength(1);
    expect(notices[0].subject).toContain('Dental cleaning');

    const again = await pub('POST', `${token}/approve`, {});
    expect(again.statusCode).toBe(409);
    expect((await pub('POST', `${token}/decline`, {})).statusCode).toBe(409);
    // The clinic cannot resend an answered estimate.
    expect((await req('POST', `/estimates/${e.id}/send`, adminA, {})).statusCode).toBe(409);
  });

  it('should decline single lines through the link and refuse wrong, replaced, expired and deleted links', async () => {
    const e = await create();
    const before = await lastOutboxId();
    await req('POST', `/estimates/${e.id}/send`, adminA, {});
    const first = tokenOf(((await mailsSince(before))[0].links as { url: string }[])[0].url);
    const before2 = await lastOutboxId();
    await req('POST', `/estimates/${e.id}/send`, adminA, { email: 'someone.else@example.test' });
    const [second] = await mailsSince(before2);
    expect(second.recipient).toBe('someone.else@example.test');
    const token = tokenOf((second.links as { url: string }[])[0].url);
    // Sending again voids the earlier link.
    expect((await pub('GET', first)).statusCode).toBe(404);
    expect((await pub('GET', 'x'.repeat(43))).statusCode).toBe(404);
    expect((await pub('GET', 'bad token!')).statusCode).toBe(404);
    // A line of another estimate is not this estimate's.
    expect((await pub('POST', `${token}/decline`, { line_ids: [999999] })).statusCode).toBe(422);
    const part = await pub('POST', `${token}/decline`, { line_ids: [e.lines[1].id] });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ status: 0, can_answer: true, low_total: 16500 });
    expect((await pub('POST', `${token}/decline`, { line_ids: [e.lines[1].id] })).statusCode).toBe(409);

    await t.handle.db.update(estimateLinks).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(estimateLinks.estimateId, e.id));
    const expired = await pub('POST', `${token}/approve`, {});
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('link_expired');
    expect((await pub('GET', token)).statusCode).toBe(410);
    expect((await req('GET', `/estimates/${e.id}`, adminA)).json().data.status).toBe(0);

    const gone = await create();
    const before3 = await lastOutboxId();
    await req('POST', `/estimates/${gone.id}/send`, adminA, {});
    const goneToken = tokenOf(((await mailsSince(before3))[0].links as { url: string }[])[0].url);
    await req('DELETE', `/estimates/${gone.id}`, adminA);
    expect((await pub('GET', goneToken)).statusCode).toBe(404);
    // A past validity cannot be sent.
    const old = await create({ valid_until: '2001-01-01' });
    expect((await req('POST', `/estimates/${old.id}/send`, adminA, {})).json().errors).toHaveProperty('valid_until');
    // No address anywhere: 422 on email.
    const mute = await makeClientRow(t.handle.db, a.group.id, { email: null });
    const noMail = await create({ client_id: mute.id, pet_id: null });
    expect((await req('POST', `/estimates/${noMail.id}/send`, adminA, {})).json().errors).toHaveProperty('email');
  });

  it('should need estimates.view to read and estimates.edit to write, and hide another group\'s estimates', async () => {
    const e = await create();
    expect((await req('GET', '/estimates', noneA)).statusCode).toBe(403);
    expect((await req('GET', `/estimates/${e.id}`, noneA)).statusCode).toBe(403);
    expect((await req('POST', '/estimates', noneA, { client_id: client.id, title: 'x', lines: twoLines() })).statusCode).toBe(403);
    expect((await req('GET', '/estimate-templates', noneA)).statusCode).toBe(403);
    for (const [m, u, body] of [
      ['GET', `/estimates/${e.id}`, undefined], ['PUT', `/estimates/${e.id}`, { client_id: client.id, title: 'x', lines: twoLines() }], ['DELETE', `/estimates/${e.id}`, undefined],
      ['POST', `/estimates/${e.id}/approve`, {}], ['POST', `/estimates/${e.id}/decline`, {}], ['POST', `/estimates/${e.id}/duplicate`, undefined], ['POST', `/estimates/${e.id}/send`, {}],
    ] as const) {
      expect((await req(m, u, adminB, body)).statusCode, `${m} ${u}`).toBe(404);
    }
    expect((await req('GET', '/estimates', adminB)).json().data).toEqual([]);
    expect((await req('POST', '/estimates', adminB, { client_id: client.id, title: 'x', lines: [{ service_id: foreignServiceId, qty_low: 1, qty_high: 1 }] })).json().errors).toHaveProperty('client_id');
    expect((await req('GET', `/estimates/${e.id}`, adminA)).json().data.status).toBe(0);
  });

  it('should move the approved lines to a draft sale once, with approve_all, and again only after that draft is deleted', async () => {
    const e = await create();
    const [service, product] = e.lines as { id: number }[];
    // Nothing approved and no approve_all: nothing to charge.
    const none = await req('POST', `/estimates/${e.id}/move-to-sale`, adminA, {});
    expect(none.statusCode, none.body).toBe(409);
    expect(none.json().message).toBe('Nothing on this estimate is approved yet.');
    // The client declines the product; approve_all approves the rest and moves it.
    expect((await req('POST', `/estimates/${e.id}/decline`, adminA, { line_ids: [product.id] })).statusCode).toBe(200);
    const moved = await req('POST', `/estimates/${e.id}/move-to-sale`, adminA, { approve_all: true });
    expect(moved.statusCode, moved.body).toBe(201);
    const sale = moved.json().data;
    expect(sale).toMatchObject({ status: 'draft', client_id: client.id, pet_id: pet.id });
    expect(sale.lines).toHaveLength(1);
    // The high quantity, the estimate's price and VAT (10 % of 2 × 150.00).
    expect(sale.lines[0]).toMatchObject({ kind: 'service', service_id: serviceId, quantity: 2, unit_price: 15000 });
    expect(sale.total).toBe(33000);
    const after = (await req('GET', `/estimates/${e.id}`, adminA)).json().data;
    expect(after).toMatchObject({ status: 2, sale_id: sale.id });
    expect(after.lines.map((l: { id: number; status: number }) => [l.id, l.status])).toEqual([[service.id, 2], [product.id, 1]]);
    // A second click is refused while that sale exists, and says which sale.
    const again = await req('POST', `/estimates/${e.id}/move-to-sale`, adminA, { approve_all: true });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ sale_id: sale.id });
    expect(again.json().message).toContain(`#${sale.id}`);
    // Deleting the draft frees the estimate.
    expect((await req('DELETE', `/sales/${sale.id}`, adminA)).statusCode).toBe(204);
    expect((await req('GET', `/estimates/${e.id}`, adminA)).json().data.sale_id).toBeNull();
    expect((await req('POST', `/estimates/${e.id}/move-to-sale`, adminA, {})).statusCode).toBe(201);
  });

  it('should refuse move-to-sale to a caller who may edit estimates but not make sales, and to another group', async () => {
    const e = await create();
    const db = t.handle.db;
    const [estimator] = await db.insert(roles).values({ groupId: a.group.id, name: 'Estimator', permissions: ['estimates.view', 'estimates.edit'] }).returning();
    const who = await makeStaff(db, a.group.id, [{ clinicId: a.clinic.id, roleId: estimator.id }]);
    const headers = await staffHeaders(t.app, who.email, a.clinic.id);
    const refused = await req('POST', `/estimates/${e.id}/move-to-sale`, headers, { approve_all: true });
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await req('GET', `/estimates/${e.id}`, adminA)).json().data).toMatchObject({ status: 0, sale_id: null });
    expect((await req('POST', `/estimates/${e.id}/move-to-sale`, noneA, { approve_all: true })).statusCode).toBe(403);
    expect((await req('POST', `/estimates/${e.id}/move-to-sale`, adminB, { approve_all: true })).statusCode).toBe(404);
  });
});

describe('estimateToSaleLines', () => {
  const estimate = { id: 1, status: 0, clientId: 2, petId: 3, recordId: null, pricesIncludeTax: false };
  const line = (id: number, status: number) => ({
    id, serviceId: id === 1 ? 10 : null, productId: id === 1 ? null : 20, name: `L${id}`, qtyLow: 1, qtyHigh: 3, unitPrice: 500,
    discountType: 'percent' as const, discountValueX100: 1000, vatBp: 900, serviceTaxBp: 0, status,
  });

  it('should move only approved lines at the high quantity and keep the estimate pending when lines wait', () => {
    const r = estimateToSaleLines(estimate, [line(1, 2), line(2, 0), line(3, 1)], { approveAll: false });
    expect(r.lines).toEqual([{ estimate_line_id: 1, kind: 'service', service_id: 10, product_id: null, name: 'L1', quantity: 3, unit_price: 500, discount: { type: 'percent', bp: 1000 }, vat_bp: 900, service_tax_bp: 0 }]);
    expect(r.estimateStatus).toBe(0);
  });

  it('should approve pending lines with approve_all but never a declined one', () => {
    const r = estimateToSaleLines(estimate, [line(1, 2), line(2, 0), line(3, 1)], { approveAll: true });
    expect(r.lines.map((l) => l.estimate_line_id)).toEqual([1, 2]);
    expect(r.lineStatuses).toEqual([{ id: 1, status: 2 }, { id: 2, status: 2 }, { id: 3, status: 1 }]);
    expect(r.estimateStatus).toBe(2);
  });

  it('should refuse a rejected estimate and one with nothing approved', () => {
    expect(() => estimateToSaleLines({ ...estimate, status: 1 }, [line(1, 1)], { approveAll: true })).toThrow('estimate_rejected');
    expect(() => estimateToSaleLines(estimate, [line(1, 0)], { approveAll: false })).toThrow('nothing_approved');
  });
});

describe('unitPriceForSale', () => {
  it('should keep the price to the client when the estimate and the clinic enter prices differently', () => {
    const line = { unit_price: 11900, vat_bp: 1900, service_tax_bp: 0 };
    expect(unitPriceForSale(line, true, true)).toBe(11900);
    expect(unitPriceForSale(line, true, false)).toBe(10000);
    expect(unitPriceForSale({ ...line, unit_price: 10000 }, false, true)).toBe(11900);
    // VAT and service tax side by side on the net, rounded to the minor unit.
    expect(unitPriceForSale({ unit_price: 1000, vat_bp: 900, service_tax_bp: 500 }, true, false)).toBe(877);
  });
});
