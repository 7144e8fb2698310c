import { toApiError, type ApiError } from '../../api/errors';
import { layoutOf, startingState, type DraftStore } from './layout-drafts';
import type { Dashboard, WidgetLayout } from './model';

// The person's other tabs hear of each save (layout-broadcast.ts): loaded with the saver, not the page.
export { announceSaved, listenForSaved } from './layout-broadcast';

/**
 * saved: what the grid shows is what the service has. pending: a change waits to be sent.
 * saving: sent. failed: the service or the network failed; kept, and retried at `retryAt` (or, when
 *   the session ended (401), once the person signs in again).
 * conflict: someone else changed the dashboard since it was loaded (or the service said 409); the
 *   person chooses, their layout intact.
 * refused: the service said no (403, 400…); the layout went back to the last saved one.
 */
export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict' | 'refused';

export interface SaverState {
  layout: WidgetLayout[];
  status: SaveStatus;
  error?: ApiError;
  retryAt?: number;
  /** The service's newer dashboard, in a conflict. */
  theirs?: Dashboard;
}

export interface SaverDeps {
  /** The dashboard as the service has it now (never from a cache). */
  fetchCurrent: () => Promise<Dashboard>;
  /** Writes a layout made from the version `from`; a change landed since answers 412 where the service can tell. */
  patch: (layout: WidgetLayout[], from: number | undefined) => Promise<Dashboard>;
  drafts: DraftStore;
  /** The service accepted a layout: the caller updates its cache. */
  onSaved?: (dashboard: Dashboard) => void;
  /** Quiet time after the last change before saving. */
  delayMs?: number;
  now?: () => number;
}

const RETRY_DELAYS = [2_000, 4_000, 8_000, 15_000, 30_000];

const modifiedAt = (d: Dashboard) => d.metadata?.modified_at;
/** Two layouts place every widget alike (in any order). */
const sameLayout = (a: WidgetLayout[], b: WidgetLayout[]) => {
  const key = (l: WidgetLayout[]) => JSON.stringify([...l].sort((x, y) => (x.id < y.id ? -1 : 1)));
  return a.length === b.length && key(a) === key(b);
};

/**
 * Saves a dashboard's layout shortly after each change and never loses it: failures keep the edit
 * and retry (after a 429, once the rate-limit window resets); refusals roll back to exactly the last
 * saved layout; a dashboard changed elsewhere since it was loaded is a conflict for the person to
 * settle, never a silent overwrite. The conflict check reads the dashboard just before writing, and the
 * write names the version it was made from (If-Match, x-assumed): a change landing between that read
 * and the write is refused (412) and settled the same way. The vendor's contract has no conditional
 * write; against it that one window stays, as narrow as a read and a write.
 */
export class LayoutSaver {
  #state: SaverState;
  #base: { layout: WidgetLayout[]; modifiedAt: number | undefined };
  #timer: ReturnType<typeof setTimeout> | undefined;
  #attempt = 0;
  #inFlight = false;
  /** The layout of the last write whose answer never came (a timeout, a lost connection). */
  #unconfirmed: WidgetLayout[] | undefined;
  #paused = false;
  readonly #listeners = new Set<() => void>();
  readonly #deps: Required<Pick<SaverDeps, 'delayMs' | 'now'>> & SaverDeps;

  constructor(dashboard: Dashboard, deps: SaverDeps) {
    this.#deps = { delayMs: 800, now: Date.now, ...deps };
    this.#base = { layout: layoutOf(dashboard), modifiedAt: modifiedAt(dashboard) };
    const draft = deps.drafts.load();
    this.#state = startingState(dashboard, draft);
    if (draft) {
      // Work from before a reload: saved against the version it was made from, so a change made
      // elsewhere meanwhile shows as a conflict.
      this.#base.modifiedAt = draft.baseModifiedAt;
      this.#schedule(0);
    }
  }

  getSnapshot = (): SaverState => this.#state;

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Whether anything is not yet on the service. */
  get unsaved(): boolean {
    return this.#state.status !== 'saved' && this.#state.status !== 'refused';
  }

  /** A person changed the layout. */
  change(layout: WidgetLayout[]): void {
    if (this.#state.status === 'conflict') {
      // Still theirs to settle (a key can land before the dialog takes the focus): the newer layout
      // is what "Keep my layout" writes, and nothing is sent behind the dialog.
      this.#set({ ...this.#state, layout });
      this.#deps.drafts.save({ layout, baseModifiedAt: this.#base.modifiedAt });
      return;
    }
    this.#set({ layout, status: 'pending' });
    this.#deps.drafts.save({ layout, baseModifiedAt: this.#base.modifiedAt });
    this.#attempt = 0;
    this.#schedule(this.#deps.delayMs);
  }

