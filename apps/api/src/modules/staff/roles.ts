import { and, asc, count, eq, ne } from 'drizzle-orm';
import { clinicMemberships, roles, staffInvites, type Db, type DbOrTx } from '@vetclinic/db';
import { PERMISSIONS, PERMISSION_GROUPS, permissionLabelKey, type TPermissionItem, type TRoleDetail } from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { TenantScope } from '../../plugins/auth';
import { assertGrantable } from './grants';

type RoleRow = typeof roles.$inferSelect;
export interface RoleValues { name: string; permissions: string[] }

const actorOf = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

/** The fixed permission catalogue with the i18n key of each label, in catalogue order. */
export function permissionCatalogue(): TPermissionItem[] {
  return PERMISSIONS.map((key) => ({ key, label_key: permissionLabelKey(key), group: PERMISSION_GROUPS[key] }));
}

async function membersCount(db: DbOrTx, roleId: number) {
  const [{ n }] = await db.select({ n: count() }).from(clinicMemberships).where(eq(clinicMemberships.roleId, roleId));
  return n;
}

const dto = (r: RoleRow, members: number): TRoleDetail => ({ id: r.id, name: r.name, is_built_in: r.builtIn !== null, permissions: r.permissions, members_count: members });

/** Roles of the group with how many memberships use each. */
export async function listRoleDetails(db: Db, scope: TenantScope): Promise<TRoleDetail[]> {
  const rows = await db.select().from(roles).where(eq(roles.groupId, scope.groupId)).orderBy(asc(roles.id));
  const counts = await db.select({ roleId: clinicMemberships.roleId, n: count() }).from(clinicMemberships).groupBy(clinicMemberships.roleId);
  return rows.map((r) => dto(r, counts.find((c) => c.roleId === r.id)?.n ?? 0));
}

async function findRole(db: DbOrTx, scope: TenantScope, id: number) {
  const [row] = await db.select().from(roles).where(and(eq(roles.id, id), eq(roles.groupId, scope.groupId)));
  if (!row) throw notFound();
  return row;
}

async function assertNameFree(db: DbOrTx, scope: TenantScope, name: string, exceptId?: number) {
  const rows = await db.select({ id: roles.id, name: roles.name }).from(roles).where(and(eq(roles.groupId, scope.groupId), exceptId ? ne(roles.id, exceptId) : undefined));
  if (rows.some((r) => r.name.trim().toLowerCase() === name.trim().toLowerCase())) throw validation({ name: ['validation.role_name_taken'] });
}

export async function createRole(db: Db, scope: TenantScope, input: RoleValues) {
  assertGrantable(scope, input.permissions);
  return db.transaction(async (tx) => {
    await assertNameFree(tx, scope, input.name);
    const [row] = await tx.insert(roles).values({ groupId: scope.groupId, name: input.name, builtIn: null, permissions: input.permissions }).returning();
    const out = dto(row, 0);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'role.created', entityType: 'role', entityId: row.id, after: out });
    return out;
  });
}

/** Renames a role or changes its permissions; a built-in role's permissions are fixed (409). */
export async function updateRole(db: Db, scope: TenantScope, id: number, input: RoleValues) {
  return db.transaction(async (tx) => {
    const before = await findRole(tx, scope, id);
    const samePermissions = before.permissions.length === input.permissions.length && input.permissions.every((p) => before.permissions.includes(p));
    if (before.builtIn !== null && !samePermissions) throw new AppError('conflict', 'errors.built_in_role_permissions');
    if (!samePermissions) assertGrantable(scope, [...input.permissions, ...before.permissions.filter((p) => !input.permissions.includes(p))]);
    await assertNameFree(tx, scope, input.name, id);
    const [row] = await tx.update(roles).set({ name: input.name, permissions: input.permissions }).where(eq(roles.id, id)).returning();
    const n = await membersCount(tx, id);
    const out = dto(row, n);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'role.updated', entityType: 'role', entityId: id, before: dto(before, n), after: out });
    return out;
  });
}

/** Deletes a custom role nobody uses (members or pending invitations); built-in or used roles are a 409. */
export async function deleteRole(db: Db, scope: TenantScope, id: number) {
  await db.transaction(async (tx) => {
    const before = await findRole(tx, scope, id);
    if (before.builtIn !== null) throw new AppError('conflict', 'errors.built_in_role_delete');
    const [{ invites }] = await tx.select({ invites: count() }).from(staffInvites).where(eq(staffInvites.roleId, id));
    if ((await membersCount(tx, id)) > 0 || invites > 0) throw new AppError('conflict', 'errors.role_in_use');
    await tx.delete(roles).where(eq(roles.id, id));
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actorOf(scope), action: 'role.deleted', entityType: 'role', entityId: id, before: dto(before, 0) });
  });
}
