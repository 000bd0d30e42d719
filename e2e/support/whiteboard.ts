import { expect, type Page } from '@playwright/test';
import { DateTime } from 'luxon';
import { STATUS, type ApiAppointment, type StaffApi } from './front-desk';

// The patient whiteboard as the e2e journeys use it (whiteboard.spec.ts, medical-journey.spec.ts).

export const boardColumn = (page: Page, stage: string) => page.getByTestId(`column-${stage}`);
export const boardCard = (page: Page, stage: string, pet: string) => boardColumn(page, stage).getByTestId('visit-card').filter({ hasText: pet });

/** Drags a card by its name block onto a column with real mouse moves (dnd-kit's pointer sensor). */
export async function dragCard(page: Page, from: string, pet: string, to: string) {
  const handle = boardCard(page, from, pet).getByText(pet, { exact: true });
  const box = await handle.boundingBox();
  const target = await boardColumn(page, to).boundingBox();
  if (!box || !target) throw new Error('card or column has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  const tx = target.x + target.width / 2;
  const ty = target.y + 80;
  for (let i = 1; i <= 12; i++) await page.mouse.move(box.x + ((tx - box.x) * i) / 12, box.y + ((ty - box.y) * i) / 12, { steps: 2 });
  await page.mouse.up();
}

/**
 * A confirmed appointment today (clinic-local) at the first quarter hour from this hour on where the vet is free
 * (the desk may book outside hours or in the past; both only warn), or late in the evening the day's first.
 */
export async function bookToday(api: StaffApi, zone: string, what: { clientId: number; petId: number; packageId: number; vetId: number }) {
  const today = DateTime.now().setZone(zone);
  let booked: ApiAppointment | null = null;
  for (let i = 0; i < 96 && !booked; i++) {
    const start = today.startOf('hour').plus({ minutes: 15 * i });
    const at = start.hasSame(today, 'day') ? start : today.startOf('day').plus({ minutes: 15 * (i % 96) });
    const res = await api.post<{ data?: ApiAppointment }>('/appointments', {
      client_id: what.clientId, pet_ids: [what.petId], service_package_ids: [what.packageId], vet_id: what.vetId,
      datetime_start_utc: at.toUTC().toISO(), status: STATUS.CONFIRMED, notify: { mail: false, sms: false },
    }, [200, 201, 409]);
    booked = res.data ?? null;
  }
  expect(booked, 'a free quarter hour today').toBeTruthy();
  return { appointment: booked!, today };
}
