import { and, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  clientSubscriptions, clinicMemberships, clinics, petParents, pets, planItems, plans, products, savedCards, services, staffUsers, subscriptionPeriods,
  type Db, type DbOrTx, type PeriodItem,
} from '@vetclinic/db';
import {
  PAGE_SIZE, basisPointsToVat, type TSubscription, type TSubscriptionCancelInput, type TSubscriptionInputParsed, type TSubscriptionListQuery,
  type TSubscriptionUpdateInputParsed,
} from '@vetclinic/domain';
import { addMonthsClamped, localDateOf, periodContaining, periodRange, type Periodicity } from '@vetclinic/domain/plans/periods';
import { AppError, notFound, validation } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { offsetOf, pageMeta } from '../../lib/pagination';
import type { TenantScope } from '../../plugins/auth';
import { createDraftSale, issueSaleIn, type SaleCtx } from '../sales/service';
import { remainingOf } from './coverage';

type SubRow = typeof clientSubscriptions.$inferSelect;
type PeriodRow = typeof subscriptionPeriods.$inferSelect;
const actor = (scope: TenantScope) => ({ type: 'staff' as const, id: scope.userId });

export async function clinicZone(db: DbOrTx, clinicId: number): Promise<string> {
  const [c] = await db.select({ tz: clinics.timezone }).from(clinics).where(eq(clinics.id, clinicId));
  return c?.tz ?? 'UTC';
}

async function periodView(db: DbOrTx, p: PeriodRow) {
  const left = await remainingOf(db, p);
  return {
    index: p.index, start_date: p.startDate, end_date: p.endDate, plan_name: p.planName, price: p.priceMinor, discount_percent: basisPointsToVat(p.discountBp),
    items: left.map((i) => ({ service_id: i.service_id, product_id: i.product_id, name: i.name, quantity: i.quantity, remaining: i.remaining })), status: p.status, sale_id: p.saleId,
  };
}

async function toSubscription(db: DbOrTx, row: SubRow, today: string): Promise<TSubscription> {
  const [names] = await db.select({ client: sql<string>`${petParents.firstName} || ' ' || ${petParents.lastName}`, pet: pets.nickname, plan: plans.name })
    .from(pets).innerJoin(petParents, eq(petParents.id, pets.ownerId)).innerJoin(plans, eq(plans.id, row.planId)).where(eq(pets.id, row.petId));
  const within = periodContaining(row.anchorDate, row.periodicity as Periodicity, today);
  const [current] = within
    ? await db.select().from(subscriptionPeriods).where(and(eq(subscriptionPeriods.subscriptionId, row.id), eq(subscriptionPeriods.index, within.index)))
    : [];
  const [card] = row.cardId
    ? await db.select({ brand: savedCards.brand, last4: savedCards.last4 }).from(savedCards)
      .where(and(eq(savedCards.cardRef, row.cardId), eq(savedCards.clientId, row.clientId), isNull(savedCards.removedAt)))
    : [];
  return {
    id: row.id, clinic_id: row.clinicId, client_id: row.clientId, client_name: names?.client ?? '', pet_id: row.petId, pet_name: names?.pet ?? '',
    plan_id: row.planId, plan_name: names?.plan ?? '', vet_id: row.vetId, card_id: row.cardId, card: card ?? null, auto_renew: row.autoRenew, status: row.status,
    status_reason: row.statusReason, periodicity: row.periodicity, anchor_date: row.anchorDate, min_term_periods: row.minTermPeriods,
    current_period: current ? await periodView(db, current) : null, next_renewal_date: row.nextRenewalDate, cancel_at_period_end: row.cancelAtPeriodEnd,
    cancelled_at: row.cancelledAt?.toISOString() ?? null, created_at: row.createdAt.toISOString(),
  };
}

