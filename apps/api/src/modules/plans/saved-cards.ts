import { and, asc, desc, eq, gt, inArray, isNull } from 'drizzle-orm';
import {
  clientSubscriptions, clinics, petParents, pets, savedCards, subscriptionCardLinks, subscriptionPeriods, type Db, type DbOrTx,
} from '@vetclinic/db';
import { localDateOf } from '@vetclinic/domain/plans/periods';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { sha256 } from '../../lib/tokens';
import { PaymentProviderError, type CardSource } from '../../providers/payments';
import type { PaymentsRuntime } from '../payments/runtime';
import { notifyOutbox } from '../messaging/outbox';
import { clinicMoney } from '../payments/view';
import { renewSubscription } from './renewals';
import { issueCardLink, queueRenewalMail } from './renewal-mails';
import type { ParentUser, TenantScope } from '../../plugins/auth';
import type { TSubscription, TSubscriptionInputParsed } from '@vetclinic/domain';
import { createSubscription, getSubscription } from './subscriptions';

export type SavedCardRow = typeof savedCards.$inferSelect;

export const savedCardView = (c: SavedCardRow) => ({ id: c.cardRef, brand: c.brand, last4: c.last4, exp_month: c.expMonth, exp_year: c.expYear });

/**
 * Saves a client's card at the provider (the client's customer there is reused) and keeps its ids, brand, last 4 and
 * expiry — never the number. The same key twice answers the same card.
 */
export async function saveClientCard(rt: PaymentsRuntime, owner: { clinicId: number; clientId: number }, source: CardSource, idempotencyKey: string): Promise<SavedCardRow> {
  const [client] = await rt.db.select().from(petParents).where(eq(petParents.id, owner.clientId));
  if (!client) throw notFound();
  const [known] = await rt.db.select({ customerRef: savedCards.customerRef }).from(savedCards)
    .where(and(eq(savedCards.clientId, owner.clientId), eq(savedCards.provider, rt.provider.name))).orderBy(desc(savedCards.id)).limit(1);
  let ref;
  try {
    ref = await rt.provider.saveCard({
      customerId: known?.customerRef ?? null, source, email: client.email ?? null, name: `${client.firstName} ${client.lastName}`.trim(), idempotencyKey,
    });
  } catch (err) {
    if (err instanceof PaymentProviderError && !err.retryable) {
      if (err.code === 'wrong_provider') throw new AppError('wrong_provider');
      throw validation({ card_number: ['validation.card_number'] });
    }
    throw new AppError('upstream_unavailable', 'errors.payment_provider_unavailable');
  }
  const [row] = await rt.db.insert(savedCards).values({
    clinicId: owner.clinicId, clientId: owner.clientId, provider: rt.provider.name, customerRef: ref.customerId, cardRef: ref.cardId,
    brand: ref.brand, last4: ref.last4, expMonth: ref.expMonth, expYear: ref.expYear, createdAt: new Date(rt.now()),
  }).onConflictDoNothing().returning();
  if (row) return row;
  // The same card again (the same key, or the provider's same id): a card the client had removed is theirs again.
  const [known2] = await rt.db.update(savedCards).set({ removedAt: null })
    .where(and(eq(savedCards.provider, rt.provider.name), eq(savedCards.cardRef, ref.cardId))).returning();
  return known2;
}

/**
 * The parent removes one of their saved cards (the plans on the account pages). Allowed while a live plan renews
 * with it (docs/decisions.md): those plans lose their card at once — staff see "no card on file" — and their next
 * renewal is declined as `no_saved_card`, which mails the client the "update your card" link and follows the usual
 * retries and suspension. Another parent's card, another group's, or one removed already: 404.
 */
export async function removeParentCard(db: Db, parent: ParentUser, cardId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx.select({ card: savedCards, groupId: clinics.groupId }).from(savedCards).innerJoin(clinics, eq(clinics.id, savedCards.clinicId))
      .where(and(eq(savedCards.id, cardId), eq(savedCards.clientId, parent.parentId), eq(clinics.groupId, parent.groupId), isNull(savedCards.removedAt)))
      .for('update', { of: savedCards });
    if (!found) throw notFound();
    const { card } = found;
    await tx.update(savedCards).set({ removedAt: now }).where(eq(savedCards.id, card.id));
    const subs = await tx.update(clientSubscriptions).set({ cardId: null, updatedAt: now })
      .where(and(eq(clientSubscriptions.clientId, parent.parentId), eq(clientSubscriptions.cardId, card.cardRef)))
      .returning({ id: clientSubscriptions.id, clinicId: clientSubscriptions.clinicId });
    const actor = { type: 'parent' as const, id: parent.parentId };
    await writeAudit(tx, { groupId: found.groupId, clinicId: card.clinicId, actor, action: 'saved_card.removed', entityType: 'saved_card', entityId: card.id, after: { last4: card.last4, subscriptions: subs.map((s) => s.id) } });
    for (const sub of subs) {
      await writeAudit(tx, { groupId: found.groupId, clinicId: sub.clinicId, actor, action: 'subscription.card_removed', entityType: 'client_subscription', entityId: sub.id, after: { last4: card.last4 } });
    }
  });
}

