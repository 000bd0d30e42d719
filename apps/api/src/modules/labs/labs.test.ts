import { mkdtempSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditLog, labIntegrations, labMessages, labOrders, labResults, records, tasks, webhookDeliveries, webhookEndpoints } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeTenant, staffHeaders } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';
import { parseHl7 } from './hl7';
import { processBatch, processMany, processMessage, processPending, storeMessage, storeMessages } from './ingest';
import { parseOru } from './hl7';
import { scanDropFolders } from './jobs';
import { HttpSender, privateTargetOf } from './adapters';
import { MALFORMED, chemistryOru } from './samples';

type Headers = Record<string, string>;

describe('labs', () => {
  let t: TestApp;
  let dataDir: string;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let adminA: Headers;
  let vetA: Headers;
  let adminB: Headers;
  let recA: Headers;
  let petA: { id: number; nickname: string };
  let petB: { id: number };
  let recordA: number;
  let integ: { id: number; inbound_token: string };
  let integB: { id: number; inbound_token: string };

  const db = () => t.handle.db;
  const post = (url: string, payload: unknown, headers: Headers = adminA) => t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers });
  const put = (url: string, payload: unknown, headers: Headers = adminA) => t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as object, headers });
  const get = (url: string, headers: Headers = adminA) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
  const inbound = (body: string, token: string) => t.app.inject({ method: 'POST', url: '/api/v1/labs/inbound', payload: body, headers: { authorization: `Bearer ${token}`, 'content-type': 'x-application/hl7-v2+er7' } });
  const order = async (headers: Headers = vetA, body: Record<string, unknown> = {}) => {
    const res = await post('/lab-orders', { integration_id: integ.id, pet_id: petA.id, record_id: recordA, panel_code: 'CHEM12', ...body }, headers);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; placer_order_number: string; status: string };
  };
  const integration = { name: 'In-house chemistry', kind: 'in_house', adapter: 'drop_folder', settings: {}, sending_facility: 'CLINIC01', receiving_facility: 'IDEXX' };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'labs-test-'));
    t = await makeTestApp({ dataDir });
    a = await makeTenant(db());
    b = await makeTenant(db());
    adminA = await staffHeaders(t.app, a.admin.email, a.clinic.id);
    vetA = await staffHeaders(t.app, a.vet.email, a.clinic.id);
    recA = await staffHeaders(t.app, a.receptionist.email, a.clinic.id);
    adminB = await staffHeaders(t.app, b.admin.email, b.clinic.id);
    petA = (await makeClientWithPet(db(), a.group.id)).pet;
    petB = (await makeClientWithPet(db(), b.group.id)).pet;
    const client = (await makeClientWithPet(db(), a.group.id)).client;
    void client;
    const [rec] = await db().insert(records).values({ groupId: a.group.id, clinicId: a.clinic.id, petId: petA.id, vetId: a.vet.id, templateSnapshot: [], title: 'Wellness' }).returning();
    recordA = rec.id;
    integ = (await post('/lab-integrations', integration)).json().data;
    integB = (await post('/lab-integrations', integration, adminB)).json().data;
  });
  afterAll(() => t.close());

  describe('integrations', () => {
    it('creates one with a token shown once, and checks adapter settings', async () => {
      expect(integ.inbound_token).toMatch(/^lab_/);
      const got = (await get(`/lab-integrations/${integ.id}`)).json().data;
      expect(got).not.toHaveProperty('inbound_token');
      expect(got.drop_folder.outbox).toContain(path.join('labs', `${a.clinic.id}-${integ.id}`, 'outbox'));
      const bad = await post('/lab-integrations', { ...integration, adapter: 'mllp', settings: {}, sending_facility: 'A|B' });
      expect(bad.statusCode).toBe(422);
      expect(Object.keys(bad.json().errors).sort()).toEqual(['sending_facility', 'settings.host', 'settings.port']);
      const http = await post('/lab-integrations', { ...integration, name: 'Ref lab', kind: 'reference', adapter: 'http', settings: { url: 'https://lab.example/orders', auth_header: 'Bearer s3cret' } });
      expect(http.json().data.settings).toEqual({ url: 'https://lab.example/orders', has_auth_header: true });
      const edited = await put(`/lab-integrations/${http.json().data.id}`, { ...integration, name: 'Ref lab 2', kind: 'reference', adapter: 'http', settings: { url: 'https://lab.example/v2' } });
      expect(edited.json().data.settings).toEqual({ url: 'https://lab.example/v2', has_auth_header: true });
    });

    it('keeps integrations to their clinic and their editors', async () => {
      expect((await get(`/lab-integrations/${integ.id}`, adminB)).statusCode).toBe(404);
      expect((await put(`/lab-integrations/${integ.id}`, integration, adminB)).statusCode).toBe(404);
      expect((await post('/lab-integrations', integration, vetA)).statusCode).toBe(403);
      const list = (await get('/lab-integrations', adminB)).json();
      expect(list.data.map((i: { id: number }) => i.id)).toEqual([integB.id]);
    });
  });

  describe('orders', () => {
    it('orders a chemistry panel from a record and writes the ORM^O01 to the drop folder', async () => {
      const o = await order();
      expect(o).toMatchObject({ status: 'sent', placer_order_number: `VC${a.clinic.id}-${o.id}`, record_id: recordA, vet: { id: a.vet.id }, panel_code: 'CHEM12' });
      const outbox = path.join(dataDir, 'labs', `${a.clinic.id}-${integ.id}`, 'outbox');
      const text = readFileSync(path.join(outbox, `${o.placer_order_number}.hl7`), 'utf8');
      const orm = parseHl7(text);
      expect(orm.first('MSH')?.get(9, 1)).toBe('ORM');
      expect(orm.first('MSH')?.get(6)).toBe('IDEXX');
      expect(orm.first('PID')?.get(3)).toBe(String(petA.id));
      expect(orm.first('ORC')?.get(1)).toBe('NW');
      expect(orm.first('OBR')?.get(2)).toBe(o.placer_order_number);
      expect(orm.first('OBR')?.get(4, 1)).toBe('CHEM12');
      expect(orm.first('OBR')?.get(4, 4)).toBe('24323-8');
    });

    it('refuses another clinic\'s pet, record or integration with field errors, and a receptionist', async () => {
      const res = await post('/lab-orders', { integration_id: integB.id, pet_id: petB.id, record_id: recordA, panel_code: 'CHEM12' }, vetA);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['integration_id', 'pet_id', 'record_id']);
      expect((await post('/lab-orders', { integration_id: integ.id, pet_id: petA.id, panel_code: 'NOPE' }, vetA)).statusCode).toBe(422);
      expect((await post('/lab-orders', { integration_id: integ.id, pet_id: petA.id, panel_code: 'CBC' }, recA)).statusCode).toBe(403);
    });

    it('keeps a failed MLLP send as send_failed with the reason, and resends it once the lab listens', async () => {
      const server = net.createServer();
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const port = (server.address() as net.AddressInfo).port;
      await new Promise<void>((r) => server.close(() => r()));
      const m = (await post('/lab-integrations', { ...integration, name: 'Analyser', adapter: 'mllp', settings: { host: '127.0.0.1', port, timeout_ms: 2000 } })).json().data;
      const failed = (await post('/lab-orders', { integration_id: m.id, pet_id: petA.id, panel_code: 'T4' }, vetA)).json().data;
      expect(failed.status).toBe('send_failed');
      expect(failed.send_error).toContain(`127.0.0.1:${port}`);
      // A lab listener: reads one framed message and answers with a framed ACK.
      const received: string[] = [];
      const lab = net.createServer((sock) => {
        let buf = '';
        sock.on('data', (c) => {
          buf += c.toString();
          if (!buf.includes('\x1c')) return;
          const msg = buf.slice(1, buf.indexOf('\x1c'));
          received.push(msg);
          const ctl = parseHl7(msg).first('MSH')?.get(10);
          sock.write(`\x0bMSH|^~\\&|LAB|IDEXX|VETCLINIC|CLINIC01|20261127||ACK^O01|A1|P|2.5.1\rMSA|AA|${ctl}\r\x1c\r`);
        });
      });
      await new Promise<void>((r) => lab.listen(port, '127.0.0.1', r));
      try {
        const resent = await post(`/lab-orders/${failed.id}/resend`, {}, vetA);
        expect(resent.json().data).toMatchObject({ status: 'sent', send_error: null });
        expect(received).toHaveLength(1);
        expect(parseHl7(received[0]).first('OBR')?.get(4, 1)).toBe('T4');
        expect((await post(`/lab-orders/${failed.id}/resend`, {}, vetA)).statusCode).toBe(409);
      } finally {
        await new Promise<void>((r) => lab.close(() => r()));
      }
    });
  });

  describe('SSRF guard on lab URLs', () => {
    const httpIntegration = (url: string) => ({ ...integration, name: 'Gateway', kind: 'reference', adapter: 'http', settings: { url } });

    /** A lab gateway on 127.0.0.1 that records what it gets and answers with an HL7 ACK. */
    async function startLab() {
      const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
      const server = http.createServer((req, res) => {
        let body = '';
        req.on('data', (c: Buffer) => { body += c.toString('utf8'); });
        req.on('end', () => {
          received.push({ headers: req.headers, body });
          const ctl = parseHl7(body).first('MSH')?.get(10);
          res.end(`MSH|^~\\&|LAB|REF|VETCLINIC|CLINIC01|20261127||ACK^O01|A9|P|2.5.1\rMSA|AA|${ctl}\r`);
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      const port = (server.address() as net.AddressInfo).port;
      return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
    }

    it('refuses at save a URL whose host is or resolves to a private or internal address (422 on settings.url)', async () => {
      for (const url of ['https://127.0.0.1/orders', 'https://169.254.169.254/latest/meta-data', 'https://localhost:8443/orders', 'https://[::1]/orders', 'http://10.0.0.5/hl7']) {
        const res = await post('/lab-integrations', httpIntegration(url));
        expect(res.statusCode, url).toBe(422);
        expect(res.json().errors).toEqual({ 'settings.url': [expect.stringContaining('private or internal network address')] });
      }
      const ok = (await post('/lab-integrations', httpIntegration('https://lab.example/orders'))).json().data;
      const edit = await put(`/lab-integrations/${ok.id}`, httpIntegration('https://169.254.169.254/x'));
      expect(edit.statusCode).toBe(422);
      expect(edit.json().errors).toEqual({ 'settings.url': [expect.stringContaining('private or internal network address')] });
      expect((await put(`/lab-integrations/${ok.id}`, httpIntegration('https://169.254.169.254/x'), adminB)).statusCode).toBe(404);
      expect((await get(`/lab-integrations/${ok.id}`)).json().data.settings.url).toBe('https://lab.example/orders');
      // A name whose DNS answer holds a private address is refused like a literal one.
      const partner = async () => [{ address: '93.184.216.34', family: 4 as const }, { address: '192.168.10.20', family: 4 as const }];
      expect(await privateTargetOf('https://lab.partner.test/orders', partner)).toMatch(/lab\.partner\.test resolves to the private address 192\.168\.10\.20/);
      expect(await privateTargetOf('https://lab.partner.test/orders', async () => [{ address: '93.184.216.34', family: 4 }])).toBeNull();
    });

    it('refuses at send: an order to a URL that leads to a private address fails with the reason and nothing is posted', async () => {
      const lab = await startLab();
      try {
        // Rows as saved before the guard, or a name that moved to a private address since.
        for (const host of ['127.0.0.1', 'localhost']) {
          const [row] = await db().insert(labIntegrations).values({
            clinicId: a.clinic.id, name: `Old gateway ${host}`, kind: 'reference', adapter: 'http', settings: { url: `http://${host}:${lab.port}/orders` },
            sendingFacility: 'CLINIC01', receivingFacility: 'REF', inboundTokenHash: `${host}-${'0'.repeat(40)}`.slice(0, 64),
          }).returning();
          const res = await post('/lab-orders', { integration_id: row.id, pet_id: petA.id, panel_code: 'T4' }, vetA);
          expect(res.statusCode).toBe(201);
          expect(res.json().data).toMatchObject({ status: 'send_failed', send_error: expect.stringMatching(/^Refused: .+ resolves to the private address (127\.0\.0\.1|::1); lab orders are only sent to public addresses\.$/) });
        }
        expect(lab.received).toHaveLength(0);
        const named = new HttpSender('https://lab.partner.test/orders', undefined, 2000, async () => [{ address: '169.254.169.254', family: 4 }]);
        await expect(named.send('MSH|x')).rejects.toThrow(/lab\.partner\.test resolves to the private address 169\.254\.169\.254/);
        // The same sender, let through to the local lab (tests only), posts the message with its header and reads the ACK.
        const local = new HttpSender(`http://lab.partner.test:${lab.port}/orders`, 'Bearer s3cret', 2000, async () => [{ address: '127.0.0.1', family: 4 }], true);
        const msg = 'MSH|^~\\&|VETCLINIC|CLINIC01|LAB|REF|20261127||ORM^O01|ORD-77|P|2.5.1\r';
        expect(await local.send(msg)).toEqual({ detail: 'accepted (AA)' });
        expect(lab.received).toHaveLength(1);
        expect(lab.received[0]).toMatchObject({ body: msg, headers: { authorization: 'Bearer s3cret', host: `lab.partner.test:${lab.port}` } });
      } finally {
        await lab.close();
      }
    });
  });

  describe('results in', () => {
    it('files a matched ORU^R01: results with flags in the record, order final, a review task for the ordering vet', async () => {
      const o = await order();
      const res = await inbound(chemistryOru({ placer: o.placer_order_number, petId: petA.id, controlId: 'IDX-1001' }), integ.inbound_token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'filed', reason_code: null });
      expect(parseHl7(res.json().ack).first('MSA')?.get(1)).toBe('AA');
      const got = (await get(`/lab-orders/${o.id}`, vetA)).json().data;
      expect(got).toMatchObject({ status: 'final', filler_order_number: 'IDX-IDX-1001', record_id: recordA });
      expect(got.results).toHaveLength(6);
      const alt = got.results.find((r: { analyte_name: string }) => r.analyte_name === 'ALT');
      expect(alt).toMatchObject({ value: '182', numeric_value: 182, units: 'U/L', reference_range: '10-125', ref_low: 10, ref_high: 125, abnormal_flag: 'H', record_id: recordA });
      expect(got.results.find((r: { analyte_name: string }) => r.analyte_name === 'Glucose')).toMatchObject({ abnormal_flag: 'L', notes: expect.stringContaining('lipemic') });
      const [task] = await db().select().from(tasks).where(and(eq(tasks.petId, petA.id), eq(tasks.recordId, recordA)));
      expect(task).toMatchObject({ vetId: a.vet.id, clinicId: a.clinic.id });
      expect(task.title).toContain('Review lab results');
      expect(task.description).toContain('2');
      const audit = await db().select().from(auditLog).where(and(eq(auditLog.entityType, 'lab_order'), eq(auditLog.entityId, o.id)));
      expect(audit.map((r) => r.action)).toEqual(['lab_order.created', 'lab_results.filed']);
      // The same message again (the lab did not get our ACK) is stored and marked duplicate, not filed twice.
      const again = await inbound(chemistryOru({ placer: o.placer_order_number, petId: petA.id, controlId: 'IDX-1001' }), integ.inbound_token);
      expect(again.json().status).toBe('duplicate');
      expect(await db().select().from(labResults).where(eq(labResults.orderId, o.id))).toHaveLength(6);
    });

    it('matches by pet and test when the lab drops our order number', async () => {
      const o = await order(vetA, { panel_code: 'T4' });
      const msg = `MSH|^~\\&|LAB|REF|VC|C|20261127||ORU^R01|NOPLACER-1|P|2.3\rPID|1||${petA.id}\rOBR|1||F-T4-9|3026-2^T4^LN\rOBX|1|NM|3026-2^Total T4^LN||5.2|ug/dL|1.0-4.0|H|||F\r`;
      expect((await inbound(msg, integ.inbound_token)).json().status).toBe('filed');
      expect((await get(`/lab-orders/${o.id}`)).json().data).toMatchObject({ status: 'final', filler_order_number: 'F-T4-9', results: [{ abnormal_flag: 'H', numeric_value: 5.2 }] });
    });

    it('queues malformed and unmatched messages with their reason and the raw text, never filed', async () => {
      const cases: [string, string][] = [
        [MALFORMED.garbage, 'not_hl7'],
        [MALFORMED.obxFirst, 'obx_without_obr'],
        [MALFORMED.notOru, 'not_oru'],
        [chemistryOru({ placer: 'VC999-1', petId: 999999, controlId: 'ORPHAN-1' }), 'no_matching_order'],
        ['', 'empty'],
      ];
      for (const [raw, reason] of cases) {
        const res = await inbound(raw, integ.inbound_token);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({ status: 'queued', reason_code: reason });
        expect(parseHl7(res.json().ack).first('MSA')?.get(1)).toBe('AE');
        const m = (await get(`/lab-messages/${res.json().message_id}`)).json().data;
        expect(m).toMatchObject({ status: 'queued', reason_code: reason, raw });
        expect(m.reason_detail).toBeTruthy();
      }
      const queue = (await get('/lab-messages?filter[search]=ORPHAN')).json();
      expect(queue.data).toHaveLength(1);
      expect(queue.data[0].reason_detail).toContain('placer VC999-1');
      expect((await get('/lab-messages', adminB)).json().data).toHaveLength(0);
    });

    it('refuses a missing or wrong token (401) and stores nothing', async () => {
      const before = (await db().select().from(labMessages)).length;
      expect((await inbound('MSH|x', 'lab_wrong')).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/labs/inbound', payload: 'MSH|x', headers: { 'content-type': 'text/plain' } })).statusCode).toBe(401);
      expect((await db().select().from(labMessages)).length).toBe(before);
    });

    it('lets staff file a queued message against an order, or dismiss one', async () => {
      const o = await order();
      const queued = (await inbound(chemistryOru({ placer: 'LAB-TYPO', petId: 0, controlId: 'MANUAL-1' }), integ.inbound_token)).json();
      expect(queued.status).toBe('queued');
      expect((await post(`/lab-messages/${queued.message_id}/match`, { order_id: o.id }, adminB)).statusCode).toBe(404);
      expect((await post(`/lab-messages/${queued.message_id}/match`, { order_id: 2_000_000 }, vetA)).statusCode).toBe(422);
      const matched = await post(`/lab-messages/${queued.message_id}/match`, { order_id: o.id }, vetA);
      expect(matched.json().data).toMatchObject({ status: 'filed', order_id: o.id });
      expect((await get(`/lab-orders/${o.id}`)).json().data.results).toHaveLength(6);
      expect((await post(`/lab-messages/${queued.message_id}/dismiss`, {}, vetA)).statusCode).toBe(409);
      const junk = (await inbound(MALFORMED.garbage, integ.inbound_token)).json();
      expect((await post(`/lab-messages/${junk.message_id}/match`, { order_id: o.id }, vetA)).statusCode).toBe(409);
      expect((await post(`/lab-messages/${junk.message_id}/dismiss`, {}, vetA)).json().data.status).toBe('dismissed');
    });

    it('stores the raw message before parsing: a parser crash leaves the row, queued with the reason; a killed import is recovered', async () => {
      const o = await order();
      const raw = chemistryOru({ placer: o.placer_order_number, petId: petA.id, controlId: 'CRASH-1' });
      const [integRow] = await db().select().from((await import('@vetclinic/db')).labIntegrations).where(eq((await import('@vetclinic/db')).labIntegrations.id, integ.id));
      // A parser that blows up (a bug, out of memory…): the message row was committed first and ends queued.
      const id = await storeMessage(db(), integRow, raw, 'http');
      const status = await processMessage(db(), id, () => { throw new RangeError('simulated crash in the parser'); });
      expect(status).toBe('queued');
      const [row] = await db().select().from(labMessages).where(eq(labMessages.id, id));
      expect(row).toMatchObject({ raw, status: 'queued', reasonCode: 'processing_error' });
      expect(row.reasonDetail).toContain('simulated crash');
      // The process killed between storing and filing: the row stays 'received' until the recovery sweep files it.
      const id2 = await storeMessage(db(), integRow, raw.replace('CRASH-1', 'CRASH-2'), 'http');
      const [pending] = await db().select().from(labMessages).where(eq(labMessages.id, id2));
      expect(pending.status).toBe('received');
      expect(await processPending(db(), 0)).toBeGreaterThanOrEqual(1);
      const [after] = await db().select().from(labMessages).where(eq(labMessages.id, id2));
      expect(after).toMatchObject({ status: 'filed', orderId: o.id });
    });

    it('imports files dropped in the inbox folder (several messages per file) and moves them aside', async () => {
      const o1 = await order();
      const o2 = await order(vetA, { panel_code: 'T4' });
      const inbox = path.join(dataDir, 'labs', `${a.clinic.id}-${integ.id}`, 'inbox');
      mkdirSync(inbox, { recursive: true });
      const t4 = `MSH|^~\\&|LAB|REF|VC|C|20261127||ORU^R01|DROP-2|P|2.3\nPID|1||${petA.id}\nOBR|1|${o2.placer_order_number}||T4^T4^L\nOBX|1|NM|3026-2^Total T4^LN||2.2|ug/dL|1.0-4.0|N|||F\n`;
      writeFileSync(path.join(inbox, 'results.hl7'), chemistryOru({ placer: o1.placer_order_number, petId: petA.id, controlId: 'DROP-1', eol: '\n' }) + t4);
      writeFileSync(path.join(inbox, 'junk.hl7'), 'not a message');
      const r = await scanDropFolders(db(), dataDir);
      expect(r).toEqual({ files: 2, messages: 3 });
      expect(readdirSync(inbox)).toEqual([]);
      expect((await get(`/lab-orders/${o1.id}`)).json().data.status).toBe('final');
      expect((await get(`/lab-orders/${o2.id}`)).json().data.results[0]).toMatchObject({ value: '2.2', abnormal_flag: null });
      const [junk] = await db().select().from(labMessages).where(and(eq(labMessages.raw, 'not a message'), eq(labMessages.source, 'drop_folder')));
      expect(junk).toMatchObject({ status: 'queued', reasonCode: 'not_hl7' });
    });
  });

  describe('batches', () => {
    const integRow = async () => (await db().select().from(labIntegrations).where(eq(labIntegrations.id, integ.id)))[0];
    const resultsOf = async (orderIds: number[]) => (await db().select().from(labResults).where(inArray(labResults.orderId, orderIds))).length;
    const tasksOf = async (orderIds: number[]) => {
      const rows = await db().select({ placer: labOrders.placerOrderNumber }).from(labOrders).where(inArray(labOrders.id, orderIds));
      const all = await db().select().from(tasks).where(eq(tasks.petId, petA.id));
      return all.filter((t) => rows.some((r) => t.description?.includes(r.placer))).length;
    };

    it('files the good messages of a batch around a malformed one, which is queued with its reason; webhooks in the same transaction', async () => {
      const [hook] = await db().insert(webhookEndpoints).values({ clinicId: a.clinic.id, url: 'https://hooks.example.test/labs', events: ['lab_result.filed'], secret: 'whsec_x' }).returning();
      try {
        const o1 = await order();
        const o2 = await order();
        const o3 = await order();
        const raws = [
          chemistryOru({ placer: o1.placer_order_number, petId: petA.id, controlId: 'BATCH-1' }),
          MALFORMED.obxFirst,
          chemistryOru({ placer: o2.placer_order_number, petId: petA.id, controlId: 'BATCH-2' }),
          chemistryOru({ placer: 'VC999-404', petId: 999999, controlId: 'BATCH-ORPHAN' }),
          chemistryOru({ placer: o3.placer_order_number, petId: petA.id, controlId: 'BATCH-3' }),
        ];
        const ids = await storeMessages(db(), await integRow(), raws, 'drop_folder');
        const out = await processBatch(db(), ids);
        expect(out.map((o) => [o.status, o.reasonCode])).toEqual([['filed', null], ['queued', 'obx_without_obr'], ['filed', null], ['queued', 'no_matching_order'], ['filed', null]]);
        const bad = (await get(`/lab-messages/${ids[1]}`)).json().data;
        expect(bad).toMatchObject({ status: 'queued', reason_code: 'obx_without_obr', raw: MALFORMED.obxFirst });
        expect(bad.reason_detail).toBeTruthy();
        expect(await resultsOf([o1.id, o2.id, o3.id])).toBe(18);
        expect(await tasksOf([o1.id, o2.id, o3.id])).toBe(3);
        for (const o of [o1, o2, o3]) expect((await get(`/lab-orders/${o.id}`)).json().data.status).toBe('final');
        const deliveries = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
        expect(deliveries).toHaveLength(18);
        const results = await db().select().from(labResults).where(inArray(labResults.orderId, [o1.id, o2.id, o3.id]));
        const payload = deliveries[0].payload as { id: string; type: string; clinic_id: number; data: Record<string, number> };
        expect(payload).toMatchObject({ id: deliveries[0].eventId, type: 'lab_result.filed', clinic_id: a.clinic.id, data: { record_id: recordA, pet_id: petA.id } });
        expect(results.map((r) => r.id)).toContain(payload.data.lab_result_id);
        expect(new Set(deliveries.map((d) => d.eventId)).size).toBe(18);
        // Processing the same rows again changes nothing.
        expect((await processBatch(db(), ids)).map((o) => o.status)).toEqual(['filed', 'queued', 'filed', 'queued', 'filed']);
        expect(await resultsOf([o1.id, o2.id, o3.id])).toBe(18);
      } finally {
        await db().update(webhookEndpoints).set({ isActive: false }).where(eq(webhookEndpoints.id, hook.id));
      }
    });

    it('files a batch one by one when its filing fails: the message the database refuses is queued, the others filed', async () => {
      const o1 = await order();
      const o2 = await order();
      const o3 = await order();
      const raws = [o1, o2, o3].map((o, i) => chemistryOru({ placer: o.placer_order_number, petId: petA.id, controlId: `FALLBACK-${i + 1}` }));
      const ids = await storeMessages(db(), await integRow(), raws, 'http');
      // A parser that reads FALLBACK-2 wrong: a numeric value the database cannot take (not a number), so the batch's
      // INSERT fails as a whole and the importer goes message by message.
      const parse = (raw: string) => {
        const msg = parseOru(raw);
        if (msg.controlId === 'FALLBACK-2') msg.orders[0].observations[0].numericValue = 'not a number' as unknown as number;
        return msg;
      };
      const out = await processBatch(db(), ids, parse);
      expect(out.map((o) => o.status)).toEqual(['filed', 'queued', 'filed']);
      expect(out[1].reasonCode).toBe('processing_error');
      const [row] = await db().select().from(labMessages).where(eq(labMessages.id, ids[1]));
      expect(row).toMatchObject({ status: 'queued', reasonCode: 'processing_error', raw: raws[1] });
      expect(row.reasonDetail).toMatch(/Filing failed/);
      expect(await resultsOf([o1.id, o2.id, o3.id])).toBe(12);
      expect(await resultsOf([o2.id])).toBe(0);
      expect(await tasksOf([o1.id, o2.id, o3.id])).toBe(2);
      expect((await get(`/lab-orders/${o2.id}`)).json().data.status).toBe('sent');
    });

    it('files the same message once: twice in one batch, again in a later batch, and from two imports at once', async () => {
      const o = await order();
      const raw = chemistryOru({ placer: o.placer_order_number, petId: petA.id, controlId: 'TWICE-1' });
      const integration = await integRow();
      const ids = await storeMessages(db(), integration, [raw, raw], 'drop_folder');
      expect(await processMany(db(), ids, 2)).toEqual(['filed', 'duplicate']);
      const later = await storeMessages(db(), integration, [raw], 'drop_folder');
      expect((await processBatch(db(), later))[0]).toMatchObject({ status: 'duplicate', reasonCode: 'duplicate', controlId: 'TWICE-1' });
      expect(await resultsOf([o.id])).toBe(6);
      expect(await tasksOf([o.id])).toBe(1);
      const filed = await db().select().from(labMessages).where(and(eq(labMessages.controlId, 'TWICE-1'), eq(labMessages.status, 'filed')));
      expect(filed.map((m) => m.id)).toEqual([ids[0]]);

      // Two importers at once, each with its own copy: the unique index lets one file, the other ends duplicate.
      const o2 = await order();
      const raw2 = chemistryOru({ placer: o2.placer_order_number, petId: petA.id, controlId: 'RACE-1' });
      const [x, y] = await storeMessages(db(), integration, [raw2, raw2], 'http');
      const both = await Promise.all([processBatch(db(), [x]), processBatch(db(), [y])]);
      expect(both.map(([r]) => r.status).sort()).toEqual(['duplicate', 'filed']);
      expect(await resultsOf([o2.id])).toBe(6);
      expect(await tasksOf([o2.id])).toBe(1);
    });

    it('refuses a staff match of a queued copy once the same control id is filed', async () => {
      const o = await order();
      const queuedCopy = (await inbound(chemistryOru({ placer: 'LAB-TYPO-2', petId: 0, controlId: 'STAFF-DUP-1' }), integ.inbound_token)).json();
      expect(queuedCopy.status).toBe('queued');
      expect((await inbound(chemistryOru({ placer: o.placer_order_number, petId: petA.id, controlId: 'STAFF-DUP-1' }), integ.inbound_token)).json().status).toBe('filed');
      expect((await post(`/lab-messages/${queuedCopy.message_id}/match`, { order_id: o.id }, vetA)).statusCode).toBe(409);
      expect(await resultsOf([o.id])).toBe(6);
    });
  });

  describe('results over time', () => {
    it('lists a pet\'s analytes and one analyte\'s series, oldest first, within the clinic', async () => {
      const o = await order();
      await inbound(chemistryOru({ placer: o.placer_order_number, petId: petA.id, controlId: 'OLD-1', at: '20250101090000', alt: 90 }), integ.inbound_token);
      const analytes = (await get(`/pets/${petA.id}/lab-analytes`, vetA)).json().data;
      expect(analytes.find((x: { analyte_code: string }) => x.analyte_code === '1742-6')).toMatchObject({ analyte_name: 'ALT', units: 'U/L' });
      const series = (await get(`/pets/${petA.id}/lab-results?analyte_code=1742-6`, vetA)).json().data;
      expect(series[0]).toMatchObject({ numeric_value: 90, abnormal_flag: null, observed_at: '2025-01-01T09:00:00.000Z' });
      expect(series.length).toBeGreaterThan(1);
      expect(series.every((s: { observed_at: string }, i: number) => i === 0 || s.observed_at >= series[i - 1].observed_at)).toBe(true);
      expect((await get(`/pets/${petA.id}/lab-results?analyte_code=1742-6`, adminB)).statusCode).toBe(404);
      expect((await get(`/pets/${petA.id}/lab-results`, vetA)).statusCode).toBe(422);
      const orders = (await db().select().from(labOrders).where(eq(labOrders.petId, petA.id))).length;
      expect((await get(`/lab-orders?filter[pet_id]=${petA.id}&per_page=100`)).json().meta.total).toBe(orders);
    });
  });
});
