import { and, eq, isNull, ne } from 'drizzle-orm';
import { clientSubscriptions, clinics, pets, plans, savedCards, subscriptionPeriods, type Db } from '@vetclinic/db';
import type { TParentPlan } from '@vetclinic/domain';
import { localDateOf, periodContaining, type Periodicity } from '@vetclinic/domain/plans/periods';
import type { ParentUser } from '../../plugins/auth';
import { clinicMoney } from '../payments/view';
import { remainingOf } from './coverage';

/**
 * The logged-in parent's pets' plans (not cancelled) across the group's clinics: the running period with what is left
 * of each included item, the next renewal date and what it will cost, and the card it is charged to.
 */
export async function parentPlans(db: Db, parent: ParentUser, now = new Date()): Promise<TParentPlan[]> {
  const rows = await db.select({ sub: clientSubscriptions, pet: pets.nickname, clinic: clinics, planName: plans.name, planPrice: plans.priceMinor })
    .from(clientSubscriptions)
    .innerJoin(pets, and(eq(pets.id, clientSubscriptions.petId), eq(pets.ownerId, parent.parentId), eq(pets.groupId, parent.groupId)))
    .innerJoin(clinics, and(eq(clinics.id, clientSubscriptions.clinicId), eq(clinics.groupId, parent.groupId)))
    .innerJoin(plans, eq(plans.id, clientSubscriptions.planId))
    .where(and(eq(clientSubscriptions.clientId, parent.parentId), ne(clientSubscriptions.status, 'cancelled')))
    .orderBy(pets.nickname, clientSubscriptions.id);
  const out: TParentPlan[] = [];
  for (const { sub, pet, clinic, planName, planPrice } of rows) {
    const today = localDateOf(now, clinic.timezone);
    const within = periodContaining(sub.anchorDate, sub.periodicity as Periodicity, today);
    const [period] = within
      ? await db.select().from(subscriptionPeriods).where(and(eq(subscriptionPeriods.subscriptionId, sub.id), eq(subscriptionPeriods.index, within.index)))
      : [];
    const items = period ? await remainingOf(db, period) : [];
    const [card] = sub.cardId ? await db.select().from(savedCards).where(and(eq(savedCards.cardRef, sub.cardId), eq(savedCards.clientId, parent.parentId), isNull(savedCards.removedAt))) : [];
    const money = await clinicMoney(db, clinic.id);
    const renews = sub.autoRenew && !sub.cancelAtPeriodEnd && sub.status !== 'paused';
    out.push({
      id: sub.id, clinic_name: clinic.name, pet_name: pet, plan_name: period?.planName ?? planName, status: sub.status, auto_renew: sub.autoRenew,
      next_renewal_date: renews ? sub.nextRenewalDate : null, next_amount: renews ? planPrice : null, currency: money.symbol, currency_first: money.currencyFirst,
      period: period ? { start_date: period.startDate, end_date: period.endDate, items: items.map((i) => ({ name: i.name, quantity: i.quantity, used: i.used, remaining: i.remaining })) } : null,
      card: card ? { id: card.id, brand: card.brand, last4: card.last4 } : null,
    });
  }
  return out;
}