/** The live saved cards of a client at this clinic, newest first. */
export async function listClientCards(db: DbOrTx, provider: string, clinicId: number, clientId: number) {
  const rows = await db.select().from(savedCards)
    .where(and(eq(savedCards.clinicId, clinicId), eq(savedCards.clientId, clientId), eq(savedCards.provider, provider), isNull(savedCards.removedAt)))
    .orderBy(desc(savedCards.id));
  return rows.map(savedCardView);
}

async function subscriptionOfLink(db: DbOrTx, token: string, now: number) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound('errors.link_not_found');
  const [link] = await db.select().from(subscriptionCardLinks).where(eq(subscriptionCardLinks.tokenHash, sha256(token)));
  if (!link || link.usedAt || link.expiresAt.getTime() <= now) throw notFound('errors.link_not_found');
  const [sub] = await db.select().from(clientSubscriptions).where(eq(clientSubscriptions.id, link.subscriptionId));
  if (!sub) throw notFound('errors.link_not_found');
  return { link, sub };
}

/** What the client's card page shows: the plan, the pet, the state, the amount waiting and the card on file. */
export async function readCardLink(rt: PaymentsRuntime, token: string) {
  const { sub } = await subscriptionOfLink(rt.db, token, rt.now());
  const [info] = await rt.db.select({ clinic: clinics.name, slug: clinics.slug, pet: pets.nickname }).from(clinics).innerJoin(pets, eq(pets.id, sub.petId)).where(eq(clinics.id, sub.clinicId));
  const [unpaid] = await rt.db.select().from(subscriptionPeriods)
    .where(and(eq(subscriptionPeriods.subscriptionId, sub.id), inArray(subscriptionPeriods.status, ['due', 'failed']), gt(subscriptionPeriods.attempts, 0)))
    .orderBy(asc(subscriptionPeriods.index)).limit(1);
  const [latest] = await rt.db.select({ planName: subscriptionPeriods.planName }).from(subscriptionPeriods)
    .where(eq(subscriptionPeriods.subscriptionId, sub.id)).orderBy(desc(subscriptionPeriods.index)).limit(1);
  const [card] = sub.cardId ? await rt.db.select().from(savedCards).where(and(eq(savedCards.provider, rt.provider.name), eq(savedCards.cardRef, sub.cardId))) : [];
  const money = await clinicMoney(rt.db, sub.clinicId);
  return {
    clinic: { name: info.clinic, slug: info.slug }, currency: money.symbol, currency_first: money.currencyFirst, pet_name: info.pet, plan_name: unpaid?.planName ?? latest?.planName ?? null, status: sub.status,
    amount_due: unpaid?.priceMinor ?? 0, card: card ? savedCardView(card) : null, provider: rt.provider.name,
    publishable_key: rt.provider.name === 'stripe' ? rt.provider.publishableKey : null,
  };
}

/**
 * The client's new card through the link: saved, put on the subscription, and the unpaid period charged to it right
 * away; a suspended subscription is restored when that charge succeeds (and stays suspended when it is declined).
 * A link works once.
 */
