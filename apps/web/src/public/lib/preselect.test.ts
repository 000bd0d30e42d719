import { describe, expect, it } from 'vitest';
import type { TPublicService } from '@vetclinic/domain';
import { initialServiceIds, ownedPetId, readPreselect } from './preselect';

const service = (id: number, over: Partial<TPublicService> = {}): TPublicService => ({
  id, category: null, category_id: null, name: `S${id}`, duration: 30, color: '#336699', description: null, order: 0, price: 100, deposit_for_online_booking: 0,
  service_packages: [{ id: id * 10, is_enabled: true } as TPublicService['service_packages'][number]], printable_files: [], vets: [], is_visible: true, is_notifiable: true, deleted_at: null, ...over,
});

describe('booking link preselection', () => {
  it('should read ?service= and ?pet= as ids and drop anything else', () => {
    expect(readPreselect('?pet=12&service=7&utm_source=reminder')).toEqual({ serviceId: 7, petId: 12 });
    expect(readPreselect('')).toEqual({ serviceId: null, petId: null });
    for (const bad of ['0', '-3', '1.5', 'abc', '7x', '', '99999999999']) expect(readPreselect(`?service=${bad}&pet=${bad}`)).toEqual({ serviceId: null, petId: null });
  });

  it('should tick the named pet only when it is one of the signed-in parent\'s live pets', () => {
    const mine = [{ id: 5, archived_at: null }, { id: 6, archived_at: '2026-01-01T00:00:00Z' }];
    expect(ownedPetId(mine, 5)).toBe(5);
    expect(ownedPetId(mine, 6)).toBeNull();
    expect(ownedPetId(mine, 7)).toBeNull();
    expect(ownedPetId(mine, null)).toBeNull();
    expect(ownedPetId(undefined, 5)).toBeNull();
  });

  it('should start with the named service only when the clinic offers it online', () => {
    const services = [service(1), service(2, { is_visible: false }), service(3, { deleted_at: '2026-01-01T00:00:00Z' }), service(4, { service_packages: [] })];
    expect(initialServiceIds(services, 1)).toEqual([1]);
    expect(initialServiceIds(services, 2)).toEqual([]);
    expect(initialServiceIds(services, 3)).toEqual([]);
    expect(initialServiceIds(services, 4)).toEqual([]);
    expect(initialServiceIds(services, 99)).toEqual([]);
    expect(initialServiceIds(services, null)).toEqual([]);
    expect(initialServiceIds(undefined, 1)).toEqual([]);
  });
});
