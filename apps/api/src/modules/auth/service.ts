import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, asc, sql } from 'drizzle-orm';
import { hash, verify } from '@node-rs/argon2';
import { clinicGroups, clinicMemberships, clinics, petParents, refreshTokens, roles, staffUsers, type Db, type DbOrTx } from '@vetclinic/db';
import type { TMe, TTokenPair } from '@vetclinic/domain';
import { AppError } from '../../lib/app-error';
import { ACCESS_TOKEN_TTL_SECONDS, type JwtSigner, type SubjectType } from '../../lib/jwt';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { groupLogoUrl } from '../group/service';

const REFRESH_TTL_MS = 30 * 24 * 3600 * 1000;

// OWASP's argon2id minimum (19 MiB, 2 passes).
const ARGON_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
export const hashPassword = (password: string) => hash(password, ARGON_OPTIONS);
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

// Verifying against a fixed hash when the e-mail is unknown keeps response time from revealing accounts.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

/**
 * Issues an access token and a new refresh token (a new family unless one is given). The access
 * token carries the subject's current credential version, read here so it is never a stale one.
 */
export async function issueTokenPair(
  db: Db,
  jwt: JwtSigner,
  subject: { type: SubjectType; id: number; groupId: number },
  familyId: string = randomUUID(),
): Promise<TTokenPair> {
  const refresh = newOpaqueToken();
  await db.insert(refreshTokens).values({
    subjectType: subject.type,
    subjectId: subject.id,
    tokenHash: sha256(refresh),
    familyId,
    expiresAt: new Date(Date.now() + REFRESH_TTL_MS),
  });
  const ver = (await subjectStanding(db, subject.type, subject.id))?.version ?? 0;
  const access = await jwt.sign({ sub: subject.id, typ: subject.type, grp: subject.groupId, ver });
  return { access_token: access, refresh_token: refresh, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS };
}

/** Checks staff credentials; the same error for an unknown e-mail and a wrong password. */
export async function loginStaff(db: Db, jwt: JwtSigner, email: string, password: string): Promise<TTokenPair> {
  const [user] = await db.select().from(staffUsers).where(and(eq(staffUsers.email, email), isNull(staffUsers.deletedAt))).limit(1);
  const ok = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !ok || !user.passwordHash) throw new AppError('invalid_credentials');
  if (!user.isActive) throw new AppError('invalid_credentials');
  return issueTokenPair(db, jwt, { type: 'staff', id: user.id, groupId: user.groupId });
}

/**
 * Rotates a refresh token. A token presented twice means it leaked: the whole family is revoked,
 * so both the thief and the owner must sign in again.
 */
export async function rotateRefreshToken(db: Db, jwt: JwtSigner, presented: string, expectedType: SubjectType): Promise<TTokenPair> {
  const tokenHash = sha256(presented);
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).for('update').limit(1);
    if (!row || row.subjectType !== expectedType) return { kind: 'invalid' as const };
    if (row.usedAt || row.revokedAt) {
      await tx.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { kind: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= Date.now()) return { kind: 'invalid' as const };
    await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    return { kind: 'ok' as const, row };
  });
  if (outcome.kind !== 'ok') throw new AppError('unauthenticated', 'errors.session_expired');
  const { row } = outcome;
  const standing = await subjectStanding(db, row.subjectType as SubjectType, row.subjectId);
  if (!standing) throw new AppError('unauthenticated', 'errors.session_expired');
  return issueTokenPair(db, jwt, { type: row.subjectType as SubjectType, id: row.subjectId, groupId: standing.groupId }, row.familyId);
}

/**
 * The group and credential version of a subject that may hold a session, or null: a deactivated or
 * deleted staff login and an archived pet parent have none. One primary-key read; the auth plugin
 * runs it on every request that carries a token.
 */
export async function subjectStanding(db: DbOrTx, type: SubjectType, id: number): Promise<{ groupId: number; version: number } | null> {
  if (type === 'staff') {
    const [u] = await db.select({ groupId: staffUsers.groupId, version: staffUsers.credentialVersion }).from(staffUsers)
      .where(and(eq(staffUsers.id, id), eq(staffUsers.isActive, true), isNull(staffUsers.deletedAt)));
    return u ?? null;
  }
  const [p] = await db.select({ groupId: petParents.groupId, version: petParents.credentialVersion }).from(petParents)
    .where(and(eq(petParents.id, id), isNull(petParents.archivedAt)));
  return p ?? null;
}

/** Ends every access token of the subject at once: they carry the old version, the next request is a 401. */
export async function bumpCredentialVersion(db: DbOrTx, subject: { type: SubjectType; id: number }) {
  if (subject.type === 'staff') await db.update(staffUsers).set({ credentialVersion: sql`${staffUsers.credentialVersion} + 1` }).where(eq(staffUsers.id, subject.id));
  else await db.update(petParents).set({ credentialVersion: sql`${petParents.credentialVersion} + 1` }).where(eq(petParents.id, subject.id));
}

/**
 * Revokes the given refresh token's family (this device); without one, every session of the subject.
 * Either way every access token of the subject stops working at once (other devices refresh theirs).
 */
export async function logout(db: Db, subject: { type: SubjectType; id: number }, refreshToken?: string) {
  if (refreshToken) {
    const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken))).limit(1);
    if (row && row.subjectType === subject.type && row.subjectId === subject.id) {
      await db.update(refreshTokens).set({ revokedAt: new Date() }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
    }
    await bumpCredentialVersion(db, subject);
    return;
  }
  await revokeAllSessions(db, subject);
}

/** Ends every session of the subject: refresh tokens revoked, access tokens refused from the next request. */
export async function revokeAllSessions(db: DbOrTx, subject: { type: SubjectType; id: number }) {
  await bumpCredentialVersion(db, subject);
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.subjectType, subject.type), eq(refreshTokens.subjectId, subject.id), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, new Date())));
}

/** The signed-in staff member with every clinic they belong to, and their permissions there. */
export async function getStaffMe(db: Db, userId: number): Promise<TMe> {
  const [user] = await db
    .select({ user: staffUsers, group: clinicGroups })
    .from(staffUsers)
    .innerJoin(clinicGroups, eq(clinicGroups.id, staffUsers.groupId))
    .where(and(eq(staffUsers.id, userId), isNull(staffUsers.deletedAt), eq(staffUsers.isActive, true)));
  if (!user) throw new AppError('unauthenticated');
  const memberships = await db
    .select({ clinic: clinics, role: roles })
    .from(clinicMemberships)
    .innerJoin(clinics, eq(clinics.id, clinicMemberships.clinicId))
    .innerJoin(roles, eq(roles.id, clinicMemberships.roleId))
    .where(eq(clinicMemberships.userId, userId))
    .orderBy(asc(clinics.name));
  const u = user.user;
  return {
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: `${u.firstName} ${u.lastName}`,
    job_title: u.jobTitle,
    avatar: u.avatar,
    is_vet: u.isVet,
    language: u.language,
    group: { id: user.group.id, name: user.group.name, logo_url: groupLogoUrl(user.group.logoKey) },
    clinics: memberships.map(({ clinic, role }) => ({
      id: clinic.id,
      name: clinic.name,
      slug: clinic.slug,
      timezone: clinic.timezone,
      role: { id: role.id, name: role.name },
      permissions: role.permissions,
    })),
  };
}
