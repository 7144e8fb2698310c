import { expect, test } from '../fixtures';
import { DashboardPage } from '../pages/dashboard-page';
import { SearchPage } from '../pages/search-page';
import { Shell } from '../pages/shell';
import { PROFILES, signInAtHome } from '../profiles';
import { serviceClient } from '../service';
import { countSteps } from '../steps';

const QUERIES = ['status_code >= 500', 'status_code = 404', "level = 'error'"];
/** The widget's name as the console makes it from its query. */
const NAMES = QUERIES.map((q) => `count(*) where ${q}`);

/**
 * Task (b) of the step budgets: from Home, a dashboard of three widgets made from Logs searches, then
 * rearranged, in at most 12 clicks and 4 typings. Each widget is made from the view in one dialog, on
 * the dashboard chosen last in the tab, in the first free place of the grid.
 */
for (const profile of PROFILES)
  test(`on ${profile.name}: three Logs searches become a dashboard, rearranged, in 12 clicks and 4 typings or fewer`, async ({
    page,
    axe,
  }) => {
    await signInAtHome(page, profile);
    const steps = await countSteps(page);
    const logs = new SearchPage(page);
    await new Shell(page).goTo('Logs');

    for (const [i, q] of QUERIES.entries()) {
      await logs.typeQuery(q);
      await page.keyboard.press('ControlOrMeta+Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(q);
      await page.getByRole('button', { name: 'Add to dashboard' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add to dashboard' });
      await expect(dialog.getByRole('textbox', { name: 'Widget name' })).toHaveValue(NAMES[i] ?? '');
      if (i === 0) {
        // Nothing chosen yet in this tab: a new dashboard, its name the one thing left to type.
        await expect(dialog.getByRole('textbox', { name: "New dashboard's name" })).toBeFocused();
        await page.keyboard.type('Errors from Logs');
        await axe('add to a new dashboard');
        await dialog.getByRole('button', { name: 'Create dashboard and add' }).click();
      } else {
        await expect(
          dialog.getByRole('combobox', { name: 'Dashboard' }).locator('option:checked'),
        ).toHaveText('Errors from Logs');
        await dialog.getByRole('button', { name: 'Add to dashboard' }).click();
      }
      await expect(dialog).toBeHidden();
    }

    await page.getByRole('link', { name: 'Arrange Errors from Logs' }).click();
    await expect(page.getByRole('heading', { name: 'Errors from Logs', level: 1 })).toBeVisible();
    const dashboard = new DashboardPage(page);
    const placed = await dashboard.settledBoxes(NAMES);
    // First free places: two side by side, the third below the first.
    const [first, second, third] = NAMES.map((name) => placed[name]);
    expect(second?.y).toBe(first?.y);
    expect(second?.x).toBeGreaterThan(first?.x ?? 0);
    expect(third?.x).toBe(first?.x);
    expect(third?.y).toBeGreaterThan(first?.y ?? 0);

    await dashboard.drag(NAMES[2] ?? '', 700, 0);
    await dashboard.expectSaved();
    const arranged = await dashboard.settledBoxes(NAMES);
    expect(arranged[NAMES[2] ?? '']?.x).toBeGreaterThan(third?.x ?? 0);
    expect(await steps()).toEqual({ clicks: 12, typings: 4 });
    await axe('the new dashboard');

    // What the grid shows is what the service holds, and a reload draws it the same.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    const client = serviceClient(page, profile.api);
    const { data } = await client.GET('/dashboards/{dashboardId}', { params: { path: { dashboardId: id } } });
    const { data: widgets } = await client.GET('/widgets');
    const nameOf = (widgetId: string) => widgets?.widgets.find((w) => w.id === widgetId)?.name;
    const layouts = data?.layout?.widget_layouts ?? [];
    expect(layouts.map((l) => nameOf(l.id)).sort()).toEqual([...NAMES].sort());
    const moved = layouts.find((l) => nameOf(l.id) === NAMES[2]);
    expect(moved?.x).toBe(6);
    await page.reload();
    await expect(dashboard.widget(NAMES[2] ?? '')).toBeVisible();
    await expect.poll(() => dashboard.boxes(NAMES)).toEqual(arranged);
  });
