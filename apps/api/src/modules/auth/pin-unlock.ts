import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { clinicMemberships, refreshTokens, staffUsers, type Db } from '@vetclinic/db';
import { PIN_MAX_FAILURES, type TPinUnlockInput, type TTokenPair } from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { JwtSigner } from '../../lib/jwt';
import { sha256 } from '../../lib/tokens';
import type { TenantScope } from '../../plugins/auth';
import { issueTokenPair, verifyPassword } from './service';

const pinLocked = () => new AppError('code_locked', 'errors.pin_locked');

/**
 * Quick switch at a shared desk (issue #22 #6). The caller is the session this device holds, already
 * checked as a member of `scope.clinicId`; the member named by `user_id` signs in here with their
 * PIN and gets the login answer. The member must be an active member of that clinic with a PIN.
 *
 * A 4-digit PIN is guessable, so each attempt first takes one of the PIN's PIN_MAX_FAILURES tries
 * in one conditional UPDATE (parallel guesses cannot all pass a check made before them); a right PIN
 * gives the tries back, the last wrong one locks the PIN until generate-pin renews it. Successes and
 * failures are audited. The device's own refresh token, when sent, ends with the switch.
 */
export async function pinUnlock(db: Db, jwt: JwtSigner, scope: TenantScope, input: TPinUnlockInput): Promise<TTokenPair> {
  const [target] = await db
    .select({ id: staffUsers.id, groupId: staffUsers.groupId, pinHash: staffUsers.pinHash })
    .from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(
      eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, input.user_id),
      eq(staffUsers.groupId, scope.groupId), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt),
    ))
    .limit(1);
  if (!target) throw validation({ user_id: ['validation.pin_member_unknown'] });
  if (!target.pinHash) throw validation({ user_id: ['validation.pin_not_set'] });

  const [attempt] = await db.update(staffUsers)
    .set({ pinFailedAttempts: sql`${staffUsers.pinFailedAttempts} + 1` })
    .where(and(eq(staffUsers.id, target.id), lt(staffUsers.pinFailedAttempts, PIN_MAX_FAILURES)))
    .returning({ failures: staffUsers.pinFailedAttempts });
  if (!attempt) throw pinLocked();

  const audit = { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff' as const, id: scope.userId }, entityType: 'staff_user', entityId: target.id };
  if (!(await verifyPassword(target.pinHash, input.pin))) {
    const left = PIN_MAX_FAILURES - attempt.failures;
    await writeAudit(db, { ...audit, action: 'staff.pin_unlock_failed', after: { attempts_left: left } });
    if (left <= 0) throw pinLocked();
    throw new AppError('validation_failed', 'errors.validation_failed', { pin: ['validation.pin_wrong'] }, { attempts_left: left });
  }

  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ pinFailedAttempts: 0 }).where(eq(staffUsers.id, target.id));
    await writeAudit(tx, { ...audit, action: 'staff.pin_unlock', before: { user_id: scope.userId }, after: { user_id: target.id } });
    if (input.refresh_token) {
      const [device] = await tx.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(and(
        eq(refreshTokens.tokenHash, sha256(input.refresh_token)), eq(refreshTokens.subjectType, 'staff'), eq(refreshTokens.subjectId, scope.userId),
      )).limit(1);
      if (device) await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, device.familyId), isNull(refreshTokens.revokedAt)));
    }
  });
  return issueTokenPair(db, jwt, { type: 'staff', id: target.id, groupId: target.groupId });
}
