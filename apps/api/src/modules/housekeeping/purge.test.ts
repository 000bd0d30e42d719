import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activationCodes, idempotencyKeys, passwordResetTokens, refreshTokens } from '@vetclinic/db';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeGroup } from '../../test/factories';
import { makeParentAccount } from '../../test/parent-accounts-factories';
import { purgeExpired } from './purge';

const HOUR = 60 * 60 * 1000;

describe('housekeeping purge', () => {
  let t: TestApp;
  beforeAll(async () => { t = await makeTestApp(); });
  afterAll(() => t.close());

  it('should forget idempotency keys after 24 hours and keep the younger ones answering retries', async () => {
    const now = Date.now();
    const db = t.handle.db;
    await db.insert(idempotencyKeys).values([
      { scope: 'booking', key: 'old-key', fingerprint: 'f', statusCode: 201, response: {}, createdAt: new Date(now - 25 * HOUR) },
      { scope: 'booking', key: 'young-key', fingerprint: 'f', statusCode: 201, response: {}, createdAt: new Date(now - 23 * HOUR) },
    ]);
    const r = await purgeExpired(db, now);
    expect(r.idempotencyKeys).toBe(1);
    const left = (await db.select().from(idempotencyKeys)).map((k) => k.key);
    expect(left).toContain('young-key');
    expect(left).not.toContain('old-key');
  });

  it('should delete credentials dead for more than a day and keep live or recently spent ones', async () => {
    const now = Date.now();
    const db = t.handle.db;
    const group = await makeGroup(db);
    const { parent } = await makeParentAccount(db, group.id);
    const family = randomUUID();
    const [deadToken, liveToken] = await db.insert(refreshTokens).values([
      { subjectType: 'parent', subjectId: parent.id, tokenHash: 'a'.repeat(64), familyId: family, expiresAt: new Date(now - 2 * 24 * HOUR) },
      { subjectType: 'parent', subjectId: parent.id, tokenHash: 'b'.repeat(64), familyId: family, expiresAt: new Date(now + 24 * HOUR), usedAt: new Date(now - HOUR) },
    ]).returning();
    const [oldCode, recentCode] = await db.insert(activationCodes).values([
      { parentId: parent.id, codeHash: 'c'.repeat(64), expiresAt: new Date(now - 2 * 24 * HOUR) },
      { parentId: parent.id, codeHash: 'd'.repeat(64), expiresAt: new Date(now - HOUR), consumedAt: new Date(now - 2 * HOUR) },
    ]).returning();
    const [oldReset] = await db.insert(passwordResetTokens).values([
      { subjectType: 'parent', subjectId: parent.id, tokenHash: 'e'.repeat(64), expiresAt: new Date(now - 3 * 24 * HOUR) },
    ]).returning();

    await purgeExpired(db, now);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.id, deadToken.id))).toHaveLength(0);
    expect(await db.select().from(refreshTokens).where(eq(refreshTokens.id, liveToken.id))).toHaveLength(1);
    expect(await db.select().from(activationCodes).where(eq(activationCodes.id, oldCode.id))).toHaveLength(0);
    expect(await db.select().from(activationCodes).where(eq(activationCodes.id, recentCode.id))).toHaveLength(1);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.id, oldReset.id))).toHaveLength(0);

    // A second run is a no-op: several API processes may run it at once.
    expect(await purgeExpired(db, now)).toEqual({ idempotencyKeys: 0, refreshTokens: 0, activationCodes: 0, passwordResetTokens: 0 });
  });
});