/** The subscriptions of the clinic, newest first; live ones (not cancelled) unless `filter[status]` says otherwise. */
export async function listSubscriptions(db: Db, scope: TenantScope, query: TSubscriptionListQuery, now = new Date()) {
  const perPage = query.per_page ?? PAGE_SIZE.common;
  const f = query.filter ?? {};
  const conditions: (SQL | undefined)[] = [eq(clientSubscriptions.clinicId, scope.clinicId)];
  const status = f.status ?? 'live';
  if (status === 'live') conditions.push(ne(clientSubscriptions.status, 'cancelled'));
  else if (status !== 'all') conditions.push(eq(clientSubscriptions.status, status));
  if (f.pet_id) conditions.push(eq(clientSubscriptions.petId, f.pet_id));
  if (f.client_id) conditions.push(eq(clientSubscriptions.clientId, f.client_id));
  if (f.plan_id) conditions.push(eq(clientSubscriptions.planId, f.plan_id));
  const where = and(...conditions);
  const rows = await db.select({ sub: clientSubscriptions, total: sql<number>`count(*) OVER ()`.mapWith(Number) }).from(clientSubscriptions)
    .where(where).orderBy(desc(clientSubscriptions.id)).limit(perPage).offset(offsetOf(query.page, perPage));
  const total = rows.length ? rows[0].total : (query.page > 1 ? (await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(clientSubscriptions).where(where))[0].n : 0);
  const today = localDateOf(now, await clinicZone(db, scope.clinicId));
  const data = [];
  for (const r of rows) data.push(await toSubscription(db, r.sub, today));
  return { data, meta: pageMeta(query.page, perPage, total) };
}

async function findSubscription(db: DbOrTx, scope: TenantScope, id: number, forUpdate = false): Promise<SubRow> {
  const q = db.select().from(clientSubscriptions).where(and(eq(clientSubscriptions.id, id), eq(clientSubscriptions.clinicId, scope.clinicId)));
  const [row] = forUpdate ? await q.for('update') : await q;
  if (!row) throw notFound();
  return row;
}

export async function getSubscription(db: Db, scope: TenantScope, id: number, now = new Date()): Promise<TSubscription> {
  const row = await findSubscription(db, scope, id);
  return toSubscription(db, row, localDateOf(now, await clinicZone(db, scope.clinicId)));
}

/** The plan's terms as they stand, copied onto a period (a later change of the plan applies from the next period). */
export async function planTerms(tx: DbOrTx, planId: number): Promise<{ planName: string; priceMinor: number; discountBp: number; items: PeriodItem[] }> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, planId));
  const items = await tx.select({ serviceId: planItems.serviceId, productId: planItems.productId, quantity: planItems.quantity, serviceName: services.name, productName: products.name })
    .from(planItems).leftJoin(services, eq(services.id, planItems.serviceId)).leftJoin(products, eq(products.id, planItems.productId))
    .where(eq(planItems.planId, planId)).orderBy(planItems.position, planItems.id);
  return {
    planName: plan.name, priceMinor: plan.priceMinor, discountBp: plan.discountBp,
    items: items.map((i) => ({ service_id: i.serviceId, product_id: i.productId, name: i.serviceName ?? i.productName ?? '', quantity: i.quantity })),
  };
}

/**
 * A period's invoice: an issued sale of one line (the plan and the period's dates) at the period's price, for the desk
 * to take at the checkout or the client to pay by payment link. A free period (price 0) has no invoice.
 */
export async function invoicePeriod(
  tx: DbOrTx, scope: SaleCtx, who: { clientId: number; petId: number; vetId: number | null },
  terms: { planName: string; priceMinor: number }, period: { start: string; end: string }, now: Date,
): Promise<number | null> {
  if (terms.priceMinor <= 0) return null;
  const ctx = { groupId: scope.groupId, clinicId: scope.clinicId, userId: scope.userId };
  const saleId = await createDraftSale(tx, ctx, {
    clientId: who.clientId, petId: who.petId, vetId: who.vetId, note: `${terms.planName}: ${period.start} – ${period.end}`,
    lines: [{ kind: 'custom', name: `${terms.planName} (${period.start} – ${period.end})`, quantity: 1, unit: 'unit', unit_price: terms.priceMinor }],
  }, now);
  await issueSaleIn(tx, ctx, saleId, now);
  return saleId;
}

/** A card saved at the provider for this client and not removed (a subscription is never charged to someone else's card). */
async function isClientCard(tx: DbOrTx, clientId: number, cardRef: string): Promise<boolean> {
  const [card] = await tx.select({ id: savedCards.id }).from(savedCards).where(and(eq(savedCards.clientId, clientId), eq(savedCards.cardRef, cardRef), isNull(savedCards.removedAt)));
  return Boolean(card);
}

/** Months of age on a date, from a birthday (whole months, the day of the month counted). */
function ageInMonths(birthday: string, on: string): number {
  const [by, bm, bd] = birthday.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return (y - by) * 12 + (m - bm) - (d < bd ? 1 : 0);
}

