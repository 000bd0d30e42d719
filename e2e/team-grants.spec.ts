import { expect, test } from './support/test';
import { HAPPY_PAWS, StaffApi, uniqueTag } from './support/front-desk';
import { DEMO_PASSWORD } from './support/staff';

const ADMIN = 'admin@happypaws.test';
interface Member { id: number; email: string; full_name: string; role: { id: number; name: string } }

test.describe('team: a manager gives and changes only what it holds (issue 11)', () => {
  test('a practice manager is offered only roles within its own rights and cannot open the Admin\'s actions', async ({ page, request }) => {
    const admin = await StaffApi.signIn(request, ADMIN, HAPPY_PAWS.slug);
    const roles = (await admin.get<{ data: { id: number; name: string }[] }>('/roles')).data;
    const manager = roles.find((r) => r.name === 'Practice manager');
    expect(manager, 'the demo seed has a Practice manager role').toBeTruthy();
    const tag = uniqueTag();
    const email = `manager.${tag.toLowerCase()}@example.test`;
    await admin.post('/vets/invite', { email, first_name: 'Pam', last_name: tag, is_vet: false, role_id: manager!.id });

    // The invitee accepts through the mailed link, the way a person does.
    let link = '';
    await expect.poll(async () => {
      const { data } = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { data: { links: { url: string }[] }[] };
      link = data[0]?.links[0]?.url ?? '';
      return link;
    }, { timeout: 15_000 }).toContain('/app/accept-invite');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Hello/ })).toBeVisible();

    await page.getByRole('link', { name: 'Team', exact: true }).click();
    const members = (await admin.get<{ data: Member[] }>('/vets', { 'filter[is_vet]': 0 })).data;
    const owner = members.find((m) => m.email === ADMIN)!;
    const desk = members.find((m) => m.role.name === 'Receptionist')!;
    await expect(page.getByRole('link', { name: `Working hours and time off of ${owner.full_name}` })).toBeVisible();
    // Members holding nothing the manager lacks can be changed; the Admin cannot, so no actions are offered.
    await expect(page.getByRole('button', { name: `More actions for ${desk.full_name}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `More actions for ${owner.full_name}` })).toHaveCount(0);

    await page.getByRole('button', { name: 'Invite' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a team member' });
    const offered = await invite.getByLabel(/^Role/).locator('option').allTextContents();
    expect(offered).toEqual(expect.arrayContaining(['Practice manager', 'Receptionist']));
    expect(offered).not.toContain('Admin');
    expect(offered).not.toContain('Vet');
  });
});
