import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clinicMemberships, clinics, petParents, roles, staffUsers, type Db, type DbOrTx } from '@vetclinic/db';
import { languageFromHeader, type Language, type Permission } from '@vetclinic/domain';
import { AppError } from '../lib/app-error';
import type { AccessClaims, JwtSigner } from '../lib/jwt';
import { preparedIn } from '../lib/named-statement';

/** Who may call a route. Declared on each route's `config`, so suites can enumerate them. */
export type Access = 'public' | 'staff' | 'staff-user' | 'parent' | 'parent-optional';

export interface StaffUser { userId: number; groupId: number }
export interface ParentUser { parentId: number; groupId: number }
/** Every staff service call receives this: the active clinic, its group and the actor. */
export interface TenantScope {
  groupId: number;
  clinicId: number;
  userId: number;
  timezone: string;
  permissions: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    staff: StaffUser | null;
    parent: ParentUser | null;
    scope: TenantScope;
    /** The caller's scope at another clinic the request names; see `scopeAt` in plugins/auth.ts. */
    scopeAt: (clinicId: number, permission?: Permission) => Promise<TenantScope>;
  }
  interface FastifyContextConfig {
    access?: Access;
    permission?: Permission;
    /** A path parameter naming a clinic: the route then acts at that clinic, checked like X-Clinic-Id. */
    clinicParam?: string;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [kind, token] = header.split(' ');
  return kind?.toLowerCase() === 'bearer' && token ? token : null;
}

/**
 * A staff login's standing and, in one read, its membership of `clinicId` with the role's
 * permissions. `user` is null when the login may hold no session (deactivated, deleted);
 * `membership` is null when it is not a member of that clinic.
 */
function staffAtQuery(db: DbOrTx) {
  return db
    .select({
      version: staffUsers.credentialVersion, isActive: staffUsers.isActive, deletedAt: staffUsers.deletedAt,
      groupId: clinics.groupId, timezone: clinics.timezone, permissions: roles.permissions,
    })
    .from(staffUsers)
    .leftJoin(clinicMemberships, and(eq(clinicMemberships.userId, staffUsers.id), eq(clinicMemberships.clinicId, sql.placeholder('clinicId'))))
    .leftJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
    .leftJoin(roles, eq(roles.id, clinicMemberships.roleId))
    .where(eq(staffUsers.id, sql.placeholder('userId')))
    .limit(1);
}

/**
 * Every staff request asks it, so it is built once per database and prepared (preparedIn: drizzle builds no SQL per
 * request, PostgreSQL plans it once per connection). It still reads the rows each time: revoking a membership, a
 * role's right or a session takes effect on the next request.
 */
async function findStaffAt(db: Db, userId: number, clinicId: number) {
  const rows = await preparedIn(db, 'auth_staff_at', staffAtQuery).execute({ userId, clinicId });
  const row = rows[0];
  if (!row || !row.isActive || row.deletedAt) return { version: null, membership: null };
  const membership = row.groupId !== null && row.timezone !== null && row.permissions !== null
    ? { groupId: row.groupId, timezone: row.timezone, permissions: row.permissions }
    : null;
  return { version: row.version, membership };
}

/** Whether a clinic exists in the group (a clinic of another group is answered like a missing one). */
async function clinicInGroup(db: Db, clinicId: number, groupId: number) {
  const [row] = await db.select({ id: clinics.id }).from(clinics).where(and(eq(clinics.id, clinicId), eq(clinics.groupId, groupId))).limit(1);
  return !!row;
}

/** A token whose credential version is older than the subject's was revoked (logout, password, archive, deactivation). */
function assertCurrent(version: number | null | undefined, claims: AccessClaims) {
  if (version === null || version === undefined || version !== claims.ver) throw new AppError('unauthenticated', 'errors.session_expired');
}

