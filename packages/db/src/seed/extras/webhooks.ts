import { asc, eq } from 'drizzle-orm';
import { clinics, webhookDeliveries, webhookEndpoints } from '../../schema/index';
import type { ExtrasSeeder } from './index';

const HOUR = 3_600_000;
/** A fixed, obviously fake id per demo event (ids are uuids on the wire). */
const eventId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/**
 * Each demo clinic's webhook to its (fictional) accounting system (#20): switched off, so the demo never posts
 * to the internet, with a delivery history that shows what the screen offers — a delivered event with the
 * receiver's answer, a retry, and the failures that disabled it after a day.
 */
export const seedWebhooks: ExtrasSeeder = async (tx, { groupId, now }) => {
  for (const clinic of await tx.select({ id: clinics.id }).from(clinics).where(eq(clinics.groupId, groupId)).orderBy(asc(clinics.id))) {
    await seedClinic(tx, clinic, now);
  }
};

async function seedClinic(tx: Parameters<ExtrasSeeder>[0], clinic: { id: number }, now: Date) {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  const [endpoint] = await tx.insert(webhookEndpoints).values({
    clinicId: clinic.id,
    url: 'https://books.example.org/hooks/vetclinic',
    description: 'Accounting (invoices and payments)',
    events: ['sale.issued', 'payment.received'],
    secret: 'whsec_demo-not-a-real-secret-0000000000000000000',
    isActive: false,
    failingSince: at(30),
    disabledAt: at(6),
    createdAt: at(24 * 20),
    updatedAt: at(6),
  }).returning();
  const base = clinic.id * 10;
  const payload = (n: number, type: string, hoursAgo: number, data: Record<string, unknown>) =>
    ({ id: eventId(n), type, created_at: at(hoursAgo).toISOString(), clinic_id: clinic.id, data });
  await tx.insert(webhookDeliveries).values([
    {
      clinicId: clinic.id, endpointId: endpoint.id, eventId: eventId(base + 1), eventType: 'sale.issued', status: 'delivered', attempts: 1,
      payload: payload(base + 1, 'sale.issued', 48, { sale_id: 1, number: 1, client_id: 1, total_minor: 25000, currency: 'RON' }),
      createdAt: at(48), lastAttemptAt: at(48), deliveredAt: at(48), responseStatus: 200, responseBody: '{"ok":true,"booked_as":"INV-2026-0412"}', durationMs: 182,
    },
    {
      clinicId: clinic.id, endpointId: endpoint.id, eventId: eventId(base + 2), eventType: 'payment.received', status: 'delivered', attempts: 2,
      payload: payload(base + 2, 'payment.received', 40, { sale_id: 1, client_id: 1, amount_minor: 25000, currency: 'RON', methods: [1] }),
      createdAt: at(40), lastAttemptAt: at(39.9), deliveredAt: at(39.9), responseStatus: 204, responseBody: '', durationMs: 95,
    },
    {
      clinicId: clinic.id, endpointId: endpoint.id, eventId: eventId(base + 3), eventType: 'sale.issued', status: 'failed', attempts: 14,
      payload: payload(base + 3, 'sale.issued', 30, { sale_id: 2, number: 2, client_id: 2, total_minor: 8000, currency: 'RON' }),
      createdAt: at(30), lastAttemptAt: at(6), responseStatus: 503, responseBody: '<html><body><h1>503 Service Unavailable</h1></body></html>', durationMs: 30_002,
      lastError: 'endpoint disabled after 24 h of failures',
    },
  ]);
}