export async function updateCardByLink(rt: PaymentsRuntime, token: string, source: CardSource) {
  const { link, sub } = await subscriptionOfLink(rt.db, token, rt.now());
  if (sub.status === 'cancelled') throw new AppError('invalid_state', 'subscriptions.errors.cancelled');
  const card = await saveClientCard(rt, { clinicId: sub.clinicId, clientId: sub.clientId }, source, `card-link-${link.tokenHash.slice(0, 32)}`);
  const now = new Date(rt.now());
  await rt.db.transaction(async (tx) => {
    const [live] = await tx.select().from(subscriptionCardLinks).where(eq(subscriptionCardLinks.tokenHash, link.tokenHash)).for('update');
    if (live.usedAt) throw notFound('errors.link_not_found');
    const [locked] = await tx.select().from(clientSubscriptions).where(eq(clientSubscriptions.id, sub.id)).for('update');
    const [clinic] = await tx.select({ tz: clinics.timezone, groupId: clinics.groupId }).from(clinics).where(eq(clinics.id, sub.clinicId));
    const failing = locked.status === 'suspended' || locked.status === 'past_due';
    await tx.update(clientSubscriptions).set({ cardId: card.cardRef, ...(failing ? { status: 'past_due' as const, statusReason: null } : {}), updatedAt: now })
      .where(eq(clientSubscriptions.id, sub.id));
    if (failing) {
      // The unpaid period is charged to the new card now, as a new attempt.
      await tx.update(subscriptionPeriods).set({ status: 'due', nextAttemptDate: localDateOf(now, clinic.tz), chargingSince: null })
        .where(and(eq(subscriptionPeriods.subscriptionId, sub.id), inArray(subscriptionPeriods.status, ['due', 'failed']), gt(subscriptionPeriods.attempts, 0)));
    }
    await writeAudit(tx, { groupId: clinic.groupId, clinicId: sub.clinicId, actor: { type: 'parent', id: sub.clientId }, action: 'subscription.card_updated', entityType: 'client_subscription', entityId: sub.id, after: { last4: card.last4 } });
  });
  let outcome: string = 'saved';
  if (sub.status === 'suspended' || sub.status === 'past_due') {
    outcome = await renewSubscription(rt, sub.id);
    if (outcome === 'retrying' || outcome === 'suspended') {
      // Declined again: the subscription stays suspended (a fresh link went out with the mail).
      if (sub.status === 'suspended') {
        await rt.db.update(clientSubscriptions).set({ status: 'suspended', statusReason: 'subscriptions.reasons.payment_failed', updatedAt: now }).where(eq(clientSubscriptions.id, sub.id));
      }
    }
  }
  // The link is spent once the card is on file and nothing it was sent for is left: a declined new card may try again.
  if (outcome !== 'retrying' && outcome !== 'suspended') {
    await rt.db.update(subscriptionCardLinks).set({ usedAt: now }).where(and(eq(subscriptionCardLinks.tokenHash, link.tokenHash), isNull(subscriptionCardLinks.usedAt)));
  }
  const [after] = await rt.db.select({ status: clientSubscriptions.status }).from(clientSubscriptions).where(eq(clientSubscriptions.id, sub.id));
  return { status: after.status, outcome, card: savedCardView(card) };
}

/**
 * Mails the client the link to the card page of this subscription (to give a card once, or change it); the card
 * itself is entered by the client, never by staff. A cancelled subscription is 409.
 */
export async function sendCardLink(rt: PaymentsRuntime, scope: TenantScope, id: number): Promise<{ sent: boolean }> {
  const now = new Date(rt.now());
  const out = await rt.db.transaction(async (tx) => {
    const [sub] = await tx.select().from(clientSubscriptions).where(and(eq(clientSubscriptions.id, id), eq(clientSubscriptions.clinicId, scope.clinicId))).for('update');
    if (!sub) throw notFound();
    if (sub.status === 'cancelled') throw new AppError('invalid_state', 'subscriptions.errors.cancelled');
    const [period] = await tx.select().from(subscriptionPeriods).where(eq(subscriptionPeriods.subscriptionId, sub.id)).orderBy(desc(subscriptionPeriods.index)).limit(1);
    const link = await issueCardLink(tx, rt, sub, now);
    const sent = period ? await queueRenewalMail(tx, rt, 'card', sub, period, { link }) : false;
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: { type: 'staff', id: scope.userId }, action: 'subscription.card_link_sent', entityType: 'client_subscription', entityId: sub.id, after: { sent } });
    return { sent };
  });
  notifyOutbox();
  return out;
}

/**
 * Enrolment (createSubscription) and, when a saved card is named, the first period's charge right after it: the same
 * claim, key and recording as a renewal. A declined first charge leaves the subscription payment-due with its retries.
 */
export async function enrolAndCharge(rt: PaymentsRuntime, scope: TenantScope, input: TSubscriptionInputParsed): Promise<TSubscription> {
  const sub = await createSubscription(rt.db, scope, input, new Date(rt.now()));
  if (!sub.card_id) return sub;
  await renewSubscription(rt, sub.id).catch((err: unknown) => rt.log.warn({ err, subscription: sub.id }, 'first period not charged yet; the renewal job retries'));
  return getSubscription(rt.db, scope, sub.id, new Date(rt.now()));
}
