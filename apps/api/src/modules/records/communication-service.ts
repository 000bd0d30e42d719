import { and, desc, eq } from 'drizzle-orm';
import { clinics, communications, petParents, pets, type Db } from '@vetclinic/db';
import { CommunicationType, resolveLanguage, type TRecordSyncCommunicationInput } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import type { TenantScope } from '../../plugins/auth';
import { enqueueMessage, notifyOutbox } from '../messaging/outbox';
import { readableRecord } from './guard';
import { staffAudit } from './service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]!));

/**
 * POST /records/{id}/sync-client-communication: the record's client summary into the client's
 * communications log at the active clinic. `email` also mails it through the outbox (the outbox logs it as
 * an e-mail, so it shows in /dev/mailbox and in the log once); `other` only logs it. The record itself is
 * not changed, so a closed record can be sent (the usual order: close, then send the summary).
 */
export async function syncClientCommunication(db: Db, scope: TenantScope, id: number, input: { type: 'email' | 'other'; subject?: string | null }) {
  const result = await db.transaction(async (tx) => {
    const record = await readableRecord(tx, scope, id);
    const summary = record.clientSummary?.trim();
    if (!summary) throw validation({ client_summary: ['recordsServer.validation.summary_empty'] });
    if (record.clientId === null) throw validation({ client_id: ['validation.client_unknown'] });
    const [client] = await tx.select().from(petParents).where(and(eq(petParents.id, record.clientId), eq(petParents.groupId, scope.groupId)));
    if (!client) throw notFound();
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, scope.clinicId));
    const [pet] = await tx.select({ nickname: pets.nickname }).from(pets).where(eq(pets.id, record.petId));
    const lang = resolveLanguage(client.language ?? clinic.defaultLanguage);
    const subject = input.subject ?? translate(lang, 'recordsServer.mail.subject', { pet: pet.nickname, clinic: clinic.name });
    const text = translate(lang, 'recordsServer.mail.body', { name: client.firstName, pet: pet.nickname, summary, clinic: clinic.name });

    let communicationId: number;
    let emailed = false;
    if (input.type === 'email') {
      const to = client.email?.trim();
      if (!to) throw validation({ type: ['recordsServer.validation.client_no_email'] });
      await enqueueMessage(tx, {
        clinicId: scope.clinicId, channel: 'mail', to, subject, text,
        html: `<p>${escapeHtml(text).replace(/\n{2,}/g, '</p><p>').replace(/\n/g, '<br>')}</p>`,
        clientId: client.id, sentBy: scope.userId,
      });
      const [logged] = await tx.select({ id: communications.id }).from(communications)
        .where(and(eq(communications.clientId, client.id), eq(communications.clinicId, scope.clinicId)))
        .orderBy(desc(communications.id)).limit(1);
      communicationId = logged.id;
      emailed = true;
    } else {
      const [row] = await tx.insert(communications).values({
        groupId: scope.groupId, clinicId: scope.clinicId, clientId: client.id, type: CommunicationType.OTHER, direction: 'out',
        subject: subject.slice(0, 200), body: summary, createdBy: scope.userId,
      }).returning({ id: communications.id });
      communicationId = row.id;
    }
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: staffAudit(scope), action: 'record.client_communication',
      entityType: 'record', entityId: id, after: { communication_id: communicationId, type: input.type, client_id: client.id },
    });
    return { communication_id: communicationId, type: input.type, emailed };
  });
  if (result.emailed) notifyOutbox();
  return result;
}

export type SyncInput = TRecordSyncCommunicationInput;
