import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { DEMO_PASSWORD } from './staff';

export const CITY_VETS = { slug: 'city-vets', name: 'City Vets', zone: 'America/New_York' } as const;
export const HAPPY_PAWS = { slug: 'happy-paws', name: 'Happy Paws Clinic', zone: 'Europe/Bucharest' } as const;
/** City Vets' demo receptionist. */
export const RECEPTION = 'reception@cityvets.test';
/** Sarah Kim (City Vets) works Tuesday to Saturday, 10:00–18:00 New York time. */
export const SARAH_KIM_DAYS = [2, 3, 4, 5, 6];

/** Appointment statuses as the API sends them (spec §3). */
export const STATUS = { PENDING_CLINIC: 2, PROPOSED_BY_CLINIC: 3, RESCHEDULED_BY_CLIENT: 4, CONFIRMED: 5, NO_SHOW: 9 } as const;

let n = 0;
/** Something unique per run and call, letters only, so names read like names and never collide. */
export function uniqueTag() {
  const letters = (x: number) => x.toString(26).replace(/./g, (c) => String.fromCharCode(97 + parseInt(c, 26)));
  const s = letters(Date.now() % 10_000_000_000) + letters(++n);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export interface ApiAppointment {
  id: number;
  status: number;
  datetime_start_utc: string;
  datetime_end_utc: string;
  vet: { id: number; full_name: string };
  client: { id: number; full_name: string; email: string | null; phone: string | null } | null;
  pets: { id: number; nickname: string }[];
  services: { id: number; name: string }[];
}

/** The staff API as one signed-in user sees it for one clinic (token + X-Clinic-Id). */
export class StaffApi {
  constructor(private readonly request: APIRequestContext, private readonly token: string, readonly clinicId: number) {}

  static async signIn(request: APIRequestContext, email: string, clinicSlug: string) {
    const login = await request.post('/api/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
    expect(login.status(), 'staff login').toBe(200);
    const { access_token: token } = await login.json();
    const me = await request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
    const clinic = (await me.json()).data.clinics.find((c: { slug: string }) => c.slug === clinicSlug);
    expect(clinic, `${email} is a member of ${clinicSlug}`).toBeTruthy();
    return new StaffApi(request, token, clinic.id);
  }

  private get headers() {
    return { authorization: `Bearer ${this.token}`, 'x-clinic-id': String(this.clinicId) };
  }

  async get<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    const res = await this.request.get(`/api/v1${path}`, { headers: this.headers, params });
    expect(res.status(), `GET ${path}: ${await res.text()}`).toBe(200);
    return res.json();
  }

  async post<T>(path: string, data: unknown, expected = [200, 201]): Promise<T> {
    const res = await this.request.post(`/api/v1${path}`, { headers: this.headers, data });
    expect(expected, `POST ${path}: ${res.status()} ${await res.text()}`).toContain(res.status());
    return res.json();
  }

  async appointment(id: number) {
    return (await this.get<{ data: ApiAppointment }>(`/appointments/${id}`)).data;
  }

  async appointmentsOfClient(clientId: number) {
    return (await this.get<{ data: ApiAppointment[] }>('/appointments', { 'filter[client_id]': clientId, per_page: 50 })).data;
  }

  async vetIdByName(name: string) {
    const options = (await this.get<{ data: { vets: { id: number; full_name: string }[] } }>('/appointments/options')).data;
    const vet = options.vets.find((v) => v.full_name === name);
    expect(vet, `vet ${name}`).toBeTruthy();
    return vet!.id;
  }

  async packageIdByName(name: string) {
    const options = (await this.get<{ data: { services: { name: string; packages: { id: number }[] }[] } }>('/appointments/options')).data;
    const service = options.services.find((s) => s.name === name);
    expect(service, `service ${name}`).toBeTruthy();
    return service!.packages[0].id;
  }

  /**
   * The first clinic-local time, from `fromDays` days ahead on, at which the vet is free for `slots`
   * back-to-back quarter hours (staff availability rules), on a weekday the vet works.
   */
  async findFreeRun(opts: { vetId: number; packageId: number; zone: string; slots: number; fromDays?: number; weekdays?: number[] }) {
    const today = DateTime.now().setZone(opts.zone).startOf('day');
    for (let d = opts.fromDays ?? 2; d < 30; d++) {
      const day = today.plus({ days: d });
      if (opts.weekdays && !opts.weekdays.includes(day.weekday)) continue;
      const date = day.toISODate()!;
      const res = await this.get<{ data: { schedule: Record<string, string[]> }[] }>(`/clinics/${this.clinicId}/vets-timeslots`, {
        start_date: date, end_date: date, vet_id: opts.vetId, 'service_package_ids[0]': opts.packageId,
      });
      const free = new Set((res.data[0]?.schedule[date] ?? []).map((iso) => Date.parse(iso)));
      for (const start of [...free].sort((a, b) => a - b)) {
        const run = Array.from({ length: opts.slots }, (_, i) => start + i * 15 * 60_000);
        if (run.every((t) => free.has(t))) {
          const local = DateTime.fromMillis(start).setZone(opts.zone);
          return { date, time: local.toFormat('HH:mm'), startUtc: new Date(start).toISOString() };
        }
      }
    }
    throw new Error('no free time found in the next 30 days');
  }

  /** A client with one dog, made through the API (for journeys that start further along). */
  async createClientWithDog(tag: string) {
    const client = (await this.post<{ data: { id: number; full_name: string } }>('/pet-parents', {
      first_name: 'Jordan', last_name: `Drag${tag}`, email: `jordan.${tag.toLowerCase()}@example.test`, phone: '+1 212 555 0177', force: true,
    })).data;
    const species = (await this.get<{ data: { id: number; name: string }[] }>('/species')).data;
    const dog = species.find((s) => s.name === 'Dog')!;
    const pet = (await this.post<{ data: { id: number; nickname: string } }>('/pets', {
      owner_id: client.id, nickname: `Mocha${tag}`, species_id: dog.id, gender: 'female',
    })).data;
    return { client, pet };
  }
}

/** Signs in a second person in their own browser context (their own session and storage). */
export async function openAs(browser: import('@playwright/test').Browser, signIn: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 850 } });
  const page = await context.newPage();
  await signIn(page);
  return { context, page };
}

