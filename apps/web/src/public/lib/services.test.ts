import { describe, expect, it } from 'vitest';
import type { TPublicService, TPublicVet } from '@vetclinic/domain';
import { bookableServices, bookingPackage, eligibleVets, totals, usedCategories } from './services';

const makeService = (over: Partial<TPublicService> = {}): TPublicService => ({
  id: 1, category: null, category_id: 1, name: 'Consultation', duration: 30, color: '#4f9d69', description: null, order: 1,
  price: 150, deposit_for_online_booking: 0, service_packages: [{ id: 11, name: 'Standard', price: 150, is_enabled: true }],
  printable_files: [], vets: [], is_visible: true, is_notifiable: true, deleted_at: null, ...over,
});
const makeVet = (over: Partial<TPublicVet> = {}): TPublicVet => ({
  id: 1, first_name: 'Maria', last_name: 'Ionescu', full_name: 'Maria Ionescu', job_title: 'Vet', avatar: null, service_ids: [], visit_type_ids: [], ...over,
});

describe('service catalogue helpers', () => {
  it('should book a service by its first enabled package', () => {
    const s = makeService({ service_packages: [{ id: 10, name: 'Off', price: 1, is_enabled: false }, { id: 11, name: 'On', price: 2, is_enabled: true }] });
    expect(bookingPackage(s)?.id).toBe(11);
  });

  it('should hide services that are invisible, deleted or have no enabled package, in order', () => {
    const list = bookableServices([
      makeService({ id: 1, order: 2, name: 'B' }),
      makeService({ id: 2, is_visible: false }),
      makeService({ id: 3, deleted_at: '2026-01-01T00:00:00Z' }),
      makeService({ id: 4, service_packages: [] }),
      makeService({ id: 5, order: 1, name: 'A' }),
    ]);
    expect(list.map((s) => s.id)).toEqual([5, 1]);
  });

  it('should add up duration, price and deposit of the chosen services', () => {
    const t = totals([makeService({ duration: 30, deposit_for_online_booking: 100 }), makeService({ duration: 15, service_packages: [{ id: 2, name: 'x', price: 40, is_enabled: true }] })]);
    expect(t).toEqual({ duration: 45, price: 190, deposit: 100 });
  });

  it('should offer only vets who perform every chosen service', () => {
    const vets = [makeVet({ id: 1, service_ids: [1, 2] }), makeVet({ id: 2, service_ids: [1] }), makeVet({ id: 3, visit_type_ids: [7] })];
    expect(eligibleVets(vets, { serviceIds: [1, 2] }).map((v) => v.id)).toEqual([1]);
    expect(eligibleVets(vets, { serviceIds: [1] }).map((v) => v.id)).toEqual([1, 2]);
    expect(eligibleVets(vets, { visitTypeId: 7 }).map((v) => v.id)).toEqual([3]);
    expect(eligibleVets(vets, { serviceIds: [] })).toEqual([]);
  });

  it('should list only categories that hold bookable items', () => {
    const cats = [{ id: 2, name: 'B', order: 2 }, { id: 1, name: 'A', order: 1 }, { id: 3, name: 'Empty', order: 0 }];
    expect(usedCategories(cats, [{ category_id: 2 }, { category_id: 1 }]).map((c) => c.id)).toEqual([1, 2]);
  });
});
