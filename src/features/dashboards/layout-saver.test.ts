import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import type { Draft, DraftStore } from './layout-drafts';
import { LayoutSaver } from './layout-saver';
import type { Dashboard, WidgetLayout } from './model';

const at = (x: number): WidgetLayout[] => [{ id: 'w1', x, y: 0, w: 4, h: 3 }];
const dashboard = (x: number, modified_at: number): Dashboard => ({
  id: 'd1',
  name: 'D',
  widgets: [{ id: 'w1', name: 'W' }],
  layout: { widget_layouts: at(x) },
  metadata: { modified_at },
});

function memoryDrafts(initial: Draft | null = null): DraftStore & { current: Draft | null } {
  const store = {
    current: initial,
    load: () => store.current,
    save: (draft: Draft) => void (store.current = draft),
    clear: () => void (store.current = null),
  };
  return store;
}

/** A fake service: the dashboard it holds, and what the next writes answer. */
function service(initial: Dashboard) {
  let current = initial;
  const failures: ApiError[] = [];
  return {
    get current() {
      return current;
    },
    changeElsewhere(x: number) {
      current = dashboard(x, (current.metadata?.modified_at ?? 0) + 1000);
    },
    failNext: (...errors: ApiError[]) => failures.push(...errors),
    fetchCurrent: vi.fn(async () => current),
    patch: vi.fn(async (layout: WidgetLayout[], from: number | undefined) => {
      const failure = failures.shift();
      if (failure) throw failure;
      // A conditional write, as the mock service makes it (If-Match).
      if (from !== undefined && from !== current.metadata?.modified_at) throw http(412);
      current = { ...current, layout: { widget_layouts: layout }, metadata: { modified_at: Date.now() } };
      return current;
    }),
  };
}

const http = (status: number, retryAt?: number) =>
  new ApiError('http', status, 'x', `answered ${status}`, 'cid', retryAt);

