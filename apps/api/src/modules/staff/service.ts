import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { clinicMemberships, roles, staffInvites, staffUsers, type Db, type DbOrTx } from '@vetclinic/db';
import type { TStaffMember, TUpdateStaffInput } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { hashPassword, revokeAllSessions } from '../auth/service';
import { assertGrantable, assertGroupKeepsAdmin, assertOutranks, lockGroupAdmins, memberPermissions } from './grants';

const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** A member of the active clinic (any state), or a 404 — also for people of other clinics and groups. */
export async function findClinicMember(db: DbOrTx, scope: TenantScope, userId: number) {
  const [row] = await db
    .select({ user: staffUsers, roleId: clinicMemberships.roleId })
    .from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, userId), eq(staffUsers.groupId, scope.groupId), isNull(staffUsers.deletedAt)));
  if (!row) throw notFound();
  return row;
}

/**
 * Gives a staff member of the active clinic a new 4-digit PIN (quick switch at a shared desk).
 * The PIN is returned once and stored only as a hash. Staff may renew their own; managers the PIN
 * of members who hold nothing they lack (a PIN is a way to act as that member). A new PIN lifts
 * the lock that wrong PINs put on the old one (auth/pin-unlock.ts).
 */
export async function generatePin(db: Db, scope: TenantScope, vetId: number): Promise<string> {
  if (vetId !== scope.userId && !scope.permissions.has('staff.manage')) throw new AppError('forbidden');
  await findClinicMember(db, scope, vetId);
  if (vetId !== scope.userId) assertOutranks(scope, await memberPermissions(db, scope.groupId, vetId, scope.clinicId));
  const pin = String(randomInt(0, 10_000)).padStart(4, '0');
  const pinHash = await hashPassword(pin);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ pinHash, pinFailedAttempts: 0 }).where(eq(staffUsers.id, vetId));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'staff.pin_generated', entityType: 'staff_user', entityId: vetId });
  });
  return pin;
}

/** Staff of the active clinic (only vets when `vetsOnly`; inactive ones on request), with their role there. */
export async function listClinicStaff(db: DbOrTx, scope: TenantScope, opts: { vetsOnly: boolean; includeInactive?: boolean; ids?: number[] }): Promise<TStaffMember[]> {
  const rows = await db
    .select({ user: staffUsers, roleId: roles.id, roleName: roles.name })
    .from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .innerJoin(roles, eq(roles.id, clinicMemberships.roleId))
    .where(and(
      eq(clinicMemberships.clinicId, scope.clinicId),
      isNull(staffUsers.deletedAt),
      opts.includeInactive ? undefined : eq(staffUsers.isActive, true),
      opts.vetsOnly ? eq(staffUsers.isVet, true) : undefined,
      opts.ids ? inArray(staffUsers.id, opts.ids.length ? opts.ids : [0]) : undefined,
    ));
  const pending = rows.length
    ? await db.select({ userId: staffInvites.userId }).from(staffInvites)
      .where(and(inArray(staffInvites.userId, rows.map((r) => r.user.id)), isNull(staffInvites.acceptedAt), gt(staffInvites.expiresAt, new Date())))
    : [];
  return rows
    .map(({ user, roleId, roleName }) => ({
      id: user.id, first_name: user.firstName, last_name: user.lastName, full_name: `${user.firstName} ${user.lastName}`,
      email: user.email, job_title: user.jobTitle, avatar: user.avatar, is_vet: user.isVet, role: { id: roleId, name: roleName },
      is_active: user.isActive, invite_pending: !user.passwordHash && pending.some((p) => p.userId === user.id), has_pin: user.pinHash !== null,
    }))
    .sort((a, b) => Number(b.is_active) - Number(a.is_active) || a.last_name.localeCompare(b.last_name) || a.id - b.id);
}

export async function getClinicMember(db: DbOrTx, scope: TenantScope, userId: number): Promise<TStaffMember> {
  const [member] = await listClinicStaff(db, scope, { vetsOnly: false, includeInactive: true, ids: [userId] });
  if (!member) throw notFound();
  return member;
}

/** A role of the caller's group, or a field error on role_id. */
export async function assertGroupRole(db: DbOrTx, scope: TenantScope, roleId: number) {
  const [role] = await db.select().from(roles).where(and(eq(roles.id, roleId), eq(roles.groupId, scope.groupId)));
  if (!role) throw validation({ role_id: ['validation.role_unknown'] });
  return role;
}

/**
 * Updates names, job title, vet flag and the member's role in this clinic. Nobody changes their own
 * role (that is how a clinic locks itself out), a member holding a permission the caller lacks, or
 * gives a role with one; the group keeps an admin. Audited with before and after.
 */
export async function updateStaff(db: Db, scope: TenantScope, userId: number, input: TUpdateStaffInput & { is_vet: boolean; role_id: number }) {
  return db.transaction(async (tx) => {
    await lockGroupAdmins(tx, scope.groupId);
    const { roleId } = await findClinicMember(tx, scope, userId);
    if (userId === scope.userId && input.role_id !== roleId) throw new AppError('conflict', 'errors.cannot_change_own_role');
    assertOutranks(scope, await memberPermissions(tx, scope.groupId, userId, scope.clinicId));
    const role = await assertGroupRole(tx, scope, input.role_id);
    if (input.role_id !== roleId) assertGrantable(scope, role.permissions);
    const before = await getClinicMember(tx, scope, userId);
    await tx.update(staffUsers).set({ firstName: input.first_name, lastName: input.last_name, jobTitle: input.job_title ?? null, isVet: input.is_vet }).where(eq(staffUsers.id, userId));
    if (input.role_id !== roleId) {
      await tx.update(clinicMemberships).set({ roleId: input.role_id }).where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, userId)));
      await assertGroupKeepsAdmin(tx, scope.groupId);
    }
    const after = await getClinicMember(tx, scope, userId);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'staff.updated', entityType: 'staff_user', entityId: userId, before, after });
    return after;
  });
}

/**
 * Deactivates or reactivates a staff login. A deactivated user can no longer sign in, refresh or
 * call the API (sessions end at once, pending invitations expire). Nobody deactivates themselves;
 * the login acts in the whole group, so the caller must hold every permission it has at any of the
 * group's clinics, and the group keeps an admin.
 */
export async function setStaffActive(db: Db, scope: TenantScope, userId: number, active: boolean) {
  if (!active && userId === scope.userId) throw new AppError('conflict', 'errors.cannot_deactivate_self');
  const member = await db.transaction(async (tx) => {
    await lockGroupAdmins(tx, scope.groupId);
    await findClinicMember(tx, scope, userId);
    assertOutranks(scope, await memberPermissions(tx, scope.groupId, userId));
    const before = await getClinicMember(tx, scope, userId);
    await tx.update(staffUsers).set({ isActive: active }).where(eq(staffUsers.id, userId));
    if (!active) {
      await tx.update(staffInvites).set({ expiresAt: new Date() }).where(and(eq(staffInvites.userId, userId), isNull(staffInvites.acceptedAt)));
      await assertGroupKeepsAdmin(tx, scope.groupId);
      await revokeAllSessions(tx, { type: 'staff', id: userId });
    }
    const after = await getClinicMember(tx, scope, userId);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: active ? 'staff.activated' : 'staff.deactivated', entityType: 'staff_user', entityId: userId, before, after });
    return after;
  });
  return member;
}