const parseClinicId = (raw: unknown) => {
  const id = Number(Array.isArray(raw) ? raw[0] : raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** Authentication and tenancy, written once: every route states its access and permission. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; jwt: JwtSigner }) => {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('staff', null);
  app.decorateRequest('parent', null);
  app.decorateRequest('scope', null as unknown as TenantScope);
  app.decorateRequest('scopeAt', null as unknown as FastifyRequest['scopeAt']);

  /**
   * The caller's scope at a clinic a request names (path, query or body), checked like X-Clinic-Id:
   * a clinic of another group or none at all → 404, one of the group without membership → 403,
   * membership without `permission` → 403. Staff routes call it for every clinic id they accept.
   */
  async function scopeAt(request: FastifyRequest, clinicId: number, permission?: Permission): Promise<TenantScope> {
    const staff = request.staff;
    if (!staff) throw new AppError('unauthenticated');
    if (request.scope && request.scope.clinicId === clinicId && (!permission || request.scope.permissions.has(permission))) return request.scope;
    const { membership } = await findStaffAt(opts.db, staff.userId, clinicId);
    if (!membership) {
      if (!(await clinicInGroup(opts.db, clinicId, staff.groupId))) throw new AppError('not_found');
      throw new AppError('clinic_forbidden');
    }
    const permissions = new Set(membership.permissions);
    if (permission && !permissions.has(permission)) throw new AppError('forbidden');
    return { groupId: membership.groupId, clinicId, userId: staff.userId, timezone: membership.timezone, permissions };
  }

  app.addHook('onRequest', async (request) => {
    request.lang = languageFromHeader(request.headers['accept-language']);
  });

  // Before body validation: a caller without the right gets 401/403, never a 422 that tells
  // them how to shape a request they may not make.
  app.addHook('onRequest', async (request) => {
    const access: Access = request.routeOptions.config?.access ?? 'public';
    if (access === 'public') return;
    const token = bearer(request);
    if (!token) {
      if (access === 'parent-optional') return;
      throw new AppError('unauthenticated');
    }
    const claims = await opts.jwt.verify(token);

    if (access === 'parent' || access === 'parent-optional') {
      if (claims.typ !== 'parent') throw new AppError('unauthenticated');
      const [parent] = await opts.db.select({ version: petParents.credentialVersion }).from(petParents)
        .where(and(eq(petParents.id, claims.sub), eq(petParents.groupId, claims.grp), isNull(petParents.archivedAt))).limit(1);
      assertCurrent(parent?.version, claims);
      request.parent = { parentId: claims.sub, groupId: claims.grp };
      return;
    }
    if (claims.typ !== 'staff') throw new AppError('unauthenticated');
    request.staff = { userId: claims.sub, groupId: claims.grp };
    request.scopeAt = (clinicId, permission) => scopeAt(request, clinicId, permission);
    const needed = request.routeOptions.config?.permission;

    if (access === 'staff-user') {
      const [user] = await opts.db.select({ version: staffUsers.credentialVersion }).from(staffUsers)
        .where(and(eq(staffUsers.id, claims.sub), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt))).limit(1);
      assertCurrent(user?.version, claims);
      return;
    }

    const clinicId = parseClinicId(request.headers['x-clinic-id']);
    if (clinicId === null) throw new AppError('clinic_forbidden', 'errors.clinic_header_missing');
    const { version, membership } = await findStaffAt(opts.db, claims.sub, clinicId);
    assertCurrent(version, claims);
    if (!membership) throw new AppError('clinic_forbidden');
    const permissions = new Set(membership.permissions);
    if (needed && !permissions.has(needed)) throw new AppError('forbidden');
    request.scope = { groupId: membership.groupId, clinicId, userId: claims.sub, timezone: membership.timezone, permissions };

    // A route about a clinic named in its path acts there: membership and permission at that clinic.
    const param = request.routeOptions.config?.clinicParam;
    if (param) {
      const named = parseClinicId((request.params as Record<string, unknown> | undefined)?.[param]);
      if (named !== null) request.scope = await scopeAt(request, named, needed);
    }
  });
});