describe('the layout saver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
  });
  afterEach(() => vi.useRealTimers());

  it('saves shortly after the last change, in one write, and clears the draft', async () => {
    const svc = service(dashboard(0, 1));
    const drafts = memoryDrafts();
    const saver = new LayoutSaver(svc.current, { ...svc, drafts, delayMs: 500 });
    saver.change(at(1));
    saver.change(at(2));
    expect(saver.getSnapshot().status).toBe('pending');
    expect(drafts.current?.layout).toEqual(at(2));
    await vi.advanceTimersByTimeAsync(500);
    expect(svc.patch).toHaveBeenCalledTimes(1);
    expect(svc.patch).toHaveBeenCalledWith(at(2), 1);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(2) });
    expect(drafts.current).toBeNull();
  });

  it('keeps the edit through a 500 and a 429, retrying (after the rate-limit reset), and loses nothing', async () => {
    const svc = service(dashboard(0, 1));
    const drafts = memoryDrafts();
    const saver = new LayoutSaver(svc.current, { ...svc, drafts, delayMs: 0 });
    svc.failNext(http(500), http(429, 10_000 + 5_000));
    saver.change(at(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'failed', layout: at(3) });
    expect(saver.getSnapshot().error?.status).toBe(500);
    expect(drafts.current?.layout).toEqual(at(3));
    await vi.advanceTimersByTimeAsync(2_000);
    expect(saver.getSnapshot()).toMatchObject({ status: 'failed', retryAt: 15_000 });
    await vi.advanceTimersByTimeAsync(2_900);
    expect(svc.patch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(3) });
    expect(svc.current.layout?.widget_layouts).toEqual(at(3));
  });

  it('rolls back to exactly the last saved layout when the service refuses', async () => {
    const svc = service(dashboard(0, 1));
    const drafts = memoryDrafts();
    const saver = new LayoutSaver(svc.current, { ...svc, drafts, delayMs: 0 });
    saver.change(at(5));
    await vi.advanceTimersByTimeAsync(0);
    svc.failNext(http(403));
    saver.change(at(7));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'refused', layout: at(5) });
    expect(drafts.current).toBeNull();
  });

  it('never overwrites a dashboard changed elsewhere: the person keeps theirs or takes the other', async () => {
    const svc = service(dashboard(0, 1));
    const saver = new LayoutSaver(svc.current, { ...svc, drafts: memoryDrafts(), delayMs: 0 });
    svc.changeElsewhere(9);
    saver.change(at(4));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot().status).toBe('conflict');
    expect(saver.getSnapshot().theirs?.layout?.widget_layouts).toEqual(at(9));
    expect(svc.patch).not.toHaveBeenCalled();
    saver.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(4) });
    expect(svc.current.layout?.widget_layouts).toEqual(at(4));

    svc.changeElsewhere(11);
    saver.change(at(6));
    await vi.advanceTimersByTimeAsync(0);
    saver.takeTheirs();
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(11) });
  });

  it("keeps every drag through a 409: the conflict is offered with the person's layout intact", async () => {
    const svc = service(dashboard(0, 1));
    const drafts = memoryDrafts();
    const saver = new LayoutSaver(svc.current, { ...svc, drafts, delayMs: 0 });
    svc.failNext(http(409));
    saver.change(at(2));
    saver.change(at(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'conflict', layout: at(3) });
    expect(drafts.current?.layout).toEqual(at(3));
    saver.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(3) });
    expect(svc.current.layout?.widget_layouts).toEqual(at(3));
  });

  it('sends nothing more once a 409 is a conflict, not even a move made while the failing save was on its way', async () => {
    const svc = service(dashboard(0, 1));
    const saver = new LayoutSaver(svc.current, { ...svc, drafts: memoryDrafts(), delayMs: 500 });
    let answer: (value: Dashboard) => void = () => undefined;
    svc.patch.mockImplementationOnce(
      () =>
        new Promise<Dashboard>((_resolve, reject) => {
          answer = () => reject(http(409));
        }),
    );
    saver.change(at(2));
    await vi.advanceTimersByTimeAsync(500);
    expect(svc.patch).toHaveBeenCalledTimes(1);
    saver.change(at(3)); // the second press lands while the first save waits for its answer
    answer(svc.current);
    await vi.advanceTimersByTimeAsync(5_000);
    // The person settles the conflict; the move made meanwhile is in their layout, and nothing
    // overwrote the service's version behind the dialog.
    expect(saver.getSnapshot()).toMatchObject({ status: 'conflict', layout: at(3) });
    expect(svc.patch).toHaveBeenCalledTimes(1);
    saver.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(3) });
  });

  it('keeps a conflict through a move made after it: the dialog stays, and "Keep my layout" writes the newest', async () => {
    const svc = service(dashboard(0, 1));
    const drafts = memoryDrafts();
    const saver = new LayoutSaver(svc.current, { ...svc, drafts, delayMs: 500 });
    svc.failNext(http(409));
    saver.change(at(2));
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.getSnapshot().status).toBe('conflict');
    saver.change(at(3)); // a key that reached the grid before the dialog took the focus
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saver.getSnapshot()).toMatchObject({ status: 'conflict', layout: at(3) });
    expect(drafts.current?.layout).toEqual(at(3));
    expect(svc.patch).toHaveBeenCalledTimes(1);
    saver.keepMine();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(3) });
    expect(svc.current.layout?.widget_layouts).toEqual(at(3));
  });

  it('checks a save whose answer was lost against the service before calling anything a conflict', async () => {
    const svc = service(dashboard(0, 1));
    const saver = new LayoutSaver(svc.current, { ...svc, drafts: memoryDrafts(), delayMs: 0 });
    // The write lands, but its answer never arrives.
    svc.patch.mockImplementationOnce(async (layout: WidgetLayout[]) => {
      svc.changeElsewhere(0);
      svc.current.layout = { widget_layouts: layout };
      throw new ApiError('timeout', 0, 'Timeout', 'late');
    });
    saver.change(at(8));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot().status).toBe('failed');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(8) });
    expect(svc.patch).toHaveBeenCalledTimes(1);
    // A real change elsewhere is still a conflict.
    svc.changeElsewhere(1);
    saver.change(at(9));
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot().status).toBe('conflict');
  });

  it('keeps the edit when the session ends (401) and saves it once the person signs in again', async () => {
    const svc = service(dashboard(0, 1));
    const drafts = memoryDrafts();
    const saver = new LayoutSaver(svc.current, { ...svc, drafts, delayMs: 0 });
    svc.failNext(http(401));
    saver.change(at(4));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saver.getSnapshot()).toMatchObject({ status: 'failed', layout: at(4) });
    expect(saver.getSnapshot().error?.status).toBe(401);
    expect(drafts.current?.layout).toEqual(at(4));
    expect(svc.patch).toHaveBeenCalledTimes(1);
    saver.retryNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(4) });
    expect(svc.current.layout?.widget_layouts).toEqual(at(4));
  });

  it('restores a draft from before a reload and saves it, or shows the conflict it made', async () => {
    const svc = service(dashboard(0, 1));
    const drafts = memoryDrafts({ layout: at(8), baseModifiedAt: 1 });
    const saver = new LayoutSaver(svc.current, { ...svc, drafts, delayMs: 0 });
    expect(saver.getSnapshot()).toMatchObject({ status: 'pending', layout: at(8) });
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.getSnapshot().status).toBe('saved');
    expect(svc.current.layout?.widget_layouts).toEqual(at(8));

    const stale = memoryDrafts({ layout: at(2), baseModifiedAt: 0 });
    const second = new LayoutSaver(svc.current, { ...svc, drafts: stale, delayMs: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(second.getSnapshot().status).toBe('conflict');
  });

  it('sends a change made while a save was on its way right after it', async () => {
    const svc = service(dashboard(0, 1));
    const saver = new LayoutSaver(svc.current, { ...svc, drafts: memoryDrafts(), delayMs: 100 });
    saver.change(at(1));
    await vi.advanceTimersByTimeAsync(100);
    saver.change(at(2));
    await vi.advanceTimersByTimeAsync(300);
    expect(svc.patch).toHaveBeenLastCalledWith(at(2), expect.any(Number));
    expect(saver.getSnapshot()).toMatchObject({ status: 'saved', layout: at(2) });
  });

  it('sees a change landing between its read and its write: a conflict, theirs not overwritten', async () => {
    const svc = service(dashboard(0, 1));
    const saver = new LayoutSaver(dashboard(0, 1), { ...svc, drafts: memoryDrafts() });
    // The read just before the write finds nothing new; another writer lands right after it.
    svc.fetchCurrent.mockImplementationOnce(async () => {
      const read = svc.current;
      svc.changeElsewhere(7);
      return read;
    });
    saver.change(at(3));
    await vi.runAllTimersAsync();
    expect(saver.getSnapshot().status).toBe('conflict');
    expect(saver.getSnapshot().theirs?.layout?.widget_layouts).toEqual(at(7));
    expect(svc.current.layout?.widget_layouts).toEqual(at(7));
    expect(saver.getSnapshot().layout).toEqual(at(3));
  });
});
