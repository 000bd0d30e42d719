import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { outbox } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { createSmtpMailTransport } from '../../providers/mail/smtp-mail-transport';
import { createHttpSmsProvider } from '../../providers/sms/http-sms-provider';
import { deliverPending, MAX_ATTEMPTS, outboxMessageKey, type DeliveryDeps } from './delivery';
import { enqueueMessage, notifyOutbox, type OutgoingMessage } from './outbox';
import { PgBoss, fromPglite, type PGliteLike } from 'pg-boss';
import { DELIVERY_QUEUE, startMessaging } from './jobs';
import { startSmtpTestServer, type SmtpTestServer } from './smtp-test-server';

let n = 0;
const makeMail = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => {
  n++;
  return {
    clinicId: null,
    channel: 'mail',
    to: `client${n}@example.test`,
    subject: `Your appointment ${n}`,
    text: `Hello ${n}`,
    html: `<p>Hello ${n}</p>`,
    links: [{ label: 'Manage your appointment', url: `https://clinic.test/appointments/tok${n}` }],
    ...over,
  };
};

type MailboxItem = { id: number; to: string; subject: string | null; links: { label: string; url: string }[]; status: string; text: string };

describe('messaging outbox', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    smtp = await startSmtpTestServer();
    // Each test starts from an empty outbox so counts and "newest first" are about its own rows.
    await t.handle.db.delete(outbox);
  });
  afterEach(() => smtp.close());

  const enqueue = (msg: OutgoingMessage) => t.handle.db.transaction((tx) => enqueueMessage(tx, msg));
  const mailbox = async (query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox.json${query}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: MailboxItem[] }).data;
  };
  const rowOf = async (id: number) => (await t.handle.db.select().from(outbox).where(eq(outbox.id, id)))[0];
  const smtpDeps = (): DeliveryDeps => ({ db: t.handle.db, mail: createSmtpMailTransport({ url: smtp.url, from: 'Clinic <no-reply@clinic.test>' }), sms: null });

  it('never shows a message when the enqueuing transaction rolls back', async () => {
    const msg = makeMail();
    await expect(t.handle.db.transaction(async (tx) => {
      await enqueueMessage(tx, msg);
      throw new Error('booking failed');
    })).rejects.toThrow('booking failed');

    expect(await mailbox(`?to=${encodeURIComponent(msg.to)}`)).toEqual([]);
    await deliverPending(smtpDeps());
    expect(smtp.received).toEqual([]);
  });

  it('shows a committed message in /dev/mailbox.json with its links, newest first', async () => {
    const first = makeMail();
    const second = makeMail({ to: 'Owner@Example.test' });
    const firstId = await enqueue(first);
    const secondId = await enqueue(second);

    const all = await mailbox();
    expect(all.map((m) => m.id)).toEqual([secondId, firstId]);
    expect(all[1]).toMatchObject({ to: first.to, subject: first.subject, text: first.text, status: 'queued', links: first.links });

    const filtered = await mailbox('?to=owner@EXAMPLE.test');
    expect(filtered.map((m) => m.id)).toEqual([secondId]);
    expect(await mailbox('?limit=1')).toHaveLength(1);
  });

  it('escapes a <script> subject on the HTML page and links the message links', async () => {
    await enqueue(makeMail({ subject: '<script>alert(1)</script> & co', text: 'Hi <b>there</b>', links: [{ label: 'Confirm', url: 'https://clinic.test/confirm?a=1&b=2' }] }));
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Dev mailbox</title>');
    expect(res.body).not.toContain('<script');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(res.body).toContain('Hi &lt;b&gt;there&lt;/b&gt;');
    expect(res.body).toContain('<a href="https://clinic.test/confirm?a=1&amp;b=2">Confirm</a>');
    expect(res.body).toContain('<details');
  });

  it('serves a message\'s HTML under a sandboxing CSP and its attachments as downloads', async () => {
    const id = await enqueue(makeMail({ html: '<p>Hi</p>', attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8', content: 'BEGIN:VCALENDAR\r\n' }] }));
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}/html` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<p>Hi</p>');
    expect(page.headers['content-security-policy']).toContain('sandbox');
    const file = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}/attachments/0` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="appointment.ics"');
    expect(file.body).toBe('BEGIN:VCALENDAR\r\n');
    expect((await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}/attachments/1` })).statusCode).toBe(404);
  });

  it('renders a javascript: link as text, never as an href', async () => {
    await enqueue(makeMail({ links: [{ label: 'Evil', url: 'javascript:alert(1)' }] }));
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.body).not.toContain('href="javascript:');
  });

  it('delivers a queued mail through a real SMTP server and marks it sent', async () => {
    const msg = makeMail({ attachments: [{ filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n' }] });
    const id = await enqueue(msg);

    const result = await deliverPending(smtpDeps(), { limit: 10 });

    expect(result).toMatchObject({ claimed: 1, sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toEqual([msg.to]);
    expect(smtp.received[0].from).toBe('no-reply@clinic.test');
    expect(smtp.received[0].subject).toBe(msg.subject);
    expect(smtp.received[0].data).toContain('appointment.ics');
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);

    await deliverPending(smtpDeps());
    expect(smtp.received).toHaveLength(1);
  });

  // A resend after a crash between the SMTP "250" and the commit (proof:crash) must be recognisable
  // as the same mail: every attempt of one row carries one Message-ID.
  it('sends every attempt of one message with the same Message-ID, derived from the outbox row', async () => {
    const id = await enqueue(makeMail());
    smtp.rejectWith = '451 4.3.0 Try later';
    await deliverPending(smtpDeps());
    smtp.rejectWith = null;
    await deliverPending(smtpDeps(), { now: new Date(Date.now() + 3600_000) });

    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    const messageIdOf = (data: string) => /^message-id:\s*(.*)$/im.exec(data.split(/\r?\n\r?\n/)[0])?.[1];
    expect(smtp.received.map((m) => messageIdOf(m.data))).toEqual([`<${outboxMessageKey(row)}@clinic.test>`]);
    expect(outboxMessageKey(row)).toBe(outboxMessageKey(await rowOf(id)));
  });

  // A kill -9 between a send and its commit re-sends what that transaction had sent: one message at most.
  it('commits each message\'s outcome before sending the next one', async () => {
    for (let i = 0; i < 4; i++) await enqueue(makeMail());
    const sendsPerTransaction: number[] = [];
    let open: number | null = null;
    const db = new Proxy(t.handle.db, {
      get(target, prop, receiver) {
        if (prop !== 'transaction') return Reflect.get(target, prop, receiver);
        return async (work: (tx: unknown) => Promise<unknown>) => {
          open = 0;
          try {
            return await target.transaction(work as never);
          } finally {
            sendsPerTransaction.push(open);
            open = null;
          }
        };
      },
    });
    const mail = createSmtpMailTransport({ url: smtp.url, from: 'Clinic <no-reply@clinic.test>' });
    const counting = { ...mail, send: async (m: Parameters<typeof mail.send>[0]) => { if (open !== null) open++; return mail.send(m); } };

    const result = await deliverPending({ db, mail: counting, sms: null }, { limit: 10 });

    expect(result.sent).toBe(4);
    expect(smtp.received).toHaveLength(4);
    expect(Math.max(...sendsPerTransaction)).toBe(1);
  });

  it('leaves a message queued with attempts=1 and last_error when the SMTP server refuses it', async () => {
    smtp.rejectWith = '451 4.3.0 Mailbox busy, try later';
    const id = await enqueue(makeMail());

    const result = await deliverPending(smtpDeps());

    expect(result).toMatchObject({ claimed: 1, sent: 0, retrying: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
    expect(row.lastError).toContain('451');
    // Backoff: an immediate second run does not retry it.
    expect((await deliverPending(smtpDeps())).claimed).toBe(0);
  });

  it('retries once the backoff has passed and gives up after the last attempt', async () => {
    const id = await enqueue(makeMail());
    const deps: DeliveryDeps = { db: t.handle.db, mail: { name: 'down', send: () => Promise.reject(new Error('connect ECONNREFUSED')), close: async () => {} }, sms: null };

    // Two hours later every backoff step is due; each run still makes a single attempt per row.
    const later = new Date(Date.now() + 2 * 3600_000);
    await deliverPending(deps, { now: later });
    expect(await rowOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    for (let i = 1; i < MAX_ATTEMPTS; i++) await deliverPending(deps, { now: later });

    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, lastError: 'connect ECONNREFUSED' });
    expect((await deliverPending(deps, { now: later })).claimed).toBe(0);
  });

  it('never sends a message twice when two deliveries run concurrently', async () => {
    const msgs = Array.from({ length: 25 }, () => makeMail());
    for (const m of msgs) await enqueue(m);

    const [a, b] = await Promise.all([deliverPending(smtpDeps(), { limit: 50 }), deliverPending(smtpDeps(), { limit: 50 })]);

    expect(a.sent + b.sent).toBe(25);
    const subjects = smtp.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(msgs.map((m) => m.subject!).sort());
    const [{ count }] = await t.handle.db.select({ count: sql<number>`count(*)::int` }).from(outbox).where(eq(outbox.status, 'sent'));
    expect(count).toBe(25);
  });

  it('keeps mails and SMS in the outbox when no transport is configured', async () => {
    const mailId = await enqueue(makeMail());
    const smsId = await enqueue({ clinicId: null, channel: 'sms', to: '+40712345678', text: 'Reminder: tomorrow 10:00' });

    const result = await deliverPending({ db: t.handle.db, mail: null, sms: null });

    expect(result).toMatchObject({ claimed: 2, kept: 2, sent: 0 });
    expect((await rowOf(mailId)).status).toBe('kept');
    expect((await rowOf(smsId)).status).toBe('kept');
    expect((await mailbox()).map((m) => m.status)).toEqual(['kept', 'kept']);
  });

  it('sends an SMS as a JSON POST with the bearer key to the configured gateway', async () => {
    const calls: { auth?: string; body: unknown }[] = [];
    const gateway = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => { body += c.toString(); });
      req.on('end', () => {
        calls.push({ auth: req.headers.authorization, body: JSON.parse(body) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"sms-1"}');
      });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    try {
      const { port } = gateway.address() as AddressInfo;
      const id = await enqueue({ clinicId: null, channel: 'sms', to: '+40712345678', text: 'See you at 10:00' });

      await deliverPending({ db: t.handle.db, mail: null, sms: createHttpSmsProvider({ url: `http://127.0.0.1:${port}/send`, apiKey: 'k123' }) });

      expect(calls).toEqual([{ auth: 'Bearer k123', body: { to: '+40712345678', text: 'See you at 10:00' } }]);
      expect((await rowOf(id)).status).toBe('sent');
    } finally {
      await new Promise((r) => gateway.close(r));
    }
  });

  // proof:crash: after a kill -9 the dead process's run stayed 'active' and the one-active-run queue
  // delivered nothing for 15 minutes (then ~30 s more for the coalesced wake-up). Now: seconds.
  it('delivers within seconds when a killed process left a delivery run active', async () => {
    const config = { ...(await import('../../config')).testConfig(), smtpUrl: smtp.url };
    await (await startMessaging({ config, database: t.handle, log: t.app.log })).stop(); // the queue exists
    // The dead process: it had claimed a run and never finished it, and its heartbeats stopped.
    const dead = t.handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(t.handle.raw as PGliteLike), backend: 'pglite', supervise: false, schedule: false })
      : new PgBoss({ connectionString: (t.handle.raw as { options: { connectionString: string } }).options.connectionString, max: 1, supervise: false, schedule: false });
    await dead.start();
    await dead.send(DELIVERY_QUEUE);
    expect(await dead.fetch(DELIVERY_QUEUE)).toHaveLength(1);
    await dead.stop({ graceful: false });
    await t.handle.db.execute(sql`update pgboss.job set heartbeat_on = now() - interval '1 minute', started_on = now() - interval '1 minute' where name = ${DELIVERY_QUEUE} and state = 'active'`);

    const id = await enqueue(makeMail());
    const runner = await startMessaging({ config, database: t.handle, log: t.app.log });
    try {
      notifyOutbox();
      const started = Date.now();
      await expect.poll(async () => (await rowOf(id)).status, { timeout: 15_000, interval: 200 }).toBe('sent');
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      await runner.stop();
    }
  }, 30_000);

  it('delivers through the pg-boss job soon after notifyOutbox', async () => {
    const runner = await startMessaging({
      config: { ...(await import('../../config')).testConfig(), smtpUrl: smtp.url },
      database: t.handle,
      log: t.app.log,
    });
    try {
      const msg = makeMail();
      const id = await enqueue(msg);
      notifyOutbox();

      const deadline = Date.now() + 10_000;
      while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));

      expect(smtp.received.map((m) => m.to)).toEqual([[msg.to]]);
      await expect.poll(async () => (await rowOf(id)).status).toBe('sent');
    } finally {
      await runner.stop();
    }
  });
});

describe('dev mailbox switch', () => {
  it('has no dev mailbox when devMailbox is false', async () => {
    const t = await makeTestApp({ devMailbox: false });
    try {
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox.json' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
