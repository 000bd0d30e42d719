import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { clinicChatSettings, clinics, petParents, type Db, type DbOrTx } from '@vetclinic/db';
import { INTERCOM_API_BASE, type ChatPageSettings, type ChatRegion, type TChatIdentity, type TChatSettings, type ZChatSettingsInput } from '@vetclinic/domain';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';

type ChatRow = typeof clinicChatSettings.$inferSelect;

function toChatDto(row: ChatRow): TChatSettings {
  return {
    provider: row.provider as TChatSettings['provider'],
    region: row.region as ChatRegion,
    app_id: row.appId,
    has_auth_key: !!row.authKey,
    can_schedule_messages: row.canScheduleMessages,
  };
}

async function findChatRow(db: DbOrTx, clinicId: number) {
  const [row] = await db.select().from(clinicChatSettings).where(eq(clinicChatSettings.clinicId, clinicId));
  return row;
}

/** The active clinic's chat widget, or null when none is configured; never the auth key. */
export async function getChatSettings(db: Db, scope: TenantScope): Promise<TChatSettings | null> {
  const row = await findChatRow(db, scope.clinicId);
  return row ? toChatDto(row) : null;
}

/**
 * Configures the active clinic's chat widget. A missing or null auth key keeps the stored one, ''
 * removes it; the audit row records whether a key is stored, not the key.
 */
export async function updateChatSettings(db: Db, scope: TenantScope, input: z.output<typeof ZChatSettingsInput>): Promise<TChatSettings> {
  return db.transaction(async (tx) => {
    const before = await findChatRow(tx, scope.clinicId);
    const authKey = input.auth_key == null ? before?.authKey ?? null : input.auth_key || null;
    const values = {
      provider: input.provider,
      region: input.region,
      appId: input.app_id,
      authKey,
      canScheduleMessages: input.can_schedule_messages,
      updatedAt: new Date(),
    };
    await tx.insert(clinicChatSettings).values({ clinicId: scope.clinicId, ...values })
      .onConflictDoUpdate({ target: clinicChatSettings.clinicId, set: values });
    const after = toChatDto((await findChatRow(tx, scope.clinicId))!);
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'clinic.chat_updated', entityType: 'clinic', entityId: scope.clinicId,
      before: before ? toChatDto(before) : null, after,
    });
    return after;
  });
}

/** Removes the active clinic's chat widget: its booking page loads no chat from the next request. */
export async function deleteChatSettings(db: Db, scope: TenantScope): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findChatRow(tx, scope.clinicId);
    if (!before) return;
    await tx.delete(clinicChatSettings).where(eq(clinicChatSettings.clinicId, scope.clinicId));
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId },
      action: 'clinic.chat_removed', entityType: 'clinic', entityId: scope.clinicId,
      before: toChatDto(before), after: null,
    });
  });
}

const INTERCOM_SOCKETS: Record<ChatRegion, string> = {
  us: 'nexus-websocket-a.intercom.io nexus-websocket-b.intercom.io',
  eu: 'nexus-europe-websocket.intercom.io',
  au: 'nexus-australia-websocket.intercom.io',
};

/**
 * What the public page gets to start the clinic's chat (spec §2), or null without one: the script URL
 * on `scriptBase` (CHAT_WIDGET_BASE_URL) and no auth key, which stays on the server.
 */
export async function chatPageSettings(db: DbOrTx, clinicId: number, scriptBase: string): Promise<ChatPageSettings | null> {
  const row = await findChatRow(db, clinicId);
  if (!row) return null;
  return {
    provider: 'intercom',
    region: row.region as ChatRegion,
    app_id: row.appId,
    script_url: `${scriptBase}/widget/${encodeURIComponent(row.appId)}`,
    canScheduleMessages: row.canScheduleMessages,
  };
}

/**
 * The CSP sources the widget needs on a page that loads it: the loader's own origin, and Intercom's
 * CDN, API, sockets, uploads and article frames for the chat's region (Intercom's CSP guide).
 */
export function chatCspSources(chat: ChatPageSettings): Record<string, string> {
  const sockets = INTERCOM_SOCKETS[chat.region].split(' ');
  return {
    'script-src': `${new URL(chat.script_url).origin} https://js.intercomcdn.com`,
    'connect-src': [INTERCOM_API_BASE[chat.region], 'https://via.intercom.io', 'https://api-ping.intercom.io',
      ...sockets.flatMap((s) => [`https://${s}`, `wss://${s}`]), 'https://uploads.intercomcdn.com', 'https://uploads.intercomusercontent.com'].join(' '),
    'font-src': 'https://js.intercomcdn.com https://fonts.intercomcdn.com',
    'media-src': 'https://js.intercomcdn.com',
    'frame-src': 'https://intercom-sheets.com',
  };
}

/**
 * The signed-in parent's identity for the clinic's chat, signed with the clinic's secret (Intercom
 * identity verification), so the inbox knows the visitor is that client; null when the clinic has no
 * chat secret. A clinic of another group is a 404.
 */
export async function chatIdentity(db: Db, parent: { parentId: number; groupId: number }, clinicId: number): Promise<TChatIdentity | null> {
  const [clinic] = await db.select({ id: clinics.id, groupId: clinics.groupId }).from(clinics).where(eq(clinics.id, clinicId));
  if (!clinic || clinic.groupId !== parent.groupId) throw notFound();
  const row = await findChatRow(db, clinic.id);
  if (!row?.authKey) return null;
  const [person] = await db.select().from(petParents).where(and(eq(petParents.id, parent.parentId), eq(petParents.groupId, parent.groupId)));
  if (!person) throw notFound();
  const userId = `parent-${person.id}`;
  return {
    user_id: userId,
    user_hash: createHmac('sha256', row.authKey).update(userId).digest('hex'),
    email: person.email ?? null,
    name: `${person.firstName} ${person.lastName}`.trim(),
  };
}
