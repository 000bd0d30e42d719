import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, clinicMemberships, roles, tasks } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeStaff, makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet, makeTask, makeTaskTemplate } from '../../test/tasks-factories';

type Headers = Record<string, string>;
const HOUR = 3_600_000;

describe('tasks', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let adminB: Headers;
  let petA: { id: number; nickname: string };
  let petB: { id: number };

  const db = () => t.handle.db;
  const post = (url: string, payload: unknown, headers: Headers = adminA) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
  const put = (url: string, payload: unknown, headers: Headers = adminA) => t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Headers = adminA) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const del = (url: string, headers: Headers = adminA) => t.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers });

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    petA = (await makeClientWithPet(db(), a.group.id)).pet;
    petB = (await makeClientWithPet(db(), b.group.id)).pet;
  });
  afterAll(() => t.close());

  describe('creating', () => {
    it('should create a task with vet, pet and due time and write an audit row', async () => {
      const due = new Date(Date.now() + 2 * HOUR).toISOString();
      const res = await post('/tasks', { title: 'Call owner about lab results', description: 'Bloodwork', vet_id: a.vet.id, pet_id: petA.id, datetime_start_utc: due, record_id: null });
      expect(res.statusCode).toBe(201);
      const task = res.json().data;
      expect(task).toMatchObject({
        title: 'Call owner about lab results', description: 'Bloodwork', status: 0, vet_id: a.vet.id, pet_id: petA.id, record_id: null,
        datetime_start_utc: due, is_overdue: false, completed_at: null, clinic_id: a.clinic.id,
        vet: { id: a.vet.id, full_name: `${a.vet.firstName} ${a.vet.lastName}` },
        pet: { id: petA.id, nickname: petA.nickname },
        created_by: { id: a.admin.id },
      });
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'task'), eq(auditLog.entityId, task.id)));
      expect(audit.map((r) => r.action)).toEqual(['task.created']);
    });

    it('should take title, description and due time from the template when not given', async () => {
      const tpl = await makeTaskTemplate(db(), a.clinic.id, { name: 'Post-op check call', description: 'Ask about appetite', dueOffsetMinutes: 24 * 60 });
      const before = Date.now();
      const res = await post('/tasks', { template_id: tpl.id, pet_id: petA.id });
      expect(res.statusCode).toBe(201);
      const task = res.json().data;
      expect(task).toMatchObject({ title: 'Post-op check call', description: 'Ask about appetite', template_id: tpl.id, template: { id: tpl.id, name: 'Post-op check call' } });
      const due = new Date(task.datetime_start_utc).getTime();
      expect(due).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
      expect(due).toBeLessThanOrEqual(Date.now() + 24 * HOUR + 1000);
    });

    it('should keep the given title and due time over the template defaults', async () => {
      const tpl = await makeTaskTemplate(db(), a.clinic.id, { name: 'Default title', dueOffsetMinutes: 60 });
      const due = '2030-01-02T08:00:00.000Z';
      const res = await post('/tasks', { template_id: tpl.id, title: 'My own title', datetime_start_utc: due });
      expect(res.json().data).toMatchObject({ title: 'My own title', datetime_start_utc: due });
      const undated = await post('/tasks', { template_id: tpl.id, datetime_start_utc: null });
      expect(undated.json().data.datetime_start_utc).toBeNull();
    });

    it('should answer 422 when there is neither a title nor a template', async () => {
      const res = await post('/tasks', { description: 'no title' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.title).toBeDefined();
    });

    it('should answer 422 record_unknown when a record id is given', async () => {
      const res = await post('/tasks', { title: 'x', record_id: 5 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.record_id).toEqual(['This record does not exist.']);
    });

    it('should answer 422 when the pet belongs to another group', async () => {
      const res = await post('/tasks', { title: 'x', pet_id: petB.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.pet_id).toBeDefined();
    });

    it('should answer 422 when the vet is not a member of the clinic', async () => {
      const res = await post('/tasks', { title: 'x', vet_id: b.vet.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.vet_id).toBeDefined();
    });

    it("should answer 422 when the template is another clinic's", async () => {
      const foreign = await makeTaskTemplate(db(), b.clinic.id);
      const res = await post('/tasks', { template_id: foreign.id });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.template_id).toBeDefined();
    });

    it('should answer 422 on a malformed due time', async () => {
      const res = await post('/tasks', { title: 'x', datetime_start_utc: '2030-01-02 08:00' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.datetime_start_utc).toBeDefined();
    });
  });

  describe('tenancy and permissions', () => {
    it("should answer 404 for another clinic's task on every route", async () => {
      const foreign = await makeTask(db(), b.clinic.id);
      expect((await get(`/tasks/${foreign.id}`)).statusCode).toBe(404);
      expect((await put(`/tasks/${foreign.id}`, { title: 'hijack' })).statusCode).toBe(404);
      expect((await post(`/tasks/${foreign.id}/status`, { status: 2 })).statusCode).toBe(404);
      expect((await del(`/tasks/${foreign.id}`)).statusCode).toBe(404);
      expect((await get(`/tasks/${foreign.id}`, adminB)).statusCode).toBe(200);
      const [row] = await db().select().from(tasks).where(eq(tasks.id, foreign.id));
      expect(row).toMatchObject({ title: foreign.title, status: 0, deletedAt: null });
    });

    it("should answer 404 for another clinic's task in the same group", async () => {
      const second = await makeClinic(db(), a.group.id);
      const other = await makeTask(db(), second.id);
      expect((await get(`/tasks/${other.id}`)).statusCode).toBe(404);
    });

    it('should answer 401 without a token and 403 without tasks.manage', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/tasks' })).statusCode).toBe(401);
      const [viewer] = await db().insert(roles).values({ groupId: a.group.id, name: 'Task viewer', permissions: ['tasks.view'] }).returning();
      const user = await makeStaff(db(), a.group.id, []);
      await db().insert(clinicMemberships).values({ clinicId: a.clinic.id, userId: user.id, roleId: viewer.id });
      const h = await staffHeaders(t.app, user.email, a.clinic.id);
      expect((await get('/tasks', h)).statusCode).toBe(200);
      expect((await post('/tasks', { title: 'x' }, h)).statusCode).toBe(403);
      expect((await post('/task-templates', { name: 'x' }, h)).statusCode).toBe(403);
    });
  });

  describe('status transitions', () => {
    it('should stamp completed_at when done and clear it when reopened', async () => {
      const task = (await post('/tasks', { title: 'Transitions' })).json().data;
      const progress = await post(`/tasks/${task.id}/status`, { status: 1 });
      expect(progress.json().data).toMatchObject({ status: 1, completed_at: null });
      const done = await post(`/tasks/${task.id}/status`, { status: 2 });
      expect(done.statusCode).toBe(200);
      expect(done.json().data.status).toBe(2);
      expect(done.json().data.completed_at).not.toBeNull();
      const again = await post(`/tasks/${task.id}/status`, { status: 2 });
      expect(again.json().data.completed_at).toBe(done.json().data.completed_at);
      const reopened = await post(`/tasks/${task.id}/status`, { status: 0 });
      expect(reopened.json().data).toMatchObject({ status: 0, completed_at: null });
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'task'), eq(auditLog.entityId, task.id), eq(auditLog.action, 'task.status_changed')));
      expect(audit).toHaveLength(3);
    });

    it('should answer 409 when moving a done task to cancelled without reopening', async () => {
      const task = (await post('/tasks', { title: 'Final states' })).json().data;
      await post(`/tasks/${task.id}/status`, { status: 2 });
      const res = await post(`/tasks/${task.id}/status`, { status: 3 });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('invalid_state');
      const viaPut = await put(`/tasks/${task.id}`, { status: 3 });
      expect(viaPut.statusCode).toBe(409);
    });

    it('should answer 422 for an unknown status', async () => {
      const task = (await post('/tasks', { title: 'Bad status' })).json().data;
      expect((await post(`/tasks/${task.id}/status`, { status: 7 })).statusCode).toBe(422);
    });
  });

  describe('updating and deleting', () => {
    it('should change only the fields sent and audit before/after', async () => {
      const task = (await post('/tasks', { title: 'Before', description: 'keep me', vet_id: a.vet.id })).json().data;
      const res = await put(`/tasks/${task.id}`, { title: 'After', vet_id: null, pet_id: petA.id });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ title: 'After', description: 'keep me', vet_id: null, pet_id: petA.id });
      const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.entityId, task.id), eq(auditLog.action, 'task.updated')));
      expect(audit.before).toMatchObject({ title: 'Before', vet_id: a.vet.id });
      expect(audit.after).toMatchObject({ title: 'After', vet_id: null });
    });

    it('should answer 422 when the title is emptied or the pet is foreign', async () => {
      const task = (await post('/tasks', { title: 'Keep title' })).json().data;
      expect((await put(`/tasks/${task.id}`, { title: '' })).statusCode).toBe(422);
      expect((await put(`/tasks/${task.id}`, { pet_id: petB.id })).statusCode).toBe(422);
      expect((await get(`/tasks/${task.id}`)).json().data.title).toBe('Keep title');
    });

    it('should soft-delete: gone from the API, row kept with deleted_at', async () => {
      const task = (await post('/tasks', { title: 'Delete me' })).json().data;
      expect((await del(`/tasks/${task.id}`)).statusCode).toBe(204);
      expect((await get(`/tasks/${task.id}`)).statusCode).toBe(404);
      const list = (await get('/tasks?per_page=1000')).json().data as { id: number }[];
      expect(list.some((x) => x.id === task.id)).toBe(false);
      const [row] = await db().select().from(tasks).where(eq(tasks.id, task.id));
      expect(row.deletedAt).not.toBeNull();
      expect((await del(`/tasks/${task.id}`)).statusCode).toBe(404);
    });
  });

  describe('listing', () => {
    let c: Awaited<ReturnType<typeof makeTenant>>;
    let adminC: Headers;
    let vetC: Headers;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      c = await makeTenant(db());
      adminC = await staffHeaders(t.app, c.admin.email, c.clinic.id);
      vetC = await staffHeaders(t.app, c.vet.email, c.clinic.id);
      const now = Date.now();
      const mk = async (key: string, over: Partial<typeof tasks.$inferInsert>) => { ids[key] = (await makeTask(db(), c.clinic.id, { title: key, ...over })).id; };
      await mk('later-mine', { vetId: c.vet.id, datetimeStartUtc: new Date(now + 72 * HOUR) });
      await mk('overdue-mine', { vetId: c.vet.id, datetimeStartUtc: new Date(now - 48 * HOUR) });
      await mk('overdue-admin', { vetId: c.admin.id, datetimeStartUtc: new Date(now - 1 * HOUR), status: 1 });
      await mk('done-past', { vetId: c.vet.id, datetimeStartUtc: new Date(now - 96 * HOUR), status: 2, completedAt: new Date() });
      await mk('soon-admin', { vetId: c.admin.id, datetimeStartUtc: new Date(now + 30 * 60_000) });
      await mk('undated', {});
    });

    const titles = (res: { json(): { data: { title: string }[] } }) => res.json().data.map((x) => x.title);

    it('should order overdue first, then by due time, undated last', async () => {
      const res = await get('/tasks', adminC);
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual(['overdue-mine', 'overdue-admin', 'done-past', 'soon-admin', 'later-mine', 'undated']);
      expect(res.json().data.filter((x: { is_overdue: boolean }) => x.is_overdue).map((x: { title: string }) => x.title)).toEqual(['overdue-mine', 'overdue-admin']);
      expect(res.json().meta).toEqual({ current_page: 1, per_page: 15, total: 6, last_page: 1 });
    });

    it("should show only the caller's tasks with scope mine, everyone's with all", async () => {
      expect(titles(await get('/tasks?filter[scope]=mine', vetC))).toEqual(['overdue-mine', 'done-past', 'later-mine']);
      expect(titles(await get('/tasks?filter[scope]=mine', adminC))).toEqual(['overdue-admin', 'soon-admin']);
      expect(titles(await get('/tasks?filter[scope]=all', vetC))).toHaveLength(6);
    });

    it('should filter overdue: past due and still open or in progress', async () => {
      expect(titles(await get('/tasks?filter[due]=overdue', adminC))).toEqual(['overdue-mine', 'overdue-admin']);
      expect(titles(await get('/tasks?filter[due]=upcoming', adminC))).toEqual(['soon-admin', 'later-mine']);
    });

    it('should filter by status (one or several), vet, pet and search', async () => {
      expect(titles(await get('/tasks?filter[status]=2', adminC))).toEqual(['done-past']);
      expect(titles(await get('/tasks?filter[status][0]=1&filter[status][1]=2', adminC))).toEqual(['overdue-admin', 'done-past']);
      expect(titles(await get(`/tasks?filter[vet_id]=${c.admin.id}`, adminC))).toEqual(['overdue-admin', 'soon-admin']);
      expect(titles(await get('/tasks?filter[search]=ADMIN', adminC))).toEqual(['overdue-admin', 'soon-admin']);
      expect((await get('/tasks?filter[due]=yesterday', adminC)).statusCode).toBe(422);
      expect((await get('/tasks?filter[nope]=1', adminC)).statusCode).toBe(422);
    });

    it("should filter today by the clinic's day", async () => {
      const res = titles(await get('/tasks?filter[due]=today', adminC));
      // "soon" and "1 h ago" are today in the clinic's zone unless the test runs right around midnight there.
      expect(res.every((x) => ['overdue-admin', 'soon-admin'].includes(x))).toBe(true);
    });

    it('should paginate with page and per_page', async () => {
      const res = await get('/tasks?per_page=4&page=2', adminC);
      expect(titles(res)).toEqual(['later-mine', 'undated']);
      expect(res.json().meta).toEqual({ current_page: 2, per_page: 4, total: 6, last_page: 2 });
    });
  });
});

