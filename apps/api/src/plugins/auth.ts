import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull } from 'drizzle-orm';
import { clinicMemberships, clinics, roles, staffUsers, type Db } from '@vetclinic/db';
import { languageFromHeader, type Language, type Permission } from '@vetclinic/domain';
import { AppError } from '../lib/app-error';
import type { JwtSigner } from '../lib/jwt';

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
  }
  interface FastifyContextConfig {
    access?: Access;
    permission?: Permission;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [kind, token] = header.split(' ');
  return kind?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Loads the membership of a staff user in a clinic with its role's permissions, or null. */
async function findMembership(db: Db, userId: number, clinicId: number) {
  const rows = await db
    .select({ groupId: clinics.groupId, timezone: clinics.timezone, permissions: roles.permissions })
    .from(clinicMemberships)
    .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
    .innerJoin(roles, eq(roles.id, clinicMemberships.roleId))
    .innerJoin(staffUsers, eq(staffUsers.id, clinicMemberships.userId))
    .where(and(eq(clinicMemberships.userId, userId), eq(clinicMemberships.clinicId, clinicId), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)))
    .limit(1);
  return rows[0] ?? null;
}

/** Authentication and tenancy, written once: every route states its access and permission. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; jwt: JwtSigner }) => {
  app.decorateRequest('lang', 'en');
  app.decorateRequest('staff', null);
  app.decorateRequest('parent', null);
  app.decorateRequest('scope', null as unknown as TenantScope);

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
      request.parent = { parentId: claims.sub, groupId: claims.grp };
      return;
    }
    if (claims.typ !== 'staff') throw new AppError('unauthenticated');
    request.staff = { userId: claims.sub, groupId: claims.grp };
    if (access === 'staff-user') return;

    const rawClinic = request.headers['x-clinic-id'];
    const clinicId = Number(Array.isArray(rawClinic) ? rawClinic[0] : rawClinic);
    if (!Number.isInteger(clinicId) || clinicId <= 0 || clinicId > 2_147_483_647) {
      throw new AppError('clinic_forbidden', 'errors.clinic_header_missing');
    }
    const membership = await findMembership(opts.db, claims.sub, clinicId);
    if (!membership) throw new AppError('clinic_forbidden');
    const permissions = new Set(membership.permissions);
    const needed = request.routeOptions.config?.permission;
    if (needed && !permissions.has(needed)) throw new AppError('forbidden');
    request.scope = { groupId: membership.groupId, clinicId, userId: claims.sub, timezone: membership.timezone, permissions };
  });
});
