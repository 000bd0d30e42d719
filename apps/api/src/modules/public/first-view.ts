import { z } from 'zod';
import type { Db } from '@vetclinic/db';
import { PUBLIC_CLINIC_INCLUDES, ZPublicClinic, ZPublicVet, type TPublicClinic, type TPublicVet } from '@vetclinic/domain';
import { getPublicClinic, listPublicVets } from './service';

const ZVets = z.array(ZPublicVet);
const wire = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * What the booking page's first view shows, exactly as GET /public/clinics/{slug}?include=… (the
 * page's includes, all of PUBLIC_CLINIC_INCLUDES) and GET /public/vets answer it: the same service
 * functions, through the same response schemas, as JSON. The server renders the first view from it
 * and inlines it, so the browser starts without asking again. Throws not-found like the API.
 */
export async function bookingPageData(db: Db, slug: string): Promise<{ clinic: TPublicClinic; vets: TPublicVet[] }> {
  const [clinic, vets] = await Promise.all([getPublicClinic(db, slug, new Set(PUBLIC_CLINIC_INCLUDES)), listPublicVets(db, slug)]);
  return { clinic: wire(ZPublicClinic.parse(clinic)), vets: wire(ZVets.parse(vets)) };
}
