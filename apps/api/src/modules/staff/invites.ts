import { and, eq, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { clinicMemberships, clinics, staffInvites, staffUsers, type Db, type DbOrTx } from '@vetclinic/db';
import { STAFF_INVITE_TTL_DAYS, resolveLanguage, type TTokenPair } from '@vetclinic/domain';
import { AppError, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { translate } from '../../lib/i18n';
import type { JwtSigner } from '../../lib/jwt';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import type { TenantScope } from '../../plugins/auth';
import { hashPassword, issueTokenPair } from '../auth/service';
import { renderMail } from '../messaging/mail-layout';
import { enqueueMessage } from '../messaging/outbox';
import { assertGrantable } from './grants';
import { assertGroupRole, getClinicMember } from './service';

export interface InviteValues { email: string; first_name: string; last_name: string; job_title: string | null; is_vet: boolean; role_id: number }

export const acceptInviteUrl = (publicUrl: string, token: string) => `${publicUrl}/app/accept-invite?token=${encodeURIComponent(token)}`;

async function queueInviteMail(tx: DbOrTx, publicUrl: string, clinic: typeof clinics.$inferSelect, invitee: { email: string; firstName: string }, inviter: string, token: string) {
  const lang = resolveLanguage(clinic.defaultLanguage);
  const t = (key: string, params: Record<string, string | number> = {}) => translate(lang, `mail.staff_invite.${key}`, params);
  const url = acceptInviteUrl(publicUrl, token);
  const heading = t('heading', { clinic: clinic.name });
  const { html, text } = renderMail({
    lang,
    clinic: { name: clinic.name, address: clinic.address, phone: clinic.phone },
    heading,
    paragraphs: [t('greeting', { name: invitee.firstName }), t('text', { inviter, clinic: clinic.name }), t('expiry', { days: STAFF_INVITE_TTL_DAYS })],
    actions: [{ label: t('action'), url }],
    footer: t('footer'),
  });
  await enqueueMessage(tx, { clinicId: clinic.id, channel: 'mail', to: invitee.email, subject: heading, text, html, links: [{ label: t('action'), url }], clientId: null });
}

/**
 * Invites a person to the active clinic. A new e-mail becomes an inactive login without a password,
 * a staff_invites row (token stored hashed, 7 days) and an invitation mail, all in one transaction.
 * A person of the same group who is not yet a member simply joins with the role; anything else is a 422.
 * The role's permissions must all be the inviter's own at this clinic (403 otherwise).
 */
export async function inviteStaff(db: Db, publicUrl: string, scope: TenantScope, input: InviteValues) {
  return db.transaction(async (tx) => {
    const role = await assertGroupRole(tx, scope, input.role_id);
    assertGrantable(scope, role.permissions);
    const [clinic] = await tx.select().from(clinics).where(eq(clinics.id, scope.clinicId));
    const [inviter] = await tx.select().from(staffUsers).where(eq(staffUsers.id, scope.userId));
    const inviterName = inviter ? `${inviter.firstName} ${inviter.lastName}` : clinic.name;
    const [existing] = await tx.select().from(staffUsers).where(eq(staffUsers.email, input.email));
    let userId: number;
    if (existing) {
      if (existing.groupId !== scope.groupId || existing.deletedAt) throw validation({ email: ['validation.email_taken'] });
      const [member] = await tx.select().from(clinicMemberships).where(and(eq(clinicMemberships.clinicId, scope.clinicId), eq(clinicMemberships.userId, existing.id)));
      if (member) throw validation({ email: ['validation.already_member'] });
      userId = existing.id;
      await tx.insert(clinicMemberships).values({ clinicId: scope.clinicId, userId, roleId: input.role_id });
    } else {
      const [user] = await tx.insert(staffUsers).values({
        groupId: scope.groupId, email: input.email, passwordHash: null, firstName: input.first_name, lastName: input.last_name,
        jobTitle: input.job_title, isVet: input.is_vet, isActive: false, language: clinic.defaultLanguage,
      }).returning();
      userId = user.id;
      await tx.insert(clinicMemberships).values({ clinicId: scope.clinicId, userId, roleId: input.role_id });
    }
    // Someone who already has a password signs in as before; only people without one get a link.
    if (!existing?.passwordHash) {
      const token = newOpaqueToken();
      await tx.insert(staffInvites).values({
        groupId: scope.groupId, clinicId: scope.clinicId, userId, roleId: input.role_id, tokenHash: sha256(token),
        expiresAt: DateTime.now().plus({ days: STAFF_INVITE_TTL_DAYS }).toJSDate(), createdBy: scope.userId,
      });
      await queueInviteMail(tx, publicUrl, clinic, { email: existing?.email ?? input.email, firstName: existing?.firstName ?? input.first_name }, inviterName, token);
    }
    const member = await getClinicMember(tx, scope, userId);
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'staff.invited', entityType: 'staff_user', entityId: userId, after: member });
    return member;
  });
}

async function findUsableInvite(db: DbOrTx, token: string) {
  const [row] = await db.select({ invite: staffInvites, user: staffUsers, clinic: clinics })
    .from(staffInvites)
    .innerJoin(staffUsers, eq(staffUsers.id, staffInvites.userId))
    .innerJoin(clinics, eq(clinics.id, staffInvites.clinicId))
    .where(eq(staffInvites.tokenHash, sha256(token)));
  if (!row || row.invite.acceptedAt || row.user.deletedAt || row.user.passwordHash) throw new AppError('not_found', 'errors.invite_invalid');
  if (row.invite.expiresAt.getTime() <= Date.now()) throw new AppError('link_expired', 'errors.invite_expired');
  return row;
}

/** What the accept page greets the invitee with; 404 for a used or unknown link, 410 when expired. */
export async function getInviteInfo(db: Db, token: string) {
  const { user, clinic } = await findUsableInvite(db, token);
  return { email: user.email, first_name: user.firstName, clinic_name: clinic.name };
}

/**
 * Sets the invitee's password and activates the login; the link works once (the row is claimed with
 * a conditional update, so two clicks cannot both succeed). Answers a signed-in token pair.
 */
export async function acceptInvite(db: Db, jwt: JwtSigner, token: string, password: string): Promise<TTokenPair> {
  const passwordHash = await hashPassword(password);
  const user = await db.transaction(async (tx) => {
    const { invite, user } = await findUsableInvite(tx, token);
    const claimed = await tx.update(staffInvites).set({ acceptedAt: new Date() })
      .where(and(eq(staffInvites.id, invite.id), isNull(staffInvites.acceptedAt))).returning({ id: staffInvites.id });
    if (!claimed.length) throw new AppError('not_found', 'errors.invite_invalid');
    await tx.update(staffInvites).set({ acceptedAt: new Date() }).where(and(eq(staffInvites.userId, user.id), isNull(staffInvites.acceptedAt)));
    await tx.update(staffUsers).set({ passwordHash, isActive: true }).where(eq(staffUsers.id, user.id));
    await writeAudit(tx, { groupId: user.groupId, clinicId: invite.clinicId, actor: { type: 'staff', id: user.id }, action: 'staff.invite_accepted', entityType: 'staff_user', entityId: user.id });
    return user;
  });
  return issueTokenPair(db, jwt, { type: 'staff', id: user.id, groupId: user.groupId });
}
