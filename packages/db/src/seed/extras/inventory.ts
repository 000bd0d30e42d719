import { asc, eq } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinicPreferences, clinics, productCategories, products, stockBatches, stockMovements, suppliers } from '../../schema/index';
import type { ExtrasSeeder } from './index';

// A demo catalogue for every clinic of the demo group: vaccines, antiparasitics, antibiotics,
// analgesics, food and consumables (~60 products) from two suppliers, with batches received into the
// ledger (on-hand always equals the ledger), some expiring within a month and some below reorder point.

/** vat: the nominal rate class (the clinic's own list decides the real rate, see vatBpFor). */
type Item = [name: string, unit: string, subUnit: string | null, subUnits: number, cost: number, price: number | null, vat: number, min: number];
const CATALOGUE: Record<string, Item[]> = {
  Vaccines: [
    ['Nobivac DHPPi', 'vial', null, 1, 1150, 2500, 10, 10], ['Nobivac Rabies', 'vial', null, 1, 600, 1800, 10, 10],
    ['Nobivac L4', 'vial', null, 1, 980, 2200, 10, 10], ['Nobivac KC', 'vial', null, 1, 1400, 3000, 10, 5],
    ['Purevax RCPCh', 'vial', null, 1, 1500, 3200, 10, 8], ['Purevax FeLV', 'vial', null, 1, 1700, 3500, 10, 5],
    ['Versican Plus DHPPi/L4', 'vial', null, 1, 1200, 2600, 10, 8], ['Rabisin', 'vial', null, 1, 550, 1700, 10, 6],
  ],
  Antiparasitics: [
    ['Bravecto 250 mg (4.5–10 kg)', 'box', 'tablet', 1, 2900, 4400, 10, 6], ['Bravecto 500 mg (10–20 kg)', 'box', 'tablet', 1, 3200, 4800, 10, 6],
    ['Bravecto 1000 mg (20–40 kg)', 'box', 'tablet', 1, 3500, 5200, 10, 6], ['NexGard Spectra M', 'box', 'tablet', 3, 4200, 6300, 10, 4],
    ['NexGard Spectra L', 'box', 'tablet', 3, 4600, 6900, 10, 4], ['Simparica Trio 10–20 kg', 'box', 'tablet', 3, 4400, 6600, 10, 4],
    ['Stronghold Plus cat', 'box', 'pipette', 3, 2800, 4200, 10, 6], ['Advocate cat 4–8 kg', 'box', 'pipette', 3, 2600, 3900, 10, 6],
    ['Milbemax dog', 'box', 'tablet', 2, 900, 1500, 10, 10], ['Drontal Plus XL', 'box', 'tablet', 2, 1600, 2400, 10, 4],
    ['Seresto collar large', 'piece', null, 1, 3300, 4900, 10, 3], ['Frontline Spot On cat', 'box', 'pipette', 3, 1800, 2700, 10, 6],
  ],
  Antibiotics: [
    ['Synulox 250 mg', 'box', 'tablet', 10, 1900, 3000, 10, 20], ['Synulox 50 mg', 'box', 'tablet', 10, 800, 1300, 10, 20],
    ['Clavaseptin 500 mg', 'box', 'tablet', 10, 2100, 3300, 10, 20], ['Baytril 50 mg', 'box', 'tablet', 10, 1300, 2100, 10, 20],
    ['Marbocyl P 20 mg', 'box', 'tablet', 10, 1500, 2400, 10, 10], ['Convenia 80 mg/ml', 'vial', 'ml', 10, 9800, null, 10, 1],
    ['Doxybactin 50 mg', 'box', 'tablet', 10, 900, 1500, 10, 10], ['Antirobe 75 mg', 'box', 'capsule', 16, 1700, 2700, 10, 16],
  ],
  Analgesics: [
    ['Metacam 1.5 mg/ml oral 32 ml', 'bottle', null, 1, 1600, 2500, 10, 4], ['Metacam 0.5 mg/ml cat 15 ml', 'bottle', null, 1, 1100, 1800, 10, 4],
    ['Rimadyl 50 mg', 'box', 'tablet', 14, 1400, 2300, 10, 14], ['Onsior 6 mg cat', 'box', 'tablet', 6, 1000, 1700, 10, 12],
    ['Previcox 227 mg', 'box', 'tablet', 10, 2600, 4000, 10, 10], ['Galliprant 60 mg', 'box', 'tablet', 7, 2400, 3700, 10, 7],
    ['Vetergesic 0.3 mg/ml', 'vial', 'ml', 10, 2900, null, 10, 1], ['Gabapentin 100 mg', 'box', 'capsule', 30, 700, 1200, 10, 30],
  ],
  Food: [
    ['Hill’s i/d Canine 2 kg', 'bag', null, 1, 1500, 2300, 0, 4], ['Hill’s c/d Feline 1.5 kg', 'bag', null, 1, 1600, 2500, 0, 4],
    ['Royal Canin Renal cat 2 kg', 'bag', null, 1, 1900, 2900, 0, 3], ['Royal Canin Gastrointestinal dog 2 kg', 'bag', null, 1, 1700, 2600, 0, 3],
    ['Royal Canin Hypoallergenic dog 2 kg', 'bag', null, 1, 2000, 3100, 0, 3], ['Purina HA Hypoallergenic 3 kg', 'bag', null, 1, 2200, 3300, 0, 2],
    ['Hill’s a/d Urgent Care can', 'box', 'can', 12, 2600, 4200, 0, 12], ['Royal Canin Recovery can', 'box', 'can', 12, 2400, 3900, 0, 12],
  ],
  Consumables: [
    ['Syringe 2 ml', 'box', 'piece', 100, 600, null, 10, 100], ['Syringe 5 ml', 'box', 'piece', 100, 800, null, 10, 100],
    ['Needle 23G', 'box', 'piece', 100, 500, null, 10, 100], ['IV catheter 22G', 'box', 'piece', 50, 2500, null, 10, 50],
    ['Nitrile gloves M', 'box', 'piece', 100, 700, null, 10, 200], ['Gauze swabs 10×10', 'pack', 'piece', 100, 400, null, 10, 100],
    ['Cohesive bandage 7.5 cm', 'box', 'roll', 12, 1200, 1800, 10, 12], ['Elizabethan collar 15 cm', 'piece', null, 1, 250, 900, 10, 5],
    ['Elizabethan collar 25 cm', 'piece', null, 1, 350, 1100, 10, 5], ['Lactated Ringer 500 ml', 'box', 'bag', 20, 2400, null, 10, 20],
    ['Suture PGA 3-0', 'box', 'piece', 12, 3000, null, 10, 12], ['Chlorhexidine scrub 500 ml', 'bottle', null, 1, 700, null, 10, 2],
  ],
};