  /** Try again now (the person pressed Retry, signed in again, or the browser came back online). */
  retryNow(): void {
    if (this.#state.status === 'failed' || this.#state.status === 'pending') this.#schedule(0);
  }

  /** Conflict: write this layout over the service's newer version. */
  keepMine(): void {
    const theirs = this.#state.theirs;
    if (!theirs) return;
    this.#base = { layout: layoutOf(theirs), modifiedAt: modifiedAt(theirs) };
    this.#set({ layout: this.#state.layout, status: 'pending' });
    this.#deps.drafts.save({ layout: this.#state.layout, baseModifiedAt: this.#base.modifiedAt });
    this.#schedule(0);
  }

  /** Conflict: drop this layout and take the service's. */
  takeTheirs(): void {
    const theirs = this.#state.theirs;
    if (!theirs) return;
    this.#adopt(theirs);
    this.#deps.drafts.clear();
    this.#deps.onSaved?.(theirs);
  }

  /** The console itself changed the dashboard (a widget added or removed): its version is the new base. */
  rebase(dashboard: Dashboard): void {
    const keepEdit = this.unsaved;
    this.#base = { layout: layoutOf(dashboard), modifiedAt: modifiedAt(dashboard) };
    if (keepEdit) {
      const ids = new Set((dashboard.widgets ?? []).map((w) => w.id));
      const layout = this.#state.layout.filter((l) => ids.has(l.id));
      this.#set({ layout, status: this.#state.status === 'saving' ? 'saving' : 'pending' });
      this.#deps.drafts.save({ layout, baseModifiedAt: this.#base.modifiedAt });
    } else {
      this.#adopt(dashboard);
    }
  }

  /** Leaving and discarding: forget the draft. */
  discard(): void {
    this.#deps.drafts.clear();
    this.#adopt({ id: '', name: '', layout: { widget_layouts: this.#base.layout } });
  }

  /** The page went away: nothing is sent from a page no one sees (the draft stays for its return). */
  pause(): void {
    this.#paused = true;
    clearTimeout(this.#timer);
  }

  /** The page is back: unsaved work goes out again. */
  resume(): void {
    this.#paused = false;
    const { status, retryAt } = this.#state;
    if (status === 'pending' || status === 'saving') this.#schedule(0);
    if (status === 'failed') this.#schedule(Math.max(0, (retryAt ?? 0) - this.#deps.now()));
  }

  #adopt(dashboard: Dashboard): void {
    clearTimeout(this.#timer);
    this.#base = { layout: layoutOf(dashboard), modifiedAt: modifiedAt(dashboard) ?? this.#base.modifiedAt };
    this.#set({ layout: this.#base.layout, status: 'saved' });
  }

  #set(state: SaverState): void {
    this.#state = state;
    this.#listeners.forEach((listener) => listener());
  }

  #schedule(delay: number): void {
    clearTimeout(this.#timer);
    if (this.#paused) return;
    this.#timer = setTimeout(() => void this.#save(), delay);
  }

  /** `sent` is on the service: done, unless the person changed the layout again meanwhile. */
  #finish(sent: WidgetLayout[]): void {
    if (this.#state.layout !== sent) {
      // Changed again while the save was on its way: that change is next.
      this.#set({ layout: this.#state.layout, status: 'pending' });
      this.#deps.drafts.save({ layout: this.#state.layout, baseModifiedAt: this.#base.modifiedAt });
      this.#schedule(this.#deps.delayMs);
    } else {
      this.#deps.drafts.clear();
      this.#set({ layout: sent, status: 'saved' });
    }
  }

  async #conflictWithService(error: ApiError): Promise<void> {
    try {
      const theirs = await this.#deps.fetchCurrent();
      this.#set({ layout: this.#state.layout, status: 'conflict', theirs });
    } catch {
      this.#set({ layout: this.#state.layout, status: 'failed', error, retryAt: this.#deps.now() + 2_000 });
      this.#schedule(2_000);
    }
  }

  async #save(): Promise<void> {
    // The save in flight picks a newer layout up when it lands. A conflict waits for the person's
    // choice: a move made while the failing save was on its way left a timer that must not write
    // behind the dialog.
    if (this.#inFlight || this.#state.status === 'conflict') return;
    const sent = this.#state.layout;
    this.#inFlight = true;
    this.#set({ layout: sent, status: 'saving' });
    try {
      const current = await this.#deps.fetchCurrent();
      if (modifiedAt(current) !== this.#base.modifiedAt) {
        // A write whose answer was lost may have landed: the newer version is then ours, no conflict.
        const ours = this.#unconfirmed !== undefined && sameLayout(layoutOf(current), this.#unconfirmed);
        if (!ours) {
          this.#set({ layout: this.#state.layout, status: 'conflict', theirs: current });
          return;
        }
        this.#base = { layout: layoutOf(current), modifiedAt: modifiedAt(current) };
        this.#deps.onSaved?.(current);
      }
      this.#unconfirmed = undefined;
      if (sameLayout(sent, this.#base.layout)) {
        this.#finish(sent);
        return;
      }
      let saved: Dashboard;
      try {
        saved = await this.#deps.patch(sent, this.#base.modifiedAt);
      } catch (thrown) {
        if (toApiError(thrown).transient) this.#unconfirmed = sent;
        throw thrown;
      }
      this.#base = { layout: layoutOf(saved), modifiedAt: modifiedAt(saved) };
      this.#attempt = 0;
      this.#deps.onSaved?.(saved);
      this.#finish(sent);
    } catch (thrown) {
      const error = toApiError(thrown);
      const limited = error.kind === 'rate-limited' || error.status === 429;
      if (error.status === 409 || error.status === 412) {
        // The service says the dashboard changed (between the read above and the write, say): the
        // person settles it, with their layout intact.
        await this.#conflictWithService(error);
      } else if (error.status === 401 || error.kind === 'signed-out') {
        // The session ended: kept (draft and all) until the person signs in again (`retryNow`).
        this.#set({ layout: this.#state.layout, status: 'failed', error });
      } else if (limited || error.transient) {
        const delay = RETRY_DELAYS[Math.min(this.#attempt, RETRY_DELAYS.length - 1)] as number;
        this.#attempt += 1;
        const retryAt = limited && error.retryAt ? error.retryAt : this.#deps.now() + delay;
        this.#set({ layout: this.#state.layout, status: 'failed', error, retryAt });
        this.#schedule(Math.max(0, retryAt - this.#deps.now()));
      } else {
        // Refused: back to exactly what the service has.
        this.#deps.drafts.clear();
        this.#set({ layout: this.#base.layout, status: 'refused', error });
      }
    } finally {
      this.#inFlight = false;
    }
  }
}
