import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_CLINIC_INCLUDES } from '@vetclinic/domain';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { makeBookableClinic, type BookableClinic } from '../../test/booking-factories';
import { bookingPageData } from './first-view';

describe('booking page first view data', () => {
  let t: TestApp;
  let c: BookableClinic;
  beforeAll(async () => {
    t = await makeTestApp();
    c = await makeBookableClinic(t.handle.db, {}, { vets: 2 });
  });
  afterAll(() => t.close());

  it('should be exactly what the public API answers for the page, so the browser needs not ask again', async () => {
    const slug = c.clinic.slug;
    const clinic = await t.app.inject({ method: 'GET', url: `/api/v1/public/clinics/${slug}?include=${PUBLIC_CLINIC_INCLUDES.join(',')}` });
    const vets = await t.app.inject({ method: 'GET', url: `/api/v1/public/vets?filter[clinic_slug]=${slug}` });
    expect(clinic.statusCode).toBe(200);
    const data = await bookingPageData(t.handle.db, slug);
    expect(data.clinic).toEqual(clinic.json().data);
    expect(data.vets).toEqual(vets.json().data);
    expect(data.clinic.services!.length).toBeGreaterThan(0);
    expect(data.vets).toHaveLength(2);
  });

  it('should refuse an unknown clinic like the API does', async () => {
    await expect(bookingPageData(t.handle.db, 'no-such-clinic')).rejects.toMatchObject({ code: expect.any(String) });
  });
});