export const seedInventory: ExtrasSeeder = async (tx, { groupId, now, rand }) => {
  const clinicRows = await tx.select({ id: clinics.id, timezone: clinics.timezone }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id));
  for (const clinic of clinicRows) {
    const today = DateTime.fromJSDate(now).setZone(clinic.timezone).startOf('day');
    // VAT from the clinic's own list: medicines and food at its lowest non-zero rate, consumables at its highest.
    const [prefs] = await tx.select({ vatList: clinicPreferences.vatList }).from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinic.id));
    const rates = (prefs?.vatList ?? [0, 10]).filter((v) => v > 0).sort((x, y) => x - y);
    const vatBpFor = (categoryName: string) => Math.round((rates.length ? (categoryName === 'Consumables' ? rates[rates.length - 1] : rates[0]) : 0) * 100);
    const [pharma, supplies] = await tx.insert(suppliers).values([
      { clinicId: clinic.id, name: 'VetPharma Distribution', email: 'orders@vetpharma.example', phone: '+40 21 300 1000', accountNumber: `VP-${clinic.id}0417`, leadTimeDays: 2, createdAt: now },
      { clinicId: clinic.id, name: 'ClinicSupply Co.', email: 'sales@clinicsupply.example', phone: '+40 21 300 2000', accountNumber: `CS-${clinic.id}0981`, leadTimeDays: 5, createdAt: now },
    ]).returning();
    let position = 0;
    let serial = 0;
    for (const [categoryName, items] of Object.entries(CATALOGUE)) {
      const [category] = await tx.insert(productCategories).values({ clinicId: clinic.id, name: categoryName, position: position++, createdAt: now }).returning();
      for (const [name, unit, subUnit, subUnits, cost, price, , min] of items) {
        serial++;
        const supplier = categoryName === 'Consumables' || categoryName === 'Food' ? supplies : pharma;
        const [product] = await tx.insert(products).values({
          clinicId: clinic.id, categoryId: category.id, supplierId: supplier.id, name,
          sku: `${categoryName.slice(0, 3).toUpperCase()}-${String(serial).padStart(4, '0')}`,
          barcode: `590${String(clinic.id).padStart(3, '0')}${String(serial).padStart(6, '0')}`,
          unit, subUnit, subUnits, purchasePrice: cost, sellingPrice: price, vatBp: vatBpFor(categoryName), sellable: price !== null,
          controlled: name.startsWith('Vetergesic') || name.startsWith('Gabapentin'),
          minStock: min, reorderQuantity: min * 2, createdAt: now, updatedAt: now,
        }).returning();
        // Stock: most products comfortably above the minimum; every 7th below it, every 5th with a batch expiring within a month.
        const low = serial % 7 === 0;
        const batchCount = rand.chance(0.4) ? 2 : 1;
        for (let b = 0; b < batchCount; b++) {
          const expiringSoon = serial % 5 === 0 && b === 0;
          const days = expiringSoon ? rand.int(3, 28) : rand.int(120, 720);
          const qty = low ? Math.max(1, Math.floor(min / 2)) : rand.int(min + 1, min * 3 + 5);
          const [batch] = await tx.insert(stockBatches).values({
            clinicId: clinic.id, productId: product.id, batchNo: `L${today.toFormat('yyMM')}${String(serial).padStart(3, '0')}${b}`,
            expirationDate: today.plus({ days }).toISODate(), onHand: qty, createdAt: now,
          }).returning();
          await tx.insert(stockMovements).values({ clinicId: clinic.id, productId: product.id, batchId: batch.id, quantityDelta: qty, reason: 'receipt', sourceType: 'demo', note: 'Opening stock', createdAt: now });
          // Every 11th product lost one sub-unit (a broken vial, an opened pack): the reports' write-offs.
          if (serial % 11 === 0 && b === 0 && qty > 1) {
            await tx.insert(stockMovements).values({ clinicId: clinic.id, productId: product.id, batchId: batch.id, quantityDelta: -1, reason: 'write_off', sourceType: 'demo', note: 'Broken on the shelf', createdAt: now });
            await tx.update(stockBatches).set({ onHand: qty - 1 }).where(eq(stockBatches.id, batch.id));
          }
          if (low) break;
        }
      }
    }
  }
};
