import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { clinicMemberships, roles, staffUsers, type Db } from '@vetclinic/db';
import { AppError, notFound } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { hashPassword } from '../auth/service';

/**
 * Gives a staff member of the active clinic a new 4-digit PIN (quick switch at a shared desk).
 * The PIN is returned once and stored only as a hash. Staff may renew their own; managers anyone's.
 */
export async function generatePin(db: Db, scope: TenantScope, vetId: number): Promise<string> {
  if (vetId !== scope.userId && !scope.permissions.has('staff.manage')) throw new AppError('forbidden');
  const [member] = await db
    .select({ id: staffUsers.id })
    .from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, vetId)));
  if (!member) throw notFound();
  const pin = String(randomInt(0, 10_000)).padStart(4, '0');
  const pinHash = await hashPassword(pin);
  await db.transaction(async (tx) => {
    await tx.update(staffUsers).set({ pinHash }).where(eq(staffUsers.id, vetId));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'staff.pin_generated', entityType: 'staff_user', entityId: vetId });
  });
  return pin;
}

/** Staff of the active clinic (vets first when `vetsOnly`), with their role there. */
export async function listClinicStaff(db: Db, scope: TenantScope, opts: { vetsOnly: boolean }) {
  const rows = await db
    .select({ user: staffUsers, roleId: roles.id, roleName: roles.name })
    .from(clinicMemberships)
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .innerJoin(roles, eq(roles.id, clinicMemberships.roleId))
    .where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(staffUsers.isActive, true), opts.vetsOnly ? eq(staffUsers.isVet, true) : undefined));
  return rows
    .map(({ user, roleId, roleName }) => ({
      id: user.id, first_name: user.firstName, last_name: user.lastName, full_name: `${user.firstName} ${user.lastName}`,
      email: user.email, job_title: user.jobTitle, avatar: user.avatar, is_vet: user.isVet, role: { id: roleId, name: roleName },
    }))
    .sort((a, b) => a.last_name.localeCompare(b.last_name) || a.id - b.id);
}
