import { eq, inArray, or } from 'drizzle-orm';
import { DateTime } from 'luxon';
import QRCode from 'qrcode';
import { clinicGroups, clinicMemberships, clinicPreferences, clinics, serviceVets, visitTypeVets, type Db, type DbOrTx } from '@vetclinic/db';
import { MAX_TIMESLOT_RANGE_DAYS, type TPublicClinic, type TTimeslotsQuery, type TVetTimeslots } from '@vetclinic/domain';
import { notFound, validation } from '../../lib/app-error';
import {
  listBookableServices, listBookableVisitTypes, listClinicVets, listServiceCategories, listSpeciesWithBreeds, listVisitTypeCategories,
} from '../catalog/service';
import { listSchedules } from '../clinics/service';
import { groupLogoUrl } from '../group/service';
import { computeTimeslots, resolveSelection, unionSchedules } from '../availability/service';
import type { TimeslotsCache } from './timeslots-cache';

/** A clinic by slug or numeric id — the public pages use the slug, older links the id. */
export async function findPublicClinic(db: DbOrTx, ref: string) {
  return (await findPublicClinicWithVersion(db, ref)).clinic;
}

/** The clinic and its group's availability version, in one query (the timeslots cache key). */
export async function findPublicClinicWithVersion(db: DbOrTx, ref: string) {
  const id = /^\d{1,9}$/.test(ref) ? Number(ref) : null;
  if (ref.length > 80) throw notFound();
  const [row] = await db
    .select({ clinic: clinics, version: clinicGroups.availabilityVersion })
    .from(clinics)
    .innerJoin(clinicGroups, eq(clinicGroups.id, clinics.groupId))
    .where(id !== null ? or(eq(clinics.id, id), eq(clinics.slug, ref)) : eq(clinics.slug, ref))
    .limit(1);
  if (!row) throw notFound('errors.clinic_not_found');
  return row;
}

/** The public clinic view with the requested includes (spec §3 "Clinic (public)"). */
export async function getPublicClinic(db: Db, ref: string, include: Set<string>): Promise<TPublicClinic> {
  const clinic = await findPublicClinic(db, ref);
  const [[prefs], [group]] = await Promise.all([
    db.select().from(clinicPreferences).where(eq(clinicPreferences.clinicId, clinic.id)),
    db.select({ logoKey: clinicGroups.logoKey }).from(clinicGroups).where(eq(clinicGroups.id, clinic.groupId)),
  ]);
  const out: TPublicClinic = {
    id: clinic.id,
    name: clinic.name,
    slug: clinic.slug,
    address: clinic.address,
    phone: clinic.phone,
    email: clinic.email,
    // A clinic's own logo, else its group's (issue #22: the group logo heads every clinic's page).
    logo: clinic.logo ?? groupLogoUrl(group?.logoKey),
    country: { iso_code: clinic.countryIsoCode },
    timezone: clinic.timezone,
    client_date_format: clinic.clientDateFormat,
    client_time_format: clinic.clientTimeFormat,
    default_language: clinic.defaultLanguage,
    currency: prefs?.currency ?? '$',
    currency_first: prefs?.currencyFirst ?? 0,
    online_booking_enabled: clinic.onlineBookingEnabled,
    registration_enabled: clinic.registrationEnabled,
    any_staff_enabled: clinic.anyStaffEnabled,
    visit_types_active: clinic.visitTypesActive,
    auto_confirm: clinic.autoConfirm,
    min_notice_minutes: clinic.minNoticeMinutes,
    booking_horizon_days: clinic.bookingHorizonDays,
    cancel_cutoff_hours: clinic.cancelCutoffHours,
  };
  const tasks: Promise<void>[] = [];
  if (include.has('schedules') || include.has('schedules.intervals')) tasks.push(listSchedules(db, clinic.id).then((s) => void (out.schedules = s)));
  if (include.has('services_categories')) tasks.push(listServiceCategories(db, clinic.id).then((c) => void (out.services_categories = c)));
  if (include.has('services')) tasks.push(listBookableServices(db, clinic.id).then((s) => void (out.services = s)));
  if (include.has('visit_type_categories')) tasks.push(listVisitTypeCategories(db, clinic.id).then((c) => void (out.visit_type_categories = c)));
  if (include.has('visit_types')) tasks.push(listBookableVisitTypes(db, clinic.id).then((v) => void (out.visit_types = v)));
  if (include.has('species')) tasks.push(listSpeciesWithBreeds(db, clinic.groupId).then((s) => void (out.species = s)));
  await Promise.all(tasks);
  return out;
}

/** Vets of the clinic bookable online, with what each performs. */
export async function listPublicVets(db: Db, clinicRef: string) {
  const clinic = await findPublicClinic(db, clinicRef);
  const vets = await listClinicVets(db, clinic.id);
  if (!vets.length) return [];
  const ids = vets.map((v) => v.id);
  const [svc, vt, visibleServices, visibleTypes] = await Promise.all([
    db.select().from(serviceVets).where(inArray(serviceVets.vetId, ids)),
    db.select().from(visitTypeVets).where(inArray(visitTypeVets.vetId, ids)),
    listBookableServices(db, clinic.id),
    listBookableVisitTypes(db, clinic.id),
  ]);
  const serviceIds = new Set(visibleServices.map((s) => s.id));
  const typeIds = new Set(visibleTypes.map((t) => t.id));
  return vets.map((v) => ({
    id: v.id,
    first_name: v.firstName,
    last_name: v.lastName,
    full_name: `${v.firstName} ${v.lastName}`,
    job_title: v.jobTitle,
    avatar: v.avatar,
    service_ids: svc.filter((s) => s.vetId === v.id && serviceIds.has(s.serviceId)).map((s) => s.serviceId),
    visit_type_ids: vt.filter((t) => t.vetId === v.id && typeIds.has(t.visitTypeId)).map((t) => t.visitTypeId),
  }));
}

