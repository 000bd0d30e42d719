import { hash } from '@node-rs/argon2';
import { clinicGroups, clinicMemberships, clinicPreferences, clinics, roles, staffUsers, type Db } from '@vetclinic/db';
import { BUILT_IN_ROLE_PERMISSIONS, type BuiltInRole } from '@vetclinic/domain';
import type { FastifyInstance } from 'fastify';

let seq = 0;
const next = () => ++seq;

// Cheap argon2 parameters: tests need real hashes, not slow ones.
let cachedHash: Promise<string> | null = null;
export const TEST_PASSWORD = 'secret-pass-1';
const passwordHash = () => (cachedHash ??= hash(TEST_PASSWORD, { memoryCost: 1024, timeCost: 1, parallelism: 1 }));

export async function makeGroup(db: Db, name = `Group ${next()}`) {
  const [group] = await db.insert(clinicGroups).values({ name }).returning();
  const roleRows = await db.insert(roles).values(
    (Object.keys(BUILT_IN_ROLE_PERMISSIONS) as BuiltInRole[]).map((r) => ({ groupId: group.id, name: r[0].toUpperCase() + r.slice(1), builtIn: r, permissions: [...BUILT_IN_ROLE_PERMISSIONS[r]] })),
  ).returning();
  const roleId = (r: BuiltInRole) => roleRows.find((x) => x.builtIn === r)!.id;
  return { ...group, roleId };
}

export async function makeClinic(db: Db, groupId: number, over: Partial<typeof clinics.$inferInsert> = {}) {
  const n = next();
  const [clinic] = await db.insert(clinics).values({ groupId, name: `Clinic ${n}`, slug: `clinic-${n}-${Date.now()}`, timezone: 'Europe/Bucharest', countryIsoCode: 'ro', ...over }).returning();
  await db.insert(clinicPreferences).values({ clinicId: clinic.id });
  return clinic;
}

export async function makeStaff(db: Db, groupId: number, memberships: { clinicId: number; roleId: number }[], over: Partial<typeof staffUsers.$inferInsert> = {}) {
  const n = next();
  const [user] = await db.insert(staffUsers).values({
    groupId, email: `staff${n}.${Date.now()}@example.test`, passwordHash: await passwordHash(), firstName: 'Staff', lastName: `Member ${n}`, isVet: true, ...over,
  }).returning();
  if (memberships.length) await db.insert(clinicMemberships).values(memberships.map((m) => ({ ...m, userId: user.id })));
  return user;
}

export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string };
}

/** Headers of a signed-in staff member acting in a clinic. */
export async function staffHeaders(app: FastifyInstance, email: string, clinicId: number) {
  const { access_token } = await loginAs(app, email);
  return { authorization: `Bearer ${access_token}`, 'x-clinic-id': String(clinicId) };
}

/** A whole tenant: a group, a clinic, and one staff member per built-in role. */
export async function makeTenant(db: Db) {
  const group = await makeGroup(db);
  const clinic = await makeClinic(db, group.id);
  const admin = await makeStaff(db, group.id, [{ clinicId: clinic.id, roleId: group.roleId('admin') }]);
  const vet = await makeStaff(db, group.id, [{ clinicId: clinic.id, roleId: group.roleId('vet') }]);
  const receptionist = await makeStaff(db, group.id, [{ clinicId: clinic.id, roleId: group.roleId('receptionist') }], { isVet: false });
  return { group, clinic, admin, vet, receptionist };
}