export async function switchClinic(page: Page, clinicName: string) {
  const switcher = page.getByLabel('Active clinic');
  if ((await switcher.count()) === 0) return;
  await switcher.selectOption({ label: clinicName });
  await expect(switcher.locator('option:checked')).toHaveText(clinicName);
}

/**
 * Types a yyyy-MM-dd date into a staff date box the way the clinic writes dates (the box's
 * placeholder is the clinic's format: DD.MM.YYYY, MM/DD/YYYY …).
 */
export async function fillDate(box: Locator, iso: string) {
  const format = ((await box.getAttribute('placeholder')) ?? 'YYYY-MM-DD').toUpperCase();
  const [y, m, d] = iso.split('-');
  const separator = format.match(/[^DMY]/)?.[0] ?? '-';
  await box.fill(format.split(/[^DMY]+/).map((p) => (p[0] === 'Y' ? y : p[0] === 'M' ? m : d)).join(separator));
}

/** Types a 24-hour HH:mm time into a staff time box: on a 12-hour clinic the clock time, then AM or PM beside it. */
export async function fillTime(box: Locator, hhmm: string) {
  if ((await box.getAttribute('placeholder')) !== 'hh:mm') return box.fill(hhmm);
  const [h, m] = hhmm.split(':').map(Number);
  await box.fill(`${String(h % 12 || 12).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  await box.locator('xpath=following::select[1]').selectOption(h >= 12 ? 'PM' : 'AM');
}

/** Opens the calendar's day view on a clinic-local date (yyyy-MM-dd). */
export async function openCalendarDay(page: Page, date: string) {
  await page.getByRole('link', { name: 'Calendar', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  // The date box writes dates the active clinic's way only once its settings have arrived (after a
  // reload or a clinic switch they are still on their way).
  await page.waitForLoadState('networkidle');
  await fillDate(page.getByLabel('Go to date'), date);
  await page.getByRole('button', { name: 'Day', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Day', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

/**
 * An appointment's box in the react-big-calendar grid: the library renders plain divs with no role,
 * so this is the one place that reaches for its class name.
 */
export function calendarEvent(page: Page, text: string): Locator {
  return page.locator('.rbc-event').filter({ hasText: text });
}

/** Drags a calendar event down by `slots` grid slots with real mouse moves (the DnD addon listens to mouse events). */
export async function dragEventDown(page: Page, event: Locator, slots: number) {
  // Centre it in the grid's own scroll box, so the drop target is on screen too.
  await event.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await event.boundingBox();
  if (!box) throw new Error('the event has no box');
  const slot = await page.locator('.rbc-day-slot .rbc-time-slot').first().boundingBox();
  const slotHeight = slot?.height ?? box.height;
  // Off centre horizontally: the resize handles sit in the middle of the top and bottom edges.
  const x = box.x + box.width / 4;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  // Half a slot more: the addon floors the pointer's position to a slot, and the event's top can sit a
  // fraction of a pixel above the slot line.
  const dy = slotHeight * (slots + 0.5);
  for (let i = 1; i <= 10; i++) await page.mouse.move(x, y + (dy * i) / 10, { steps: 2 });
  await page.mouse.up();
}
