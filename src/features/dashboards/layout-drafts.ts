import { loadDraft, removeDraft, saveDraft } from '../../api/drafts';
import type { SaverState } from './layout-saver';
import type { Dashboard, WidgetLayout } from './model';

/** Unsaved work kept across reloads: the layout and the version of the dashboard it was made from. */
export interface Draft {
  layout: WidgetLayout[];
  baseModifiedAt: number | undefined;
}

export interface DraftStore {
  load(): Draft | null;
  save(draft: Draft): void;
  clear(): void;
}

export const layoutOf = (d: Dashboard) => d.layout?.widget_layouts ?? [];

/**
 * Where the layout's saver starts: a draft from before a reload, still to be sent, or the service's
 * layout. The page shows it before the saver's code has arrived (use-layout-saver.ts).
 */
export const startingState = (dashboard: Dashboard, draft: Draft | null): SaverState =>
  draft ? { layout: draft.layout, status: 'pending' } : { layout: layoutOf(dashboard), status: 'saved' };

/**
 * Drafts in sessionStorage: they survive a reload of the tab, never leave the browser, end with the
 * tab, and belong to the person who made them (src/api/drafts.ts).
 */
export function sessionDrafts(dashboardId: string, storage: Storage = sessionStorage): DraftStore {
  return {
    load: () => {
      const draft = loadDraft<Draft>('layout', dashboardId, storage);
      return draft && Array.isArray(draft.layout) ? draft : null;
    },
    save: (draft) => saveDraft('layout', dashboardId, draft, storage),
    clear: () => removeDraft('layout', dashboardId, storage),
  };
}