/**
 * Enrols a pet in a plan: checks the pet (the group's, not archived), the plan (the clinic's, active, suiting the pet's
 * species and age when known), the vet (a member of this clinic) and the start date (today or within a month either
 * way, clinic-local), then opens period 0 with the plan's terms. One live subscription per pet and clinic (409).
 */
export async function createSubscription(db: Db, scope: TenantScope, input: TSubscriptionInputParsed, now = new Date()): Promise<TSubscription> {
  return db.transaction(async (tx) => {
    const today = localDateOf(now, await clinicZone(tx, scope.clinicId));
    const errors: Record<string, string[]> = {};
    const [pet] = await tx.select().from(pets).where(and(eq(pets.id, input.pet_id), eq(pets.groupId, scope.groupId)));
    if (!pet) throw validation({ pet_id: ['validation.pet_unknown'] });
    if (pet.archivedAt) errors.pet_id = ['subscriptions.validation.pet_archived'];
    const [plan] = await tx.select().from(plans).where(and(eq(plans.id, input.plan_id), eq(plans.clinicId, scope.clinicId)));
    if (!plan) throw validation({ plan_id: ['subscriptions.validation.plan_unknown'] });
    const start = input.start_date ?? today;
    if (plan.archivedAt) errors.plan_id = ['subscriptions.validation.plan_archived'];
    else if (plan.speciesId && pet.speciesId && plan.speciesId !== pet.speciesId) errors.plan_id = ['subscriptions.validation.species_mismatch'];
    else if (pet.birthday) {
      const age = ageInMonths(pet.birthday, start);
      if ((plan.minAgeMonths != null && age < plan.minAgeMonths) || (plan.maxAgeMonths != null && age > plan.maxAgeMonths)) errors.plan_id = ['subscriptions.validation.age_mismatch'];
    }
    if (start < addMonthsClamped(today, -1) || start > addMonthsClamped(today, 1)) errors.start_date = ['subscriptions.validation.start_date'];
    if (input.vet_id) {
      const [vet] = await tx.select({ id: staffUsers.id }).from(staffUsers)
        .innerJoin(clinicMemberships, and(eq(clinicMemberships.userId, staffUsers.id), eq(clinicMemberships.clinicId, scope.clinicId)))
        .where(and(eq(staffUsers.id, input.vet_id), eq(staffUsers.groupId, scope.groupId)));
      if (!vet) errors.vet_id = ['validation.not_clinic_vet'];
    }
    if (input.card_id && !(await isClientCard(tx, pet.ownerId, input.card_id))) errors.card_id = ['subscriptions.validation.card_unknown'];
    if (Object.keys(errors).length) throw validation(errors);
    // The pet's row serializes two enrolments of it; the partial unique index is the last word.
    await tx.select({ id: pets.id }).from(pets).where(eq(pets.id, pet.id)).for('update');
    const [live] = await tx.select({ id: clientSubscriptions.id }).from(clientSubscriptions)
      .where(and(eq(clientSubscriptions.clinicId, scope.clinicId), eq(clientSubscriptions.petId, pet.id), ne(clientSubscriptions.status, 'cancelled')));
    if (live) throw new AppError('invalid_state', 'subscriptions.errors.already_enrolled', undefined, { subscription_id: live.id });
    const periodicity = plan.periodicity as Periodicity;
    const first = periodRange(start, periodicity, 0);
    const [row] = await tx.insert(clientSubscriptions).values({
      clinicId: scope.clinicId, clientId: pet.ownerId, petId: pet.id, planId: plan.id, vetId: input.vet_id ?? null, cardId: input.card_id ?? null,
      autoRenew: input.auto_renew, status: 'active', anchorDate: start, periodicity, minTermPeriods: plan.minTermPeriods, nextRenewalDate: first.end,
      createdBy: scope.userId, createdAt: now, updatedAt: now,
    }).returning();
    const terms = await planTerms(tx, plan.id);
    const saleId = await invoicePeriod(tx, scope, { clientId: pet.ownerId, petId: pet.id, vetId: input.vet_id ?? null }, terms, first, now);
    // With a saved card the first period is charged at once (the renewal path: plans/renewals.ts); without one the
    // desk takes the invoice or sends its payment link.
    await tx.insert(subscriptionPeriods).values({
      subscriptionId: row.id, index: 0, startDate: first.start, endDate: first.end, ...terms, saleId, nextAttemptDate: saleId && row.cardId ? today : null, createdAt: now,
    });
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'subscription.created', entityType: 'client_subscription', entityId: row.id,
      after: { pet_id: pet.id, plan_id: plan.id, start_date: start, auto_renew: input.auto_renew },
    });
    return toSubscription(tx, row, today);
  });
}

