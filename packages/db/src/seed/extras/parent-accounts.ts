import { and, asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { breeds, clinics, petParents, petRequests, pets, printedFiles, species } from '../../schema/index';
import type { ExtrasSeeder } from './index';

/** The demo pet-parent account (password demo1234, activated by the core seed). */
export const DEMO_PARENT_EMAIL = 'ana.marin@example.ro';

// ---------- a tiny, valid, deterministic PDF writer (one A4 page of text) ----------

/** PDF string literal: ASCII only (Helvetica/WinAnsi), diacritics folded, ( ) \ escaped. */
const pdfText = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF with a title and lines of text; the same input gives the same bytes. */
export function simplePdf(title: string, lines: string[]): Uint8Array {
  const content = [
    'BT', '/F2 18 Tf', '56 780 Td', `(${pdfText(title)}) Tj`, 'ET',
    'BT', '/F1 11 Tf', '14 TL', '56 750 Td',
    ...lines.map((l) => `(${pdfText(l)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R /F2 6 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title)}) /Producer (vetclinic demo seed) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

// ---------- the demo documents ----------

/**
 * The demo parent's documents, by storage key. The seed runs inside a database transaction with no
 * access to file storage, so it writes only the rows; the API writes these bytes into its storage
 * the first time one is downloaded (keys under "demo/" only).
 */
export const DEMO_PARENT_FILES: Record<string, { name: string; bytes: () => Uint8Array }> = {
  'demo/bruno-vaccination-certificate.pdf': {
    name: 'Bruno - vaccination certificate.pdf',
    bytes: () => simplePdf('Vaccination certificate', [
      'Happy Paws Clinic - Bd. Lascar Catargiu 21, Sector 1, 010663 Bucuresti',
      '',
      'Patient: Bruno (dog, Golden Retriever, male, neutered)',
      'Microchip: 642090000123456',
      'Owner: Ana Marin',
      '',
      'Vaccine: DHPPi + L4 (Nobivac)        Batch: A123B45        Next due: in 12 months',
      'Vaccine: Rabies (Rabisin)            Batch: R998C01        Next due: in 12 months',
      '',
      'Signed: Dr. Maria Ionescu, veterinarian',
    ]),
  },
  'demo/mitzi-care-instructions.pdf': {
    name: 'Mitzi - care after dental cleaning.pdf',
    bytes: () => simplePdf('Care instructions after dental cleaning', [
      'Happy Paws Clinic - +40 21 310 4455',
      '',
      'Patient: Mitzi (cat, European Shorthair, female)',
      '',
      '1. Soft or soaked food for the next 3 days.',
      '2. Fresh water always available; a little drooling on day 1 is normal.',
      '3. Give the prescribed pain relief once a day with food, for 3 days.',
      '4. Call us if she does not eat within 24 hours or the gums bleed.',
      '',
      'Check-up: in 10 days (book online or call the clinic).',
    ]),
  },
};

/** The bytes of a demo document, or null for any other key. */
export function demoParentFileBytes(key: string): Uint8Array | null {
  return DEMO_PARENT_FILES[key]?.bytes() ?? null;
}

// ---------- the seeder ----------

/** Two pets the demo parent added online (pending the clinic's review) and two shared documents. */
export const seedParentAccounts: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const [parent] = await tx.select().from(petParents).where(and(eq(petParents.groupId, groupId), eq(petParents.email, DEMO_PARENT_EMAIL)));
  if (!parent) return;
  const [clinic] = await tx.select().from(clinics).where(and(eq(clinics.groupId, groupId), eq(clinics.slug, 'happy-paws')))
    .orderBy(asc(clinics.id)).limit(1);
  if (!clinic) return;
  const speciesRows = await tx.select().from(species).where(eq(species.groupId, groupId));
  const speciesId = (name: string) => speciesRows.find((s) => s.name === name)?.id ?? null;
  const breedId = async (speciesName: string, name: string) => {
    const sid = speciesId(speciesName);
    if (!sid) return null;
    const [b] = await tx.select({ id: breeds.id }).from(breeds).where(and(eq(breeds.speciesId, sid), eq(breeds.name, name)));
    return b?.id ?? null;
  };
  const at = (daysAgo: number, hour: number) => DateTime.fromJSDate(now).minus({ days: daysAgo }).set({ hour, minute: rand.int(0, 59), second: 0, millisecond: 0 }).toJSDate();

  const newPets = [
    { nickname: 'Coco', species: 'Rabbit', breed: 'Mini Lop', gender: 'female', hormonal_status: null, birthday: '2024-03-01', birthday_is_estimated: true, color: 'white', daysAgo: 2 },
    { nickname: 'Kiwi', species: 'Bird', breed: 'Budgerigar', gender: 'male', hormonal_status: null, birthday: '2023-06-15', birthday_is_estimated: false, color: 'green', daysAgo: 1 },
  ];
  for (const p of newPets) {
    const sid = speciesId(p.species);
    if (!sid) continue;
    const bid = await breedId(p.species, p.breed);
    const createdAt = at(p.daysAgo, 20);
    const [pet] = await tx.insert(pets).values({
      groupId, ownerId: parent.id, nickname: p.nickname, speciesId: sid, breedId: bid, gender: p.gender, hormonalStatus: p.hormonal_status,
      birthday: p.birthday, birthdayIsEstimated: p.birthday_is_estimated, color: p.color, createdAt,
    }).returning({ id: pets.id });
    await tx.insert(petRequests).values({
      groupId, clinicId: clinic.id, parentId: parent.id, petId: pet.id, status: 0, createdAt,
      payload: {
        nickname: p.nickname, color: p.color, species_id: sid, breed_id: bid, birthday_is_estimated: p.birthday_is_estimated,
        birthday: p.birthday, gender: p.gender, hormonal_status: p.hormonal_status,
      },
    });
  }

  const ownPets = await tx.select({ id: pets.id, nickname: pets.nickname }).from(pets).where(eq(pets.ownerId, parent.id));
  const petId = (nickname: string) => ownPets.find((p) => p.nickname === nickname)?.id ?? null;
  const files = [
    { key: 'demo/bruno-vaccination-certificate.pdf', pet: 'Bruno', daysAgo: 30 },
    { key: 'demo/mitzi-care-instructions.pdf', pet: 'Mitzi', daysAgo: 9 },
  ];
  for (const f of files) {
    const doc = DEMO_PARENT_FILES[f.key];
    await tx.insert(printedFiles).values({
      groupId, clinicId: clinic.id, parentId: parent.id, petId: petId(f.pet), name: doc.name, source: 'clinic',
      contentType: 'application/pdf', sizeBytes: doc.bytes().byteLength, storageKey: f.key, createdAt: at(f.daysAgo, 11),
    });
  }
};
