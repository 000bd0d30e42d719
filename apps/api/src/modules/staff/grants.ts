import { and, count, eq, isNull } from 'drizzle-orm';
import { clinicGroups, clinicMemberships, clinics, roles, staffUsers, type DbOrTx } from '@vetclinic/db';
import { AppError } from '../../lib/app-error';
import type { TenantScope } from '../../plugins/auth';

// The one rule for every place a role is given or a member is changed (invite, member edit,
// deactivation, role editor): a caller hands out and touches only what it holds itself.

/** Nobody hands out a permission they do not hold themselves at the active clinic (403). */
export function assertGrantable(scope: TenantScope, permissions: readonly string[]) {
  if (permissions.some((p) => !scope.permissions.has(p))) throw new AppError('forbidden', 'errors.cannot_grant_permission');
}

/** Nobody changes, deactivates or reactivates a member who holds a permission they lack (403). */
export function assertOutranks(scope: TenantScope, memberPermissions: readonly string[]) {
  if (memberPermissions.some((p) => !scope.permissions.has(p))) throw new AppError('forbidden', 'errors.member_outranks_caller');
}

/**
 * What a member may do: at one clinic, or (without `clinicId`) anywhere in the group — for changes
 * that act on the whole login, such as deactivation.
 */
export async function memberPermissions(db: DbOrTx, groupId: number, userId: number, clinicId?: number): Promise<string[]> {
  const rows = await db.select({ permissions: roles.permissions })
    .from(clinicMemberships)
    .innerJoin(roles, eq(roles.id, clinicMemberships.roleId))
    .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
    .where(and(eq(clinicMemberships.userId, userId), eq(clinics.groupId, groupId), clinicId ? eq(clinicMemberships.clinicId, clinicId) : undefined));
  return [...new Set(rows.flatMap((r) => r.permissions))];
}

/**
 * Serialises changes to who administers a group: call first in a transaction that may remove an
 * admin, so two such changes at once cannot each believe the other admin stays.
 */
export async function lockGroupAdmins(tx: DbOrTx, groupId: number) {
  await tx.select({ id: clinicGroups.id }).from(clinicGroups).where(eq(clinicGroups.id, groupId)).for('update');
}

/**
 * A group always keeps an admin: an active login holding the built-in Admin role at one of its
 * clinics. Call at the end of the transaction that changed roles, memberships or logins (409).
 */
export async function assertGroupKeepsAdmin(tx: DbOrTx, groupId: number) {
  const [{ n }] = await tx.select({ n: count() })
    .from(clinicMemberships)
    .innerJoin(roles, eq(roles.id, clinicMemberships.roleId))
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(roles.groupId, groupId), eq(roles.builtIn, 'admin'), eq(staffUsers.groupId, groupId), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)));
  if (n === 0) throw new AppError('conflict', 'errors.last_admin');
}
