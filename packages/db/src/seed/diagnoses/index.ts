import { and, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../client';
import { diagnoses } from '../../schema/index';
import { CATALOGUE_A } from './catalogue-a';
import { CATALOGUE_B } from './catalogue-b';
import { CATALOGUE_C } from './catalogue-c';

export interface CatalogueEntry {
  /** Stable for the product's life: `<category>.<slug of the name>`; a clinic's copy keeps it in repo_key. */
  key: string;
  category: string;
  name: string;
  description: string;
  recommendation: string;
  species: string[];
}

const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The built-in diagnosis catalogue (several hundred entries, grouped by body system), in a fixed order. */
export const DIAGNOSIS_CATALOGUE: readonly CatalogueEntry[] = [...CATALOGUE_A, ...CATALOGUE_B, ...CATALOGUE_C].flatMap((g) =>
  g.rows.map(([name, description, recommendation, species]) => ({
    key: `${g.category}.${slug(name)}`.slice(0, 80),
    category: g.category,
    name,
    description,
    recommendation,
    species: species ? species.split(',').map((s) => s.trim()) : [],
  })));

/**
 * Copies the built-in catalogue into a clinic: only entries it does not hold yet (by repo_key), so it is
 * safe to call again after the catalogue grows, and it never touches what the clinic edited. The clinic
 * creation code calls it for every new clinic; returns how many entries were added.
 */
export async function copyDiagnosisCatalogue(db: DbOrTx, clinicId: number, now = new Date()): Promise<number> {
  const have = await db.select({ key: diagnoses.repoKey }).from(diagnoses).where(and(eq(diagnoses.clinicId, clinicId), isNotNull(diagnoses.repoKey)));
  const known = new Set(have.map((r) => r.key));
  const rows = DIAGNOSIS_CATALOGUE.filter((e) => !known.has(e.key)).map((e) => ({
    clinicId, repoKey: e.key, name: e.name, description: e.description, recommendation: e.recommendation,
    category: e.category, species: e.species, createdAt: now, updatedAt: now,
  }));
  for (let i = 0; i < rows.length; i += 200) await db.insert(diagnoses).values(rows.slice(i, i + 200));
  return rows.length;
}
