import { expect, test } from './support/test';
import { CITY_VETS, RECEPTION, StaffApi, calendarEvent, openAs, openCalendarDay, uniqueTag } from './support/front-desk';
import { signIn } from './support/staff';
import { boardCard, bookToday, dragCard } from './support/whiteboard';

// Issue 14, the patient whiteboard: a pet checked in from the calendar appears on the board, is dragged
// to "In consultation", the move is undone, it is moved again with the keyboard through the card's menu,
// and a second screen sees every move within five seconds without a reload.

const card = boardCard;

test('a receptionist checks a pet in from the calendar and moves it across the whiteboard; a second screen follows', async ({ page, browser, request }, testInfo) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const desk = await StaffApi.signIn(request, RECEPTION, CITY_VETS.slug);
  const vetId = await desk.vetIdByName('Sarah Kim');
  const packageId = await desk.packageIdByName('Annual vaccination');
  const { client, pet } = await desk.createClientWithDog(tag);

  const { appointment: booked, today } = await bookToday(desk, CITY_VETS.zone, { clientId: client.id, petId: pet.id, packageId, vetId });

  await signIn(page, RECEPTION);
  await openCalendarDay(page, today.toISODate()!);
  await calendarEvent(page, pet.nickname).first().click();
  const drawer = page.getByRole('dialog', { name: client.full_name });
  await drawer.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('Checked in: the patient is on the whiteboard.')).toBeVisible();
  await expect(drawer.getByText('On the whiteboard: Checked in')).toBeVisible();
  await drawer.getByRole('link', { name: 'Open the whiteboard' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Whiteboard' })).toBeVisible();
  await expect(card(page, 'checked_in', pet.nickname)).toBeVisible();
  await expect(card(page, 'checked_in', pet.nickname)).toContainText(client.full_name);
  await expect(card(page, 'checked_in', pet.nickname)).toContainText('Sarah Kim');
  await expect(card(page, 'checked_in', pet.nickname)).toContainText(/in this stage/);

  // A colleague's screen, signed in on its own.
  const other = await openAs(browser, (p) => signIn(p, RECEPTION));
  await other.page.getByRole('link', { name: 'Whiteboard', exact: true }).click();
  await expect(card(other.page, 'checked_in', pet.nickname)).toBeVisible();

  // Drag to "In consultation"; the other screen has it within 5 s.
  await dragCard(page, 'checked_in', pet.nickname, 'in_consultation');
  await expect(card(page, 'in_consultation', pet.nickname)).toBeVisible();
  const moved = page.getByRole('status').filter({ hasText: `${pet.nickname} moved to In consultation` });
  await expect(moved).toBeVisible();
  await expect(card(other.page, 'in_consultation', pet.nickname)).toBeVisible({ timeout: 5000 });

  // Undo from the toast: back to "Checked in", here and there.
  await moved.getByRole('button', { name: 'Undo' }).click();
  await expect(card(page, 'checked_in', pet.nickname)).toBeVisible();
  await expect(page.getByText(`${pet.nickname} is back in Checked in`)).toBeVisible();
  await expect(card(other.page, 'checked_in', pet.nickname)).toBeVisible({ timeout: 5000 });

  // The keyboard way: the card's menu, opened and chosen with keys.
  await card(page, 'checked_in', pet.nickname).getByRole('button', { name: `Actions for ${pet.nickname}` }).focus();
  await page.keyboard.press('Enter');
  const waiting = page.getByRole('menuitem', { name: 'Waiting', exact: true });
  await expect(waiting).toBeVisible();
  await waiting.focus();
  await page.keyboard.press('Enter');
  await expect(card(page, 'waiting', pet.nickname)).toBeVisible();
  await expect(card(other.page, 'waiting', pet.nickname)).toBeVisible({ timeout: 5000 });

  // The API agrees, and the move history says who.
  const board = await desk.get<{ data: { appointment_id: number; stage: string; last_change: { kind: string; changed_by: { full_name: string } } }[] }>('/visits');
  expect(board.data.find((v) => v.appointment_id === booked.id)).toMatchObject({ stage: 'waiting', last_change: { kind: 'move' } });

  await page.screenshot({ path: testInfo.outputPath('whiteboard-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Stage').selectOption({ value: 'waiting' });
  await expect(card(page, 'waiting', pet.nickname)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('whiteboard-390.png'), fullPage: true });
  await other.context.close();
});