/** The services a vet performs at their clinic (visible ones only). */
export async function listVetServices(db: Db, vetId: number, clinicRef?: string) {
  const memberships = await db.select({ clinicId: clinicMemberships.clinicId }).from(clinicMemberships).where(eq(clinicMemberships.userId, vetId));
  let clinicId = memberships[0]?.clinicId;
  if (clinicRef) {
    const clinic = await findPublicClinic(db, clinicRef);
    if (!memberships.some((m) => m.clinicId === clinic.id)) throw notFound();
    clinicId = clinic.id;
  }
  if (!clinicId) throw notFound();
  const links = await db.select().from(serviceVets).where(eq(serviceVets.vetId, vetId));
  const all = await listBookableServices(db, clinicId);
  return all.filter((s) => links.some((l) => l.serviceId === s.id));
}

/**
 * Free slots for the requested services per vet, or the union as the pseudo-vet −1 ("any staff").
 * Computed by the same function the booking uses, so what is offered can be booked.
 */
export async function getTimeslots(db: Db, clinicRef: string, q: TTimeslotsQuery, now = Date.now()): Promise<TVetTimeslots[]> {
  return computePublicTimeslots(db, await findPublicClinic(db, clinicRef), q, now);
}

/** The timeslots answer as JSON text, served from the cache while availability is unchanged. */
export async function getTimeslotsJson(db: Db, cache: TimeslotsCache, clinicRef: string, q: TTimeslotsQuery): Promise<string> {
  const { clinic, version } = await findPublicClinicWithVersion(db, clinicRef);
  const key = JSON.stringify([clinic.id, q.start_date, q.end_date, q.service_package_ids ? [...q.service_package_ids].sort((a, b) => a - b) : null, q.visit_type_id ?? null, q.vet_id ?? null, q.any_staff ?? null, q.pets ?? 1]);
  const cached = cache.get(key, version);
  if (cached) return cached;
  const body = JSON.stringify({ data: await computePublicTimeslots(db, clinic, q, Date.now()) });
  cache.set(key, version, body);
  return body;
}

async function computePublicTimeslots(db: Db, clinic: typeof clinics.$inferSelect, q: TTimeslotsQuery, now: number): Promise<TVetTimeslots[]> {
  const start = DateTime.fromISO(q.start_date, { zone: clinic.timezone });
  const end = DateTime.fromISO(q.end_date, { zone: clinic.timezone });
  if (end < start) throw validation({ end_date: ['validation.interval_order'] });
  if (end.diff(start, 'days').days + 1 > MAX_TIMESLOT_RANGE_DAYS) throw validation({ end_date: ['validation.range_too_long'] });
  if (!clinic.onlineBookingEnabled) return [];
  const selection = await resolveSelection(db, clinic.id, q);
  let vetIds = selection.vetIds;
  const anyStaff = q.any_staff === '1' || q.vet_id === -1;
  if (anyStaff && !clinic.anyStaffEnabled) throw validation({ any_staff: ['validation.any_staff_disabled'] });
  if (!anyStaff && q.vet_id !== undefined) vetIds = vetIds.filter((id) => id === q.vet_id);
  const vets = await listClinicVets(db, clinic.id);
  const schedules = await computeTimeslots(db, clinic, selection, vetIds, q.start_date, q.end_date, now);
  if (anyStaff) {
    const merged = schedules.length ? unionSchedules(schedules.map((s) => s.schedule)) : emptySchedule(q.start_date, q.end_date, clinic.timezone);
    return [{ id: -1, first_name: '', last_name: '', job_title: null, avatar: null, schedule: merged }];
  }
  return schedules.map(({ vetId, schedule }) => {
    const v = vets.find((x) => x.id === vetId)!;
    return { id: v.id, first_name: v.firstName, last_name: v.lastName, job_title: v.jobTitle, avatar: v.avatar, schedule };
  });
}

function emptySchedule(startDate: string, endDate: string, zone: string) {
  const out: Record<string, string[]> = {};
  for (let d = DateTime.fromISO(startDate, { zone }); d.toISODate()! <= endDate; d = d.plus({ days: 1 })) out[d.toISODate()!] = [];
  return out;
}

/** The clinic's pet-parent app link with a QR code, or 404 when the clinic has none. */
export async function getClientLink(db: Db, clinicRef: string, size: number) {
  const clinic = await findPublicClinic(db, clinicRef);
  if (!clinic.clientLinkUrl) throw notFound('errors.no_client_link');
  const qr = await QRCode.toString(clinic.clientLinkUrl, { type: 'svg', width: size, margin: 1 });
  return { url: clinic.clientLinkUrl, qr_svg: qr, app_store_url: clinic.appStoreUrl, google_play_url: clinic.googlePlayUrl };
}