/** The vet, the card on file and automatic renewal; a cancelled subscription is read-only (409). */
export async function updateSubscription(db: Db, scope: TenantScope, id: number, input: TSubscriptionUpdateInputParsed, now = new Date()): Promise<TSubscription> {
  return db.transaction(async (tx) => {
    const before = await findSubscription(tx, scope, id, true);
    if (before.status === 'cancelled') throw new AppError('invalid_state', 'subscriptions.errors.cancelled');
    if (input.card_id && input.card_id !== before.cardId && !(await isClientCard(tx, before.clientId, input.card_id))) throw validation({ card_id: ['subscriptions.validation.card_unknown'] });
    if (input.vet_id) {
      const [vet] = await tx.select({ id: clinicMemberships.userId }).from(clinicMemberships).where(and(eq(clinicMemberships.userId, input.vet_id), eq(clinicMemberships.clinicId, scope.clinicId)));
      if (!vet) throw validation({ vet_id: ['validation.not_clinic_vet'] });
    }
    const [row] = await tx.update(clientSubscriptions).set({
      vetId: input.vet_id ?? null, autoRenew: input.auto_renew, cardId: input.card_id ?? null,
      // Turning renewal back on withdraws a cancellation planned for the period's end.
      cancelAtPeriodEnd: input.auto_renew ? false : before.cancelAtPeriodEnd, updatedAt: now,
    }).where(eq(clientSubscriptions.id, id)).returning();
    await writeAudit(tx, { groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: 'subscription.updated', entityType: 'client_subscription', entityId: id, after: input });
    return toSubscription(tx, row, localDateOf(now, await clinicZone(tx, scope.clinicId)));
  });
}

/** Cancel now, or at the end of the running period (renewal stops); the reason is kept. Twice is 409. */
export async function cancelSubscription(db: Db, scope: TenantScope, id: number, input: TSubscriptionCancelInput, now = new Date()): Promise<TSubscription> {
  return db.transaction(async (tx) => {
    const before = await findSubscription(tx, scope, id, true);
    if (before.status === 'cancelled') throw new AppError('invalid_state', 'subscriptions.errors.cancelled');
    const patch = input.when === 'now'
      ? { status: 'cancelled' as const, cancelledAt: now, nextRenewalDate: null, autoRenew: false, cancelAtPeriodEnd: false }
      : { cancelAtPeriodEnd: true, autoRenew: false };
    const [row] = await tx.update(clientSubscriptions).set({ ...patch, statusReason: input.reason, updatedAt: now }).where(eq(clientSubscriptions.id, id)).returning();
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: input.when === 'now' ? 'subscription.cancelled' : 'subscription.cancel_scheduled',
      entityType: 'client_subscription', entityId: id, after: input,
    });
    return toSubscription(tx, row, localDateOf(now, await clinicZone(tx, scope.clinicId)));
  });
}

/** Pause (no renewal while paused; the reason is kept) and resume; only an active subscription pauses, only a paused one resumes. */
export async function setSubscriptionPaused(db: Db, scope: TenantScope, id: number, paused: boolean, reason: string | null, now = new Date()): Promise<TSubscription> {
  return db.transaction(async (tx) => {
    const before = await findSubscription(tx, scope, id, true);
    if (paused ? before.status !== 'active' : before.status !== 'paused') throw new AppError('invalid_state', paused ? 'subscriptions.errors.not_active' : 'subscriptions.errors.not_paused');
    const [row] = await tx.update(clientSubscriptions).set({ status: paused ? 'paused' : 'active', statusReason: paused ? reason : null, updatedAt: now })
      .where(eq(clientSubscriptions.id, id)).returning();
    await writeAudit(tx, {
      groupId: scope.groupId, clinicId: scope.clinicId, actor: actor(scope), action: paused ? 'subscription.paused' : 'subscription.resumed',
      entityType: 'client_subscription', entityId: id, after: { reason },
    });
    return toSubscription(tx, row, localDateOf(now, await clinicZone(tx, scope.clinicId)));
  });
}
