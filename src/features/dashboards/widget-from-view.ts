import type { NewWidgetUrlState } from './url';
import type { WidgetDraft } from './widget-form';

/** A view on screen that can become a widget (Logs' search, What changed's chart): its query and kind. */
export type WidgetView = Omit<NewWidgetUrlState, 'dashboard' | 'ask'>;

/** The widget form's starting point for a view: only what the view says, the form's defaults for the rest. */
export function seedOf(view: WidgetView): Partial<WidgetDraft> {
  return {
    ...(view.ds ? { from: view.ds } : {}),
    ...(view.q ? { where: view.q } : {}),
    ...(view.select ? { select: view.select.join(', ') } : {}),
    ...(view.groups ? { groups: view.groups.join(', ') } : {}),
    ...(view.type ? { type: view.type } : {}),
  };
}

const LONGEST_NAME = 80;

/** A widget's name from its query, as a person would title it: "count(*) by status_code where level = 'error'". */
export function nameOf(view: WidgetView): string {
  const select = view.select?.length ? view.select.join(', ') : 'count(*)';
  const by = view.groups?.length ? ` by ${view.groups.join(', ')}` : '';
  const where = view.q?.trim() ? ` where ${view.q.trim().replace(/\s+/g, ' ')}` : '';
  const name = `${select}${by}${where}`;
  return name.length > LONGEST_NAME ? `${name.slice(0, LONGEST_NAME - 1).trimEnd()}…` : name;
}

const LAST_DASHBOARD = 'lookout.last-dashboard';

/** The dashboard a widget was last added to in this tab: offered first next time. */
export const lastDashboard = (): string | null => {
  try {
    return sessionStorage.getItem(LAST_DASHBOARD);
  } catch {
    return null;
  }
};

export const rememberDashboard = (id: string): void => {
  try {
    sessionStorage.setItem(LAST_DASHBOARD, id);
  } catch {
    // Storage refused (a private window's quota): the choice is simply not remembered.
  }
};
