import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { documentBuiltIns, escapeHtml, renderDocumentBlocks, renderDocumentHtml, type DocumentValues } from '@vetclinic/domain';
import { clinics, consentRequests, documentTemplates, petParents, pets } from '../../schema/index';
import type { ExtrasSeeder } from './index';

const DAY = 24 * 3600_000;

/**
 * Every demo clinic gets the built-in document templates (issue #19) in its default language, as a clinic
 * created from the app does (apps/api documents service, insertBuiltInDocumentTemplates), and two consent
 * forms waiting for a signature (one sent, one opened), so the staff lists show states from the first start.
 * Their links are random and not printed anywhere: staff resend them to get a working link.
 */
export const seedDocumentTemplates: ExtrasSeeder = async (tx, { groupId, now }) => {
  const rows = await tx.select().from(clinics).where(eq(clinics.groupId, groupId));
  const owners = await tx.select({ pet: pets, owner: petParents }).from(pets).innerJoin(petParents, eq(petParents.id, pets.ownerId))
    .where(and(eq(pets.groupId, groupId), isNotNull(petParents.email))).orderBy(asc(pets.id)).limit(2 * rows.length);
  for (const [i, c] of rows.entries()) {
    const inserted = await tx.insert(documentTemplates).values(documentBuiltIns(c.defaultLanguage).map((t) => ({
      clinicId: c.id, name: t.name, type: t.type, language: t.language, body: t.body, builtInKey: t.built_in_key, createdAt: now, updatedAt: now,
    }))).returning();
    const tpl = inserted.find((t) => t.builtInKey === 'surgery_anesthesia_consent');
    if (!tpl) continue;
    for (const [k, o] of owners.slice(2 * i, 2 * i + 2).entries()) {
      const sentAt = new Date(now.getTime() - (k + 1) * DAY);
      const values: DocumentValues = {
        'clinic.name': c.name, 'client.full_name': `${o.owner.firstName} ${o.owner.lastName}`, 'client.email': o.owner.email, 'client.phone': o.owner.phone,
        'pet.nickname': o.pet.nickname, 'pet.microchip': o.pet.microchip, 'pet.color': o.pet.color,
      };
      const html = [`<header><p><strong>${escapeHtml(c.name)}</strong></p></header>`, `<h1>${escapeHtml(tpl.name)}</h1>`, renderDocumentHtml(tpl.body, values)].join('\n');
      await tx.insert(consentRequests).values({
        groupId, clinicId: c.id, petId: o.pet.id, clientId: o.owner.id, templateId: tpl.id, templateVersion: tpl.version, title: tpl.name, language: tpl.language,
        html, blocks: renderDocumentBlocks(tpl.body, values), channels: ['mail'],
        tokenHash: createHash('sha256').update(randomBytes(32)).digest('hex'), expiresAt: new Date(sentAt.getTime() + 14 * DAY),
        status: k === 0 ? 'opened' : 'sent', sentAt, openedAt: k === 0 ? new Date(sentAt.getTime() + 3600_000) : null, createdAt: sentAt, updatedAt: sentAt,
      });
    }
  }
};
