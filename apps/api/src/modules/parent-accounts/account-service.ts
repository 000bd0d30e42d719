import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { activationCodes, auditLog, clinics, passwordResetTokens, petParents, type Db, type Tx } from '@vetclinic/db';
import {
  resolveLanguage, type Language, type TParentMe, type TTokenPair,
  ZActivateInput, ZChangePasswordInput, ZForgotPasswordInput, ZParentLoginInput, ZParentRegisterInput, ZResetPasswordInput,
} from '@vetclinic/domain';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { JwtSigner } from '../../lib/jwt';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import type { ParentUser } from '../../plugins/auth';
import { hashPassword, issueTokenPair, revokeAllSessions, verifyPassword } from '../auth/service';
import { findPublicClinic } from '../public/service';
import { queueActivationCode, queueResetLink, resetPasswordUrl, type MailClinic } from './account-mails';
import { assertPetReferences, insertParentPets, listActiveParentPets } from './pets-service';
import { readRegistrationHandle, signRegistrationHandle, type RegistrationHandle } from './registration-handle';

export const CODE_TTL_MINUTES = 30;
export const CODE_MAX_ATTEMPTS = 5;
export const RESET_TTL_MINUTES = 60;
const CODES_PER_HOUR = 5;
const CODE_RESEND_GAP_MS = 60_000;
const RESETS_PER_HOUR = 3;
/** Namespace of the per-(group, e-mail) advisory lock that serialises registrations. */
const REGISTER_LOCK = 7_216_410;

export interface AccountDeps {
  db: Db;
  jwt: JwtSigner;
  publicUrl: string;
  /** An SMS gateway is configured: activation codes also go by SMS. */
  smsEnabled: boolean;
  /** Signs and checks the registration handles (registration-handle.ts). */
  handleKey: Buffer;
}

/** The caller's language when the request named one, else the parent's, else the clinic's. */
export interface LangHint { requested: Language | null }
const pickLang = (hint: LangHint, parentLang: string | null, clinicLang: string | null): Language =>
  hint.requested ?? (parentLang ? resolveLanguage(parentLang) : resolveLanguage(clinicLang));

type Clinic = typeof clinics.$inferSelect;
const mailClinic = (c: Clinic): MailClinic => ({ id: c.id, name: c.name, slug: c.slug, address: c.address, phone: c.phone });

const codeHash = (parentId: number, code: string) => sha256(`${parentId}:${code}`);
function sameHash(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** 1 per minute and 5 per hour per account, counted from the stored codes (so every node agrees). */
async function assertCanSendCode(tx: Tx, parentId: number, now: number) {
  const recent = await tx.select({ createdAt: activationCodes.createdAt }).from(activationCodes)
    .where(and(eq(activationCodes.parentId, parentId), gt(activationCodes.createdAt, new Date(now - 3600_000))))
    .orderBy(asc(activationCodes.createdAt));
  const waitMs = Math.max(
    recent.length >= CODES_PER_HOUR ? recent[recent.length - CODES_PER_HOUR].createdAt.getTime() + 3600_000 - now : 0,
    recent.length ? recent[recent.length - 1].createdAt.getTime() + CODE_RESEND_GAP_MS - now : 0,
  );
  if (waitMs > 0) throw new AppError('too_many_requests', 'errors.code_resend_limited', undefined, { retry_after: Math.ceil(waitMs / 1000) });
}

/** A new code (the newest is the only one that counts); `passwordHash` is a re-registration's password waiting on it. */
async function issueActivationCode(tx: Tx, parentId: number, now: number, passwordHash: string | null = null): Promise<{ id: number; code: string }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await tx.insert(activationCodes).values({
    parentId, codeHash: codeHash(parentId, code), expiresAt: new Date(now + CODE_TTL_MINUTES * 60_000), createdAt: new Date(now), passwordHash,
  }).returning({ id: activationCodes.id });
  return { id: row.id, code };
}

/** The handle's account, or the one 404 every bad, forged or expired handle gets. */
function readHandle(deps: Pick<AccountDeps, 'handleKey'>, value: string): RegistrationHandle {
  const handle = readRegistrationHandle(deps.handleKey, value);
  if (!handle) throw notFound('errors.account_not_found');
  return handle;
}

