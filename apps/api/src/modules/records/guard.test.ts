import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { isClosedRecordWrite, recordFieldValues, records } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeClinic, makeTenant } from '../../test/factories';
import { makeClientWithPet } from '../../test/tasks-factories';
import type { TenantScope } from '../../plugins/auth';
import { lockWritableRecord, readableRecord } from './guard';

describe('records guard and the closed-record trigger', () => {
  let t: TestApp;
  let a: Awaited<ReturnType<typeof makeTenant>>;
  let b: Awaited<ReturnType<typeof makeTenant>>;
  let scopeA: TenantScope;
  let recordId: number;
  const db = () => t.handle.db;
  const scope = (groupId: number, clinicId: number): TenantScope => ({ groupId, clinicId, userId: 0, timezone: 'UTC', permissions: new Set() });

  beforeAll(async () => {
    t = await makeTestApp();
    a = await makeTenant(db());
    b = await makeTenant(db());
    scopeA = scope(a.group.id, a.clinic.id);
    const { client, pet } = await makeClientWithPet(db(), a.group.id);
    const [row] = await db().insert(records).values({
      groupId: a.group.id, clinicId: a.clinic.id, petId: pet.id, clientId: client.id, title: 'Consultation', templateSnapshot: [],
    }).returning();
    recordId = row.id;
  });
  afterAll(() => t.close());

  it('should lock an open record of the active clinic', async () => {
    const row = await db().transaction((tx) => lockWritableRecord(tx, scopeA, recordId));
    expect(row.id).toBe(recordId);
  });

  it('should answer 404 for a record of another clinic or group, and let the group read it', async () => {
    const other = await makeClinic(db(), a.group.id);
    await expect(db().transaction((tx) => lockWritableRecord(tx, scope(a.group.id, other.id), recordId))).rejects.toMatchObject({ code: 'not_found' });
    await expect(db().transaction((tx) => lockWritableRecord(tx, scope(b.group.id, b.clinic.id), recordId))).rejects.toMatchObject({ code: 'not_found' });
    expect((await readableRecord(db(), scope(a.group.id, other.id), recordId)).id).toBe(recordId);
    await expect(readableRecord(db(), scope(b.group.id, b.clinic.id), recordId)).rejects.toMatchObject({ code: 'not_found' });
  });

  it('should refuse a closed record with record_closed, and the database should refuse its rows too', async () => {
    await db().insert(recordFieldValues).values({ recordId, fieldKey: 'subjective', value: 'Eating well' });
    await db().update(records).set({ status: 'closed', closedAt: new Date() }).where(eq(records.id, recordId));
    await expect(db().transaction((tx) => lockWritableRecord(tx, scopeA, recordId))).rejects.toMatchObject({ code: 'record_closed' });

    const write = db().update(recordFieldValues).set({ value: 'Changed after closing' }).where(eq(recordFieldValues.recordId, recordId));
    const err = await write.then(() => null, (e: unknown) => e);
    expect(isClosedRecordWrite(err)).toBe(true);
    const del = await db().delete(recordFieldValues).where(eq(recordFieldValues.recordId, recordId)).then(() => null, (e: unknown) => e);
    expect(isClosedRecordWrite(del)).toBe(true);
    const [kept] = await db().select().from(recordFieldValues).where(eq(recordFieldValues.recordId, recordId));
    expect(kept.value).toBe('Eating well');

    // Reopening sets the status first; then the rows may change again.
    await db().update(records).set({ status: 'in_progress', closedAt: null }).where(eq(records.id, recordId));
    await db().update(recordFieldValues).set({ value: 'Amended' }).where(eq(recordFieldValues.recordId, recordId));
  });
});
