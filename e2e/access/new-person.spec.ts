import { expect, test } from '../fixtures';
import { Shell } from '../pages/shell';
import { PROFILES, signInAtHome } from '../profiles';
import { serviceClient } from '../service';
import { countSteps } from '../steps';

/**
 * Task (d) of the step budgets: from Home, a new person with read-only access in one group, in at most
 * 8 clicks. The invite names the group itself, so nobody has to find the person again afterwards.
 */
for (const profile of PROFILES)
  test(`on ${profile.name}: a new read-only person in one group, invited from Home in 8 clicks or fewer`, async ({
    page,
    axe,
  }) => {
    await signInAtHome(page, profile);
    const steps = await countSteps(page);

    await new Shell(page).goTo('Users');
    await page.getByRole('button', { name: 'Invite a person' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a person' });
    await invite.getByRole('textbox', { name: 'E-mail' }).click();
    await page.keyboard.type('nina.simone@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Nina');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Simone');
    // Read-only is what an invitation starts with.
    await expect(invite.getByRole('checkbox', { name: /^Read.?only$/i })).toBeChecked();
    await axe('invite with groups');
    await invite
      .getByRole('group', { name: 'Groups' })
      .getByRole('checkbox', { name: 'SRE on-call' })
      .click();
    await invite.getByRole('button', { name: 'Send invitation' }).click();

    await expect(page.getByRole('heading', { name: 'Nina Simone', level: 1 })).toBeVisible();
    const groups = page.getByRole('list', { name: 'Groups of Nina Simone' });
    await expect(groups.getByRole('link')).toHaveText(['SRE on-call']);
    // 5 clicks: Users, Invite, the e-mail field, the group, Send (the budget is 8); one burst of typing.
    expect(await steps()).toEqual({ clicks: 5, typings: 1 });
    await axe("the person's page");

    // What the page says is what the service holds.
    const client = serviceClient(page, profile.api);
    const { data: users } = await client.GET('/users');
    const nina = users?.users.find((u) => u.email === 'nina.simone@example.com');
    expect(nina?.roles).toEqual(['ReadOnly']);
    const { data: held } = await client.GET('/users/{userId}/groups', {
      params: { path: { userId: nina?.id ?? '' } },
    });
    expect(held?.groups.map((g) => g.name)).toEqual(['SRE on-call']);
  });
