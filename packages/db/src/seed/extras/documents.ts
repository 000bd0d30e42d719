import { eq } from 'drizzle-orm';
import { documentBuiltIns } from '@vetclinic/domain';
import { clinics, documentTemplates } from '../../schema/index';
import type { ExtrasSeeder } from './index';

/**
 * Every demo clinic gets the built-in document templates (issue #19) in its default language, as a clinic
 * created from the app does (apps/api documents service, insertBuiltInDocumentTemplates).
 */
export const seedDocumentTemplates: ExtrasSeeder = async (tx, { groupId, now }) => {
  const rows = await tx.select({ id: clinics.id, lang: clinics.defaultLanguage }).from(clinics).where(eq(clinics.groupId, groupId));
  for (const c of rows) {
    await tx.insert(documentTemplates).values(documentBuiltIns(c.lang).map((t) => ({
      clinicId: c.id, name: t.name, type: t.type, language: t.language, body: t.body, builtInKey: t.built_in_key, createdAt: now, updatedAt: now,
    })));
  }
};