describe('task templates', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let h: Headers;
  let hB: Headers;

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(t.handle.db);
    const b = await makeTenant(t.handle.db);
    h = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    hB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
  });
  afterAll(() => t.close());

  it('should page templates by 10 by default (spec §9)', async () => {
    for (let i = 0; i < 12; i++) await makeTaskTemplate(t.handle.db, a.clinic.id, { name: `Tpl ${String(i).padStart(2, '0')}` });
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/task-templates', headers: h });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toHaveLength(10);
    expect(res.json().meta).toEqual({ current_page: 1, per_page: 10, total: 12, last_page: 2 });
    const page2 = await t.app.inject({ method: 'GET', url: '/api/v1/task-templates?page=2', headers: h });
    expect(page2.json().data.map((x: { name: string }) => x.name)).toEqual(['Tpl 10', 'Tpl 11']);
    const search = await t.app.inject({ method: 'GET', url: '/api/v1/task-templates?filter[search]=tpl 0', headers: h });
    expect(search.json().meta.total).toBe(10);
  });

  it('should create, update and soft-delete a template with audit rows', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/task-templates', headers: h, payload: { name: 'Vaccine reminder call', description: 'Booster due', due_offset_minutes: 1440 } });
    expect(created.statusCode).toBe(201);
    const tpl = created.json().data;
    expect(tpl).toMatchObject({ name: 'Vaccine reminder call', description: 'Booster due', due_offset_minutes: 1440 });
    const updated = await t.app.inject({ method: 'PUT', url: `/api/v1/task-templates/${tpl.id}`, headers: h, payload: { name: 'Booster call', due_offset_minutes: 60 } });
    expect(updated.json().data).toMatchObject({ name: 'Booster call', description: null, due_offset_minutes: 60 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/task-templates/${tpl.id}`, headers: h })).statusCode).toBe(204);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/task-templates?per_page=100', headers: h });
    expect(list.json().data.some((x: { id: number }) => x.id === tpl.id)).toBe(false);
    const fromDeleted = await t.app.inject({ method: 'POST', url: '/api/v1/tasks', headers: h, payload: { template_id: tpl.id } });
    expect(fromDeleted.statusCode).toBe(422);
    const audit = await t.handle.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'task_template'), eq(auditLog.entityId, tpl.id)));
    expect(audit.map((r) => r.action).sort()).toEqual(['task_template.created', 'task_template.deleted', 'task_template.updated']);
  });

  it('should answer 422 on a missing name or a negative offset', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/task-templates', headers: h, payload: { name: ' ', due_offset_minutes: -5 } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['due_offset_minutes', 'name']);
  });

  it("should answer 404 for another clinic's template", async () => {
    const tpl = await makeTaskTemplate(t.handle.db, a.clinic.id);
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/task-templates/${tpl.id}`, headers: hB, payload: { name: 'x' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/task-templates/${tpl.id}`, headers: hB })).statusCode).toBe(404);
  });
});
