import { outbox, type DbOrTx } from '@vetclinic/db';
import { insertRows } from '../../lib/bulk-insert';
import { logSentMails, logSentMessage } from '../pet-parents/communications-service';

export interface OutgoingMessage {
  clinicId: number | null;
  channel: 'mail' | 'sms';
  /** E-mail address or E.164-ish phone number. */
  to: string;
  /** Mail only. */
  subject?: string;
  /** Plain-text body, always present (SMS body, mail text part). */
  text: string;
  /** Mail only. */
  html?: string;
  /** The actionable links in the message; the dev mailbox and tests read them. */
  links?: { label: string; url: string }[];
  /** Content is UTF-8 text (an .ics, a CSV), or a binary file (a PDF, an XLSX) as base64 with encoding 'base64'. */
  attachments?: { filename: string; contentType: string; content: string; encoding?: 'base64' }[];
  /**
   * Who it is for, for the client's communications log: a client id; null when the recipient is not
   * a client (staff, the clinic's own inbox); omitted = the group's client with this address, if any.
   */
  clientId?: number | null;
  /** The staff member who sent it by hand (a notification); automatic messages leave it out. */
  sentBy?: number | null;
  /** What the communications log keeps instead of the subject and text, when they carry a secret (a code). */
  logAs?: { subject: string | null; body: string };
}

const SUBJECT_MAX = 300;
const RECIPIENT_MAX = 254;

/** Header-safe one-liner: a CR/LF in a user-typed pet name must not start a new mail header. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

function truncate(value: string, max: number): string {
  return value.length <= max ? value : `${value.slice(0, max - 1)}…`;
}

/**
 * Writes the message in the caller's transaction: it is sent only if that transaction commits, and a
 * message to a known client is logged in their communications log in the same transaction.
 * No job-queue call happens here (on PGlite it would wait for this very transaction); call
 * `notifyOutbox()` after the commit for immediate delivery, otherwise the sweep picks it up in ~2 s.
 */
export async function enqueueMessage(tx: DbOrTx, msg: OutgoingMessage): Promise<number> {
  const to = msg.to.trim();
  // Programming errors, not user errors: failing here rolls back the change that caused the message.
  if (!to || to.length > RECIPIENT_MAX) throw new Error(`enqueueMessage: invalid recipient "${to.slice(0, 40)}"`);
  if (msg.channel === 'mail' && !to.includes('@')) throw new Error('enqueueMessage: a mail needs an e-mail address');
  if (!msg.text) throw new Error('enqueueMessage: text is required');

  const [row] = await tx
    .insert(outbox)
    .values({
      clinicId: msg.clinicId,
      channel: msg.channel,
      recipient: to,
      // Long pet/client names can push a subject past the column; a booking must not fail on that.
      subject: msg.channel === 'mail' && msg.subject ? truncate(oneLine(msg.subject), SUBJECT_MAX) : null,
      text: msg.text,
      html: msg.channel === 'mail' ? (msg.html ?? null) : null,
      links: msg.links ?? [],
      attachments: msg.channel === 'mail' && msg.attachments?.length ? msg.attachments : null,
    })
    .returning({ id: outbox.id });
  if (msg.clinicId !== null) {
    await logSentMessage(tx, {
      clinicId: msg.clinicId, channel: msg.channel, to, subject: msg.channel === 'mail' ? (msg.subject ?? null) : null, text: msg.text,
      links: msg.links ?? [], clientId: msg.clientId, sentBy: msg.sentBy, logAs: msg.logAs,
    });
  }
  return row.id;
}

/**
 * `enqueueMessage` for many mails at once (the renewal job's receipts): the same checks, the outbox rows in one
 * INSERT and their communications log entries in one more, in the caller's transaction.
 */
export async function enqueueMails(tx: DbOrTx, msgs: (OutgoingMessage & { channel: 'mail' })[]): Promise<void> {
  if (!msgs.length) return;
  const rows = msgs.map((msg) => {
    const to = msg.to.trim();
    if (!to || to.length > RECIPIENT_MAX || !to.includes('@')) throw new Error(`enqueueMails: invalid recipient "${to.slice(0, 40)}"`);
    if (!msg.text) throw new Error('enqueueMails: text is required');
    return { ...msg, to };
  });
  await insertRows(tx, outbox, rows.map((msg) => ({
    clinicId: msg.clinicId, channel: msg.channel, recipient: msg.to, subject: msg.subject ? truncate(oneLine(msg.subject), SUBJECT_MAX) : null, text: msg.text,
    html: msg.html ?? null, links: msg.links ?? [], attachments: msg.attachments?.length ? msg.attachments : null,
  })));
  await logSentMails(tx, rows.filter((m) => m.clinicId !== null).map((m) => ({
    clinicId: m.clinicId!, channel: 'mail' as const, to: m.to, subject: m.subject ?? null, text: m.text, links: m.links ?? [], clientId: m.clientId, sentBy: m.sentBy, logAs: m.logAs,
  })));
}

type Listener = () => void;
/**
 * Per-process wake-up listeners, registered by `startMessaging`. Module state on purpose: services
 * that enqueue should not need the job runner threaded through every call, and with no runner
 * (tests, buildApp alone) a notification is simply a no-op.
 */
const listeners = new Set<Listener>();

/** Asks the delivery job to run now; call it after the enqueuing transaction committed. Never throws. */
export function notifyOutbox(): void {
  for (const listener of listeners) {
    try {
      listener();
    } catch {
      // A failed wake-up only delays delivery until the next sweep.
    }
  }
}

/** Registers a wake-up listener; returns the function that removes it. */
export function onOutboxNotify(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