/**
 * Registers a pet-parent account in the clinic's group, inactive until the mailed code is entered.
 * An e-mail of an active account → 409 account_exists. A client row without a password (made by
 * staff or a guest booking) gets the password, but none of its data is changed or shown, and the
 * typed profile and pets are not applied to it. A registration never activated keeps its password:
 * the new one waits on the code mailed now and takes effect only when that code's holder enters it
 * through the handle answered here, so re-registering never replaces anyone's credentials.
 */
export async function registerParent(deps: AccountDeps, input: z.output<typeof ZParentRegisterInput>, lang: Language): Promise<{ user_id: string }> {
  const clinic = await findPublicClinic(deps.db, String(input.clinic_id));
  if (!clinic.registrationEnabled) throw new AppError('registration_disabled');
  await assertPetReferences(deps.db, clinic.groupId, input.pets);
  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK}, hashtext(${`${clinic.groupId}:${input.email.toLowerCase()}`}))`);
    const rows = await tx.select().from(petParents)
      .where(and(eq(petParents.groupId, clinic.groupId), eq(petParents.email, input.email), isNull(petParents.archivedAt)))
      .orderBy(asc(petParents.id));
    const account = rows.find((r) => r.passwordHash);
    if (account?.activatedAt) throw new AppError('account_exists');
    const existing = account ?? rows[0];
    let parent: typeof petParents.$inferSelect;
    let waitingPassword: string | null = null;
    if (existing?.passwordHash) {
      await assertCanSendCode(tx, existing.id, now);
      parent = existing;
      waitingPassword = passwordHash;
      await writeAudit(tx, {
        groupId: clinic.groupId, clinicId: clinic.id, actor: { type: 'guest', id: null },
        action: 'parent_account.registered_again', entityType: 'pet_parent', entityId: parent.id, after: { account: 'pending_activation' },
      });
    } else if (existing) {
      await assertCanSendCode(tx, existing.id, now);
      [parent] = await tx.update(petParents)
        .set({ passwordHash, termsAcceptedAt: new Date(now), language: existing.language ?? lang })
        .where(eq(petParents.id, existing.id)).returning();
      await writeAudit(tx, {
        groupId: clinic.groupId, clinicId: clinic.id, actor: { type: 'guest', id: null },
        action: 'parent_account.attached', entityType: 'pet_parent', entityId: parent.id, after: { account: 'pending_activation' },
      });
    } else {
      [parent] = await tx.insert(petParents).values({
        groupId: clinic.groupId,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email,
        phone: input.phone,
        address: input.address,
        address2: input.address_2,
        leadSource: input.referral_source_type,
        leadSourceDetails: input.referral_source_details,
        googlePlaceId: input.google_place_id,
        language: lang,
        termsAcceptedAt: new Date(now),
        passwordHash,
      }).returning();
      await writeAudit(tx, {
        groupId: clinic.groupId, clinicId: clinic.id, actor: { type: 'guest', id: null },
        action: 'parent_account.registered', entityType: 'pet_parent', entityId: parent.id,
        after: { first_name: parent.firstName, last_name: parent.lastName, email: parent.email, lead_source: parent.leadSource },
      });
      await insertParentPets(tx, { groupId: clinic.groupId, clinicId: clinic.id, timezone: clinic.timezone, parentId: parent.id }, input.pets);
    }
    const { id: codeId, code } = await issueActivationCode(tx, parent.id, now, waitingPassword);
    await queueActivationCode(tx, {
      clinic: mailClinic(clinic), lang, email: parent.email ?? input.email, phone: parent.phone, code, sms: deps.smsEnabled, minutes: CODE_TTL_MINUTES,
    });
    return { user_id: signRegistrationHandle(deps.handleKey, { parentId: parent.id, codeId: waitingPassword ? codeId : null }) };
  });
}

async function findAccount(db: Db | Tx, parentId: number) {
  const [parent] = await db.select().from(petParents).where(and(eq(petParents.id, parentId), isNull(petParents.archivedAt), isNotNull(petParents.passwordHash)));
  return parent ?? null;
}

/**
 * Activates the account with the latest code. Each wrong code counts; the fifth locks the code
 * (409 code_locked, a new code is needed), so guessing is bounded by the resend limits. The password
 * that holds afterwards is the one the handle's holder typed: the account's own, or the one their
 * re-registration left waiting on its code — never one typed by whoever registered last.
 */
export async function activateParent(deps: AccountDeps, input: z.output<typeof ZActivateInput>): Promise<TTokenPair> {
  const now = Date.now();
  const handle = readHandle(deps, input.user_id);
  const invalid = () => validation({ code: ['validation.activation_code_invalid'] });
  // The attempt counter must commit even when the answer is an error: decide inside, throw outside.
  const outcome = await deps.db.transaction(async (tx) => {
    const parent = await findAccount(tx, handle.parentId);
    if (!parent) return { kind: 'invalid' as const };
    if (parent.activatedAt) return { kind: 'activated' as const };
    const [row] = await tx.select().from(activationCodes).where(eq(activationCodes.parentId, parent.id))
      .orderBy(desc(activationCodes.id)).limit(1).for('update');
    if (!row || row.consumedAt) return { kind: 'invalid' as const };
    if (row.lockedAt) return { kind: 'locked' as const };
    if (row.expiresAt.getTime() <= now) return { kind: 'expired' as const };
    if (!sameHash(row.codeHash, codeHash(parent.id, input.code))) {
      const attempts = row.attempts + 1;
      const locked = attempts >= CODE_MAX_ATTEMPTS;
      await tx.update(activationCodes).set({ attempts, lockedAt: locked ? new Date(now) : null }).where(eq(activationCodes.id, row.id));
      return locked ? { kind: 'locked' as const } : { kind: 'wrong' as const, left: CODE_MAX_ATTEMPTS - attempts };
    }
    await tx.update(activationCodes).set({ consumedAt: new Date(now) }).where(eq(activationCodes.id, row.id));
    const [typed] = handle.codeId !== null
      ? await tx.select({ passwordHash: activationCodes.passwordHash }).from(activationCodes)
        .where(and(eq(activationCodes.id, handle.codeId), eq(activationCodes.parentId, parent.id)))
      : [];
    await tx.update(petParents).set({ activatedAt: new Date(now), ...(typed?.passwordHash ? { passwordHash: typed.passwordHash } : {}) })
      .where(eq(petParents.id, parent.id));
    await writeAudit(tx, { groupId: parent.groupId, actor: { type: 'parent', id: parent.id }, action: 'parent_account.activated', entityType: 'pet_parent', entityId: parent.id });
    return { kind: 'ok' as const, parent };
  });
  switch (outcome.kind) {
    case 'ok':
      return issueTokenPair(deps.db, deps.jwt, { type: 'parent', id: outcome.parent.id, groupId: outcome.parent.groupId });
    case 'activated':
      throw new AppError('invalid_state', 'errors.already_activated');
    case 'locked':
      throw new AppError('code_locked');
    case 'expired':
      throw validation({ code: ['validation.activation_code_expired'] });
    case 'wrong':
      throw new AppError('validation_failed', 'errors.validation_failed', { code: ['validation.activation_code_invalid'] }, { attempts_left: outcome.left });
    default:
      throw invalid();
  }
}

/** The clinic whose name a resent code carries: the one asked for, else the one registered at, else the group's first. */
async function clinicForParent(db: Db | Tx, groupId: number, parentId: number, clinicId?: number): Promise<Clinic> {
  if (clinicId) {
    const [c] = await db.select().from(clinics).where(and(eq(clinics.id, clinicId), eq(clinics.groupId, groupId)));
    if (c) return c;
  }
  const [registered] = await db.select({ clinicId: auditLog.clinicId }).from(auditLog)
    .where(and(eq(auditLog.entityType, 'pet_parent'), eq(auditLog.entityId, parentId), inArray(auditLog.action, ['parent_account.registered', 'parent_account.attached']), isNotNull(auditLog.clinicId)))
    .orderBy(desc(auditLog.id)).limit(1);
  const [c] = await db.select().from(clinics)
    .where(registered?.clinicId ? eq(clinics.id, registered.clinicId) : eq(clinics.groupId, groupId))
    .orderBy(asc(clinics.id)).limit(1);
  if (!c) throw notFound('errors.clinic_not_found');
  return c;
}

/** A new code for a pending account (the previous one stops working), within the send limits. */
export async function resendActivationCode(deps: AccountDeps, userId: string, hint: LangHint, clinicId?: number): Promise<void> {
  const now = Date.now();
  const handle = readHandle(deps, userId);
  await deps.db.transaction(async (tx) => {
    const parent = await findAccount(tx, handle.parentId);
    if (!parent) throw notFound('errors.account_not_found');
    if (parent.activatedAt) throw new AppError('invalid_state', 'errors.already_activated');
    await tx.execute(sql`select pg_advisory_xact_lock(${REGISTER_LOCK}, hashtext(${`${parent.groupId}:${(parent.email ?? '').toLowerCase()}`}))`);
    await assertCanSendCode(tx, parent.id, now);
    const clinic = await clinicForParent(tx, parent.groupId, parent.id, clinicId);
    const { code } = await issueActivationCode(tx, parent.id, now);
    await queueActivationCode(tx, {
      clinic: mailClinic(clinic), lang: pickLang(hint, parent.language, clinic.defaultLanguage), email: parent.email!, phone: parent.phone,
      code, sms: deps.smsEnabled, minutes: CODE_TTL_MINUTES,
    });
  });
}

/** Whether the handle's account is active (the handle proves the caller registered or knows the password). */
export async function checkActivation(deps: Pick<AccountDeps, 'db' | 'handleKey'>, userId: string): Promise<{ activated: boolean }> {
  const parent = await findAccount(deps.db, readHandle(deps, userId).parentId);
  if (!parent) throw notFound('errors.account_not_found');
  return { activated: parent.activatedAt !== null };
}

/** Whether an account (a client row with a password) uses the e-mail in the clinic's group. */
export async function checkEmail(db: Db, email: string, clinicId: number): Promise<{ exists: boolean; activated: boolean }> {
  const clinic = await findPublicClinic(db, String(clinicId));
  const rows = await db.select({ activatedAt: petParents.activatedAt }).from(petParents)
    .where(and(eq(petParents.groupId, clinic.groupId), eq(petParents.email, email), isNull(petParents.archivedAt), isNotNull(petParents.passwordHash)));
  return { exists: rows.length > 0, activated: rows.some((r) => r.activatedAt !== null) };
}

// Verifying against a fixed hash when no account matches keeps the timing from revealing accounts.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword('not-a-real-password-0'));

/**
 * Signs a parent in to a clinic. Unknown e-mail, wrong password and an account of another clinic
 * group all answer the same 401; a right password on an inactive account → 403 not_activated
 * with a registration handle as user_id, so the page can ask for the code.
 */
export async function loginParent(deps: AccountDeps, input: z.output<typeof ZParentLoginInput>): Promise<TTokenPair> {
  const clinic = await findPublicClinic(deps.db, String(input.clinic_id));
  const rows = await deps.db.select().from(petParents)
    .where(and(eq(petParents.groupId, clinic.groupId), eq(petParents.email, input.email), isNull(petParents.archivedAt), isNotNull(petParents.passwordHash)))
    .orderBy(asc(petParents.id));
  const parent = rows.find((r) => r.activatedAt) ?? rows[0];
  const ok = await verifyPassword(parent?.passwordHash ?? (await getDummyHash()), input.password);
  if (!parent || !ok) throw new AppError('invalid_credentials');
  if (!parent.activatedAt) {
    throw new AppError('not_activated', 'errors.not_activated', undefined, { user_id: signRegistrationHandle(deps.handleKey, { parentId: parent.id, codeId: null }) });
  }
  return issueTokenPair(deps.db, deps.jwt, { type: 'parent', id: parent.id, groupId: parent.groupId });
}

async function currentParent(db: Db | Tx, parent: ParentUser) {
  const [row] = await db.select().from(petParents)
    .where(and(eq(petParents.id, parent.parentId), eq(petParents.groupId, parent.groupId), isNull(petParents.archivedAt), isNotNull(petParents.activatedAt)));
  if (!row) throw new AppError('unauthenticated');
  return row;
}

/** The signed-in parent's profile, with their active pets when asked. */
export async function getParentMe(db: Db, parent: ParentUser, withPets: boolean): Promise<TParentMe> {
  const row = await currentParent(db, parent);
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    address: row.address,
    address_2: row.address2,
    google_place_id: row.googlePlaceId,
    language: row.language,
    activated: row.activatedAt !== null,
    ...(withPets ? { pets: await listActiveParentPets(db, parent) } : {}),
  };
}

/** Changes the password after checking the old one; every other session ends, this one gets a new pair. */
export async function changeParentPassword(deps: AccountDeps, parent: ParentUser, input: z.output<typeof ZChangePasswordInput>): Promise<TTokenPair> {
  const row = await currentParent(deps.db, parent);
  if (!(await verifyPassword(row.passwordHash, input.old_password))) throw validation({ old_password: ['validation.password_wrong'] });
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(petParents).set({ passwordHash }).where(eq(petParents.id, row.id));
    await writeAudit(tx, { groupId: row.groupId, actor: { type: 'parent', id: row.id }, action: 'parent_account.password_changed', entityType: 'pet_parent', entityId: row.id });
  });
  await revokeAllSessions(deps.db, { type: 'parent', id: row.id });
  return issueTokenPair(deps.db, deps.jwt, { type: 'parent', id: row.id, groupId: row.groupId });
}

/**
 * Mails a reset link when an account uses the e-mail in the clinic's group. The caller answers
 * the same whatever happens here, so nobody learns whether an account exists.
 */
export async function requestPasswordReset(deps: AccountDeps, input: z.output<typeof ZForgotPasswordInput>, hint: LangHint): Promise<void> {
  let clinic: Clinic;
  try {
    clinic = await findPublicClinic(deps.db, String(input.clinic_id));
  } catch {
    return;
  }
  const now = Date.now();
  await deps.db.transaction(async (tx) => {
    const [parent] = await tx.select().from(petParents)
      .where(and(eq(petParents.groupId, clinic.groupId), eq(petParents.email, input.email), isNull(petParents.archivedAt), isNotNull(petParents.passwordHash)))
      .orderBy(desc(petParents.activatedAt), asc(petParents.id)).limit(1);
    if (!parent) return;
    // A mailbox is not flooded: a few links an hour, the rest silently dropped.
    const recent = await tx.select({ id: passwordResetTokens.id }).from(passwordResetTokens)
      .where(and(eq(passwordResetTokens.subjectType, 'parent'), eq(passwordResetTokens.subjectId, parent.id), gt(passwordResetTokens.createdAt, new Date(now - 3600_000))));
    if (recent.length >= RESETS_PER_HOUR) return;
    const token = newOpaqueToken();
    await tx.insert(passwordResetTokens).values({
      subjectType: 'parent', subjectId: parent.id, tokenHash: sha256(token), expiresAt: new Date(now + RESET_TTL_MINUTES * 60_000), createdAt: new Date(now),
    });
    await writeAudit(tx, { groupId: parent.groupId, clinicId: clinic.id, actor: { type: 'guest', id: null }, action: 'parent_account.reset_requested', entityType: 'pet_parent', entityId: parent.id });
    await queueResetLink(tx, {
      clinic: mailClinic(clinic), lang: pickLang(hint, parent.language, clinic.defaultLanguage), email: parent.email!,
      url: resetPasswordUrl(deps.publicUrl, clinic.slug, token, parent.email!), minutes: RESET_TTL_MINUTES,
    });
  });
}

/**
 * Sets a new password from a reset link: single use, 60 minutes, for the e-mail it was sent to.
 * Ends every session of the account; the link proves the mailbox, so a pending account is activated.
 */
export async function resetParentPassword(deps: AccountDeps, input: z.output<typeof ZResetPasswordInput>): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const now = Date.now();
  const parentId = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, sha256(input.token))).for('update');
    if (!row || row.subjectType !== 'parent' || row.usedAt || row.expiresAt.getTime() <= now) return null;
    const parent = await findAccount(tx, row.subjectId);
    if (!parent || (parent.email ?? '').toLowerCase() !== input.email.toLowerCase()) return null;
    await tx.update(passwordResetTokens).set({ usedAt: new Date(now) })
      .where(and(eq(passwordResetTokens.subjectType, 'parent'), eq(passwordResetTokens.subjectId, parent.id), isNull(passwordResetTokens.usedAt)));
    await tx.update(petParents).set({ passwordHash, activatedAt: parent.activatedAt ?? new Date(now) }).where(eq(petParents.id, parent.id));
    await writeAudit(tx, { groupId: parent.groupId, actor: { type: 'parent', id: parent.id }, action: 'parent_account.password_reset', entityType: 'pet_parent', entityId: parent.id });
    return parent.id;
  });
  if (parentId === null) throw new AppError('validation_failed', 'errors.reset_link_invalid', { token: ['validation.reset_link_invalid'] });
  await revokeAllSessions(deps.db, { type: 'parent', id: parentId });
}
