import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { appointmentServices, appointments, auditLog, recordAppointments, records, serviceCategories, servicePackages, services, sales, tasks } from '@vetclinic/db';
import { TaskStatus } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientRow, makePetRow } from '../../test/clients-factories';
import { makeTaskTemplate } from '../../test/tasks-factories';

type Headers = Record<string, string>;
type Line = { id: number; kind: string; service_id: number | null; product_id: number | null; name: string; quantity: number; open_tasks: number };
type Sale = { id: number; lines: Line[]; pet_id: number | null; vet_id: number | null };
type Task = { id: number; title: string; status: number; sale_id: number | null; sale_line_id: number | null; pet_id: number | null; vet_id: number | null; template_id: number | null; datetime_start_utc: string | null };

describe('follow-up tasks of charged services (remove_irrelevant_tasks)', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let admin: Headers;
  let clientId: number;
  let petId: number;
  let categoryId: number;
  let spay: number; // → "Post-op check call", due in 2 days
  let dental: number; // → "Dental recheck", due in 14 days
  let plain: number; // no task
  let productId: number;
  let postOpTemplate: number;
  let otherClinicTemplate: number;
  const db = () => t.handle.db;
  const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, h: Headers = admin) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...h, 'accept-language': 'en' }, ...(payload === undefined ? {} : { payload: payload as object }) });
  const service = (id: number, over: Record<string, unknown> = {}) => ({ kind: 'service', service_id: id, quantity: 1, ...over });
  const draft = async (lines: unknown[]) => {
    const res = await req('POST', '/sales', { client_id: clientId, pet_id: petId, vet_id: a.vet.id, lines });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as Sale;
  };
  /** Every task of a sale, deleted ones included, straight from the table (the API hides deleted ones). */
  const rowsOf = (saleId: number) => db().select().from(tasks).where(eq(tasks.saleId, saleId));
  const liveTasks = async (saleId: number) => (await req('GET', `/tasks?filter[sale_id]=${saleId}`)).json().data as Task[];

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    admin = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    const client = await makeClientRow(db(), a.group.id, { firstName: 'Ioana', lastName: 'Marin' });
    clientId = client.id;
    petId = (await makePetRow(db(), client)).id;
    const [cat] = await db().insert(serviceCategories).values({ clinicId: a.clinic.id, name: 'Surgery' }).returning();
    categoryId = cat.id;
    postOpTemplate = (await makeTaskTemplate(db(), a.clinic.id, { name: 'Post-op check call', description: 'Call the owner about the wound.', dueOffsetMinutes: 2 * 24 * 60 })).id;
    const recheck = await makeTaskTemplate(db(), a.clinic.id, { name: 'Dental recheck', dueOffsetMinutes: 14 * 24 * 60 });
    otherClinicTemplate = (await makeTaskTemplate(db(), b.clinic.id, { name: 'Not ours' })).id;
    const mk = async (name: string, taskTemplateId: number | null) =>
      (await db().insert(services).values({ clinicId: a.clinic.id, categoryId, name, duration: 30, color: '#336699', priceMinor: 10000, taskTemplateId }).returning())[0].id;
    spay = await mk('Spay', postOpTemplate);
    dental = await mk('Dental cleaning', recheck.id);
    plain = await mk('Nail trim', null);
    const p = await req('POST', '/products', { name: 'Cone collar', sku: `CONE-${Date.now()}`, unit: 'piece', sub_units: 1, purchase_price: 500, selling_price: 1500, vat: 10 });
    expect(p.statusCode, p.body).toBe(201);
    productId = p.json().data.id;
  });
  afterAll(() => t.close());

  it('should let a service name a task template of the clinic as its task when charged, and refuse another clinic\'s with 422', async () => {
    const body = { name: 'Castration', category_id: categoryId, duration: 60, color: '#336699', price: 200, deposit_for_online_booking: 0, task_template_id: postOpTemplate };
    const created = await req('POST', '/services', body);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.task_template_id).toBe(postOpTemplate);
    const id = created.json().data.id as number;
    // Left out keeps it; null clears it.
    const { task_template_id: _, ...without } = body;
    expect((await req('PUT', `/services/${id}`, without)).json().data.task_template_id).toBe(postOpTemplate);
    const foreign = await req('PUT', `/services/${id}`, { ...body, task_template_id: otherClinicTemplate });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty('task_template_id');
    expect((await req('GET', `/services/${id}`)).json().data.task_template_id).toBe(postOpTemplate);
    expect((await req('PUT', `/services/${id}`, { ...body, task_template_id: null })).json().data.task_template_id).toBeNull();
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'service'), eq(auditLog.entityId, id), eq(auditLog.action, 'service.updated')));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('should create one task per charged service line, from its template, for the sale\'s pet and vet, audited', async () => {
    const before = Date.now();
    const s = await draft([service(spay), service(plain), { kind: 'custom', name: 'Home visit', quantity: 1, unit_price: 2000 }]);
    const spayLine = s.lines.find((l) => l.service_id === spay)!;
    expect(s.lines.map((l) => l.open_tasks)).toEqual([1, 0, 0]);
    const list = await liveTasks(s.id);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'Post-op check call', status: TaskStatus.OPEN, sale_id: s.id, sale_line_id: spayLine.id, pet_id: petId, vet_id: a.vet.id, template_id: postOpTemplate });
    const due = new Date(list[0].datetime_start_utc!).getTime();
    expect(due).toBeGreaterThanOrEqual(before + 2 * 86_400_000 - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 2 * 86_400_000 + 1000);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'task.created'), eq(auditLog.entityId, list[0].id)));
    expect(audit).toHaveLength(1);
    // A line added later gets its task too.
    const added = await req('POST', `/sales/${s.id}/lines`, service(dental));
    expect(added.statusCode, added.body).toBe(201);
    expect((await liveTasks(s.id)).map((x) => x.title).sort()).toEqual(['Dental recheck', 'Post-op check call']);
  });

  it('should create the task when a sale is made from an appointment or from a record, the record linked', async () => {
    const [pkg] = await db().insert(servicePackages).values({ clinicId: a.clinic.id, serviceId: spay, name: 'Spay (cat)', priceMinor: 30000 }).returning();
    const appointment = async (hoursAhead: number) => {
      const start = new Date(Date.now() + hoursAhead * 3_600_000);
      const [appt] = await db().insert(appointments).values({ clinicId: a.clinic.id, vetId: a.vet.id, clientId, status: 5, startsAt: start, endsAt: new Date(start.getTime() + 3_600_000) }).returning();
      await db().insert(appointmentServices).values({ appointmentId: appt.id, servicePackageId: pkg.id });
      return appt;
    };
    const fromAppt = await req('POST', '/sales', { appointment_id: (await appointment(-48)).id });
    expect(fromAppt.statusCode, fromAppt.body).toBe(201);
    const apptSale = fromAppt.json().data as Sale;
    expect(await liveTasks(apptSale.id)).toMatchObject([{ title: 'Post-op check call', vet_id: a.vet.id, sale_line_id: apptSale.lines[0].id }]);

    const [rec] = await db().insert(records).values({ groupId: a.group.id, clinicId: a.clinic.id, petId, clientId, vetId: a.vet.id, templateSnapshot: [], title: 'Spay' }).returning();
    await db().insert(recordAppointments).values({ recordId: rec.id, appointmentId: (await appointment(-24)).id });
    const fromRecord = await req('POST', '/sales', { record_id: rec.id });
    expect(fromRecord.statusCode, fromRecord.body).toBe(201);
    const recSale = fromRecord.json().data as Sale;
    const [task] = await db().select().from(tasks).where(eq(tasks.saleId, recSale.id));
    expect(task).toMatchObject({ recordId: rec.id, petId, vetId: a.vet.id, saleLineId: recSale.lines[0].id, templateId: postOpTemplate });
  });

  it('should not create another task when only the quantity or price of the line changes', async () => {
    const s = await draft([service(spay)]);
    const line = s.lines[0];
    const res = await req('PUT', `/sales/${s.id}/lines/${line.id}`, service(spay, { quantity: 3, unit_price: 9000 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.lines[0]).toMatchObject({ quantity: 3, open_tasks: 1 });
    const viaPut = await req('PUT', `/sales/${s.id}`, { sold_services: [{ id: line.id, service_id: spay, quantity: 2 }] });
    expect(viaPut.statusCode, viaPut.body).toBe(200);
    expect(await rowsOf(s.id)).toHaveLength(1);
  });

  it('should soft-delete the open and in-progress tasks of a removed line when asked, never the done ones, and keep them otherwise', async () => {
    const s = await draft([service(spay), service(spay), service(dental)]);
    const [first, second, third] = s.lines;
    // Two tasks on the first line: one in progress, one done (a second task of the line, as a clinic might add by hand).
    const [mine] = await rowsOf(s.id).then((r) => r.filter((x) => x.saleLineId === first.id));
    await db().update(tasks).set({ status: TaskStatus.IN_PROGRESS }).where(eq(tasks.id, mine.id));
    const [done] = await db().insert(tasks).values({ clinicId: a.clinic.id, title: 'Already called', status: TaskStatus.DONE, saleId: s.id, saleLineId: first.id, completedAt: new Date() }).returning();

    const removed = await req('DELETE', `/sales/${s.id}/lines/${first.id}?remove_irrelevant_tasks=true`);
    expect(removed.statusCode, removed.body).toBe(200);
    const [inProgressRow] = await db().select().from(tasks).where(eq(tasks.id, mine.id));
    expect(inProgressRow.deletedAt).not.toBeNull();
    const [doneRow] = await db().select().from(tasks).where(eq(tasks.id, done.id));
    expect(doneRow).toMatchObject({ deletedAt: null, status: TaskStatus.DONE, saleLineId: null, saleId: s.id });
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.action, 'task.deleted'), eq(auditLog.entityId, mine.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0].after).toEqual({ reason: 'sale_line_removed' });

    // Without the flag (the default), the task stays, open, no longer linked to the line but still to the sale.
    const [kept] = (await rowsOf(s.id)).filter((x) => x.saleLineId === second.id);
    expect((await req('DELETE', `/sales/${s.id}/lines/${second.id}`)).statusCode).toBe(200);
    const [keptRow] = await db().select().from(tasks).where(eq(tasks.id, kept.id));
    expect(keptRow).toMatchObject({ deletedAt: null, status: TaskStatus.OPEN, saleLineId: null, saleId: s.id });
    expect((await req('DELETE', `/sales/${s.id}/lines/${third.id}?remove_irrelevant_tasks=false`)).statusCode).toBe(200);
    expect((await rowsOf(s.id)).filter((x) => x.deletedAt === null)).toHaveLength(3);
    expect((await req('DELETE', `/sales/${s.id}/lines/${third.id}?remove_irrelevant_tasks=maybe`)).statusCode).toBe(422);
  });

  it('should switch a line to another service: the new service\'s task is created and the old one removed only when asked', async () => {
    const s = await draft([service(spay), service(spay)]);
    const [one, two] = s.lines;
    const [oldOne] = (await rowsOf(s.id)).filter((x) => x.saleLineId === one.id);
    const [oldTwo] = (await rowsOf(s.id)).filter((x) => x.saleLineId === two.id);
    const switched = await req('PUT', `/sales/${s.id}/lines/${one.id}?remove_irrelevant_tasks=true`, service(dental));
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await db().select().from(tasks).where(eq(tasks.id, oldOne.id)))[0].deletedAt).not.toBeNull();
    const onOne = (await rowsOf(s.id)).filter((x) => x.saleLineId === one.id && x.deletedAt === null);
    expect(onOne.map((x) => x.title)).toEqual(['Dental recheck']);
    // Not asked: the old task stays open but is no longer the line's; the line now has only its new task.
    const kept = await req('PUT', `/sales/${s.id}/lines/${two.id}`, service(dental));
    expect(kept.statusCode).toBe(200);
    expect((await db().select().from(tasks).where(eq(tasks.id, oldTwo.id)))[0]).toMatchObject({ deletedAt: null, saleLineId: null, saleId: s.id });
    expect(kept.json().data.lines.map((l: Line) => l.open_tasks)).toEqual([1, 1]);
    // Switching to a service without a task creates none.
    const toPlain = await req('PUT', `/sales/${s.id}/lines/${two.id}?remove_irrelevant_tasks=1`, service(plain));
    expect(toPlain.json().data.lines.map((l: Line) => l.open_tasks)).toEqual([1, 0]);
  });

  it('should delete a draft with its lines\' open tasks when asked, and keep them unlinked otherwise', async () => {
    const asked = await draft([service(spay), service(dental)]);
    const askedIds = (await rowsOf(asked.id)).map((x) => x.id);
    expect((await req('DELETE', `/sales/${asked.id}?remove_irrelevant_tasks=true`)).statusCode).toBe(204);
    const gone = await db().select().from(tasks).where(inArray(tasks.id, askedIds));
    expect(gone.every((x) => x.deletedAt !== null && x.saleId === null)).toBe(true);

    const notAsked = await draft([service(spay)]);
    const [task] = await rowsOf(notAsked.id);
    expect((await req('DELETE', `/sales/${notAsked.id}`)).statusCode).toBe(204);
    expect((await db().select().from(tasks).where(eq(tasks.id, task.id)))[0]).toMatchObject({ deletedAt: null, saleId: null, saleLineId: null, title: 'Post-op check call' });
  });

  it('should replace the draft\'s service and product lines with sold_services / sold_products, leaving custom lines alone', async () => {
    const s = await draft([service(spay), service(plain), { kind: 'product', product_id: productId, quantity: 1 }, { kind: 'custom', name: 'Home visit', quantity: 1, unit_price: 2000 }]);
    const [spayLine, plainLine, productLine, customLine] = s.lines;
    const res = await req('PUT', `/sales/${s.id}`, {
      sold_services: [{ id: plainLine.id, service_id: plain, quantity: 2 }, { service_id: dental, quantity: 1 }],
      sold_products: [{ id: productLine.id, product_id: productId, quantity: 4 }],
      remove_irrelevant_tasks: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as Sale;
    expect(after.lines.map((l) => [l.kind, l.service_id ?? l.product_id ?? l.name, l.quantity])).toEqual([
      ['service', plain, 2], ['product', productId, 4], ['custom', 'Home visit', 1], ['service', dental, 1],
    ]);
    expect(after.lines.map((l) => l.id).slice(0, 3)).toEqual([plainLine.id, productLine.id, customLine.id]);
    // The spay line went with its task (asked); the dental line came with its own.
    const rows = await rowsOf(s.id);
    expect(rows.find((x) => x.title === 'Post-op check call')!.deletedAt).not.toBeNull();
    expect(rows.filter((x) => x.deletedAt === null).map((x) => x.title)).toEqual(['Dental recheck']);
    expect(spayLine.open_tasks).toBe(1);

    // An empty list removes every line of that kind; a missing list leaves them.
    const emptied = await req('PUT', `/sales/${s.id}`, { sold_products: [] });
    expect(emptied.json().data.lines.map((l: Line) => l.kind)).toEqual(['service', 'custom', 'service']);
    // Not asked: the dental task stays when its line goes.
    const noServices = await req('PUT', `/sales/${s.id}`, { sold_services: [] });
    expect(noServices.json().data.lines.map((l: Line) => l.kind)).toEqual(['custom']);
    expect((await rowsOf(s.id)).filter((x) => x.deletedAt === null).map((x) => [x.title, x.saleLineId])).toEqual([['Dental recheck', null]]);
  });

  it('should answer 422 with the item\'s field path, and change nothing', async () => {
    const s = await draft([service(spay), { kind: 'product', product_id: productId, quantity: 1 }]);
    const [spayLine, productLine] = s.lines;
    const cases: [unknown, string][] = [
      [{ sold_services: [{ quantity: 1 }] }, 'sold_services.0.service_id'],
      [{ sold_services: [{ service_id: spay, quantity: 1 }, { service_id: 999999, quantity: 1 }] }, 'sold_services.1.service_id'],
      [{ sold_services: [{ id: productLine.id, service_id: spay, quantity: 1 }] }, 'sold_services.0.id'],
      [{ sold_services: [{ id: spayLine.id, service_id: spay, quantity: 1 }, { id: spayLine.id, service_id: spay, quantity: 1 }] }, 'sold_services.1.id'],
      [{ sold_products: [{ product_id: productId, quantity: 0 }] }, 'sold_products.0.quantity'],
      [{ sold_products: [{ product_id: productId, quantity: 1, vat: 33 }] }, 'sold_products.0.vat'],
      [{ sold_products: [{ id: spayLine.id, product_id: productId, quantity: 1 }] }, 'sold_products.0.id'],
      [{ sold_services: Array.from({ length: 201 }, () => ({ service_id: plain, quantity: 1 })) }, 'sold_services'],
      [{ sold_services: Array.from({ length: 150 }, () => ({ service_id: plain, quantity: 1 })), sold_products: Array.from({ length: 51 }, () => ({ product_id: productId, quantity: 1 })) }, 'lines'],
    ];
    for (const [body, path] of cases) {
      const res = await req('PUT', `/sales/${s.id}`, body);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(422);
      expect(Object.keys(res.json().errors), path).toContain(path);
    }
    const now = (await req('GET', `/sales/${s.id}`)).json().data as Sale;
    expect(now.lines.map((l) => l.id)).toEqual([spayLine.id, productLine.id]);
    expect((await rowsOf(s.id)).filter((x) => x.deletedAt === null)).toHaveLength(1);
  });

  it('should refuse every change of an issued or frozen sale with 409 and leave its tasks', async () => {
    const s = await draft([service(spay)]);
    const issued = await req('POST', `/sales/${s.id}/issue`, {});
    expect(issued.statusCode, issued.body).toBe(200);
    const line = s.lines[0].id;
    for (const [method, url, body] of [
      ['PUT', `/sales/${s.id}`, { sold_services: [], remove_irrelevant_tasks: true }],
      ['DELETE', `/sales/${s.id}/lines/${line}?remove_irrelevant_tasks=true`, undefined],
      ['DELETE', `/sales/${s.id}?remove_irrelevant_tasks=true`, undefined],
    ] as const) {
      expect((await req(method, url, body)).statusCode, `${method} ${url}`).toBe(409);
    }
    const frozen = await draft([service(spay)]);
    await db().update(sales).set({ editState: 'frozen', issuedAt: new Date(), issuedBy: a.admin.id }).where(eq(sales.id, frozen.id));
    const put = await req('PUT', `/sales/${frozen.id}`, { sold_services: [{ service_id: dental, quantity: 1 }] });
    expect(put.statusCode).toBe(409);
    expect((await req('DELETE', `/sales/${frozen.id}/lines/${frozen.lines[0].id}?remove_irrelevant_tasks=true`)).statusCode).toBe(409);
    for (const id of [s.id, frozen.id]) expect((await rowsOf(id)).map((x) => x.deletedAt)).toEqual([null]);
  });
});
