import { desc, eq, sql } from 'drizzle-orm';
import { outbox, type Db } from '@vetclinic/db';

export interface MailboxMessage {
  id: number;
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  links: { label: string; url: string }[];
  attachments: { filename: string; contentType: string; content: string; encoding?: 'base64' }[];
  status: string;
  attempts: number;
  last_error: string | null;
  created_at: Date;
}

const columns = {
  id: outbox.id,
  channel: outbox.channel,
  to: outbox.recipient,
  subject: outbox.subject,
  text: outbox.text,
  html: outbox.html,
  links: outbox.links,
  attachments: outbox.attachments,
  status: outbox.status,
  attempts: outbox.attempts,
  last_error: outbox.lastError,
  created_at: outbox.createdAt,
};

/** Newest messages first, optionally for one recipient (case-insensitive); dev tooling, so not tenant-scoped. */
export async function listMailbox(db: Db, { to, limit }: { to?: string; limit: number }): Promise<MailboxMessage[]> {
  const rows = await db
    .select(columns)
    .from(outbox)
    .where(to ? sql`lower(${outbox.recipient}) = lower(${to.trim()})` : undefined)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit);
  return rows.map((r) => ({ ...r, attachments: r.attachments ?? [] }));
}

/** One message by id, or null. */
export async function findMailboxMessage(db: Db, id: number): Promise<MailboxMessage | null> {
  const [row] = await db.select(columns).from(outbox).where(eq(outbox.id, id)).limit(1);
  return row ? { ...row, attachments: row.attachments ?? [] } : null;
}
