import type { Tx } from '../../client';
import type { Rng } from '../prng';
import { seedShifts } from './shifts';
import { seedParentAccounts } from './parent-accounts';
import { seedTasks } from './tasks';
import { seedClients } from './clients';
import { seedPaymentDeposits } from './payments';
import { seedBoard } from './board';
import { closeDemoRecords, openDemoRecordsForSeeding, seedRecords } from './records';
import { seedDemoDiagnoses } from '../diagnoses/demo';
import { seedInventory } from './inventory';
import { seedPurchasing } from './purchasing';
import { seedVitals } from './vitals';
import { seedDiscounts } from './discounts';
import { seedExternalProducts } from './external-products';
import { seedSales } from './sales';
import { seedEstimates } from './estimates';
import { seedPlans } from './plans';
import { seedCashUps } from './cash-ups';
import { seedDocumentTemplates } from './documents';
import { seedWebhooks } from './webhooks';
import { seedLabs } from './labs';
import { seedReminders } from './reminders';

/** What an area's demo seeder gets: the demo group, a fixed "now", and a seeded random source. */
export interface ExtrasContext { groupId: number; now: Date; rand: Rng }
export type ExtrasSeeder = (tx: Tx, ctx: ExtrasContext) => Promise<void>;

// Each area adds its demo rows in its own file and one line here (order matters only when an
// area reads another's rows). They run inside the demo seed's transaction, after the core data.
export const EXTRA_SEEDERS: { name: string; seed: ExtrasSeeder }[] = [
  { name: 'parent-accounts', seed: seedParentAccounts },
  { name: 'tasks', seed: seedTasks },
  { name: 'clients', seed: seedClients },
  { name: 'shifts', seed: seedShifts },
  { name: 'payment-deposits', seed: seedPaymentDeposits },
  { name: 'board', seed: seedBoard },
  { name: 'records', seed: seedRecords },
  { name: 'records-open-for-seeding', seed: openDemoRecordsForSeeding },
  { name: 'diagnoses-prescriptions', seed: (tx, { groupId, now, rand }) => seedDemoDiagnoses(tx, groupId, now, rand) },
  { name: 'inventory', seed: seedInventory },
  { name: 'purchasing', seed: seedPurchasing },
  { name: 'vitals', seed: seedVitals },
  { name: 'discounts', seed: seedDiscounts },
  { name: 'records-close', seed: closeDemoRecords }, // keep after every seeder that writes on records
  { name: 'external-products', seed: seedExternalProducts },
  { name: 'sales', seed: seedSales },
  { name: 'estimates', seed: seedEstimates }, // after inventory: lines name its products
  { name: 'plans', seed: seedPlans }, // after inventory: plans include its products
  { name: 'cash-ups', seed: seedCashUps }, // after sales: closes days of its payments
  { name: 'document-templates', seed: seedDocumentTemplates },
  { name: 'webhooks', seed: seedWebhooks },
  { name: 'labs', seed: seedLabs }, // after records: orders hang on records
  { name: 'reminders', seed: seedReminders }, // after records: adds vaccinations that fall due soon
  // @extras-seeders (keep this marker: areas insert their entries above it)
];
