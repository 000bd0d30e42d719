import { and, asc, eq } from 'drizzle-orm';
import { clinics, externalProductImports, externalProducts, products, suppliers } from '../../schema/index';
import type { ExtrasSeeder } from './index';

// A distributor's catalogue imported for every demo clinic (#15): ~120 items of its first supplier,
// from one finished import, the items the clinic already stocks linked to its products.

const LINES: [base: string, manufacturer: string, unit: string, subUnits: number, cost: number][] = [
  ['Nobivac DHPPi', 'MSD Animal Health', 'vial', 1, 1150], ['Nobivac Rabies', 'MSD Animal Health', 'vial', 1, 600],
  ['Purevax RCPCh', 'Boehringer Ingelheim', 'vial', 1, 1500], ['Versican Plus DHPPi/L4', 'Zoetis', 'vial', 1, 1200],
  ['Bravecto', 'MSD Animal Health', 'box', 1, 2900], ['NexGard Spectra', 'Boehringer Ingelheim', 'box', 3, 4200],
  ['Simparica Trio', 'Zoetis', 'box', 3, 4400], ['Milbemax', 'Elanco', 'box', 2, 900], ['Seresto collar', 'Elanco', 'piece', 1, 3300],
  ['Synulox', 'Zoetis', 'box', 10, 1900], ['Baytril', 'Elanco', 'box', 10, 1300], ['Metacam oral', 'Boehringer Ingelheim', 'bottle', 1, 1600],
  ['Rimadyl', 'Zoetis', 'box', 14, 1400], ['Apoquel', 'Zoetis', 'box', 20, 5200], ['Cytopoint', 'Zoetis', 'vial', 1, 6100],
  ['Hill’s i/d Canine', 'Hill’s Pet Nutrition', 'bag', 1, 1500], ['Royal Canin Renal cat', 'Royal Canin', 'bag', 1, 1900],
  ['Syringe', 'B. Braun', 'box', 100, 600], ['Needle', 'Terumo', 'box', 100, 500], ['IV catheter', 'B. Braun', 'box', 50, 2500],
];
const VARIANTS = ['', ' S', ' M', ' L', ' XL', ' 2 ml'];

export const seedExternalProducts: ExtrasSeeder = async (tx, { groupId, now }) => {
  const clinicRows = await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  for (const clinic of clinicRows) {
    const [supplier] = await tx.select().from(suppliers).where(eq(suppliers.clinicId, clinic.id)).orderBy(asc(suppliers.id)).limit(1);
    if (!supplier) continue;
    const own = await tx.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.clinicId, clinic.id)));
    const items = LINES.flatMap(([base, manufacturer, unit, subUnits, cost], i) => VARIANTS.map((v, j) => ({
      name: `${base}${v}`.trim(), manufacturer, unit, subUnits, code: `${supplier.name.slice(0, 3).toUpperCase()}-${String(i * 10 + j + 1).padStart(5, '0')}`,
      barcode: `59${String(4_000_000_000 + i * 100 + j).padStart(11, '0')}`, cost: cost + j * 150,
    })));
    const [imp] = await tx.insert(externalProductImports).values({
      clinicId: clinic.id, supplierId: supplier.id, fileName: `${supplier.name} price list.xlsx`, fileType: 'xlsx', headers: ['Code', 'Name', 'EAN', 'Unit', 'Pack size', 'Cost', 'RRP', 'VAT %', 'Brand'],
      mapping: { code: 0, name: 1, barcode: 2, unit: 3, sub_units: 4, purchase_price: 5, selling_price: 6, vat: 7, manufacturer: 8 },
      status: 'completed', totalRows: items.length + 2, processedRows: items.length + 2, createdCount: items.length, skippedCount: 2,
      rowErrors: [{ row: 17, field: 'purchase_price', message: 'validation.invalid' }, { row: 58, field: 'name', message: 'validation.required' }],
      createdAt: new Date(now.getTime() - 3 * 86_400_000), finishedAt: new Date(now.getTime() - 3 * 86_400_000 + 2_000),
    }).returning();
    await tx.insert(externalProducts).values(items.map((it) => ({
      clinicId: clinic.id, supplierId: supplier.id, importId: imp.id, code: it.code, name: it.name, barcode: it.barcode, unit: it.unit, subUnits: it.subUnits,
      purchasePrice: it.cost, sellingPrice: Math.round((it.cost * 3) / 2), vatBp: 1000, manufacturer: it.manufacturer,
      productId: own.find((p) => p.name === it.name)?.id ?? null,
    })));
  }
};
