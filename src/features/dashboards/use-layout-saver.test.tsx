import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveDraft, setDraftOwner } from '../../api/drafts';
import { loadSaver } from './chunks';
import type { Dashboard, WidgetLayout } from './model';
import { useLayoutSaver } from './use-layout-saver';
import { catchReportedErrors } from '../../test/reported-errors';

vi.mock('./chunks', async (importOriginal) => {
  const chunks = await importOriginal<typeof import('./chunks')>();
  return { ...chunks, loadSaver: vi.fn(chunks.loadSaver) };
});

const at = (x: number): WidgetLayout[] => [{ id: 'w1', x, y: 0, w: 4, h: 3 }];
const dashboard: Dashboard = {
  id: 'd1',
  name: 'D',
  widgets: [{ id: 'w1', name: 'W' }],
  layout: { widget_layouts: at(0) },
  metadata: { modified_at: 1 },
};

/** What a route's error boundary does: shows the error instead of the page. */
class Boundary extends Component<{ children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};
  static getDerivedStateFromError = (error: unknown) => ({ error });
  override render = () =>
    this.state.error ? <p role="alert">{String(this.state.error)}</p> : this.props.children;
}

function render() {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <Boundary>{children}</Boundary>
    </QueryClientProvider>
  );
  return renderHook(() => useLayoutSaver(dashboard), { wrapper });
}

describe("a dashboard's layout before and after its saver's code arrives", () => {
  beforeEach(() =>
    setDraftOwner({
      org_id: 'o1',
      display_name: 'Ada',
      identity: { type: 'USER_ID', id: 'u1' },
      roles: [],
      permissions: null,
      derived: false,
    }),
  );
  afterEach(() => {
    setDraftOwner(null);
    sessionStorage.clear();
  });

  it("shows the service's layout, saved, at once; the saver then takes over from the same state", async () => {
    const hook = render();
    expect(hook.result.current.saver).toBeUndefined();
    expect(hook.result.current.state).toEqual({ layout: at(0), status: 'saved' });
    await waitFor(() => expect(hook.result.current.saver).toBeDefined());
    expect(hook.result.current.state).toEqual({ layout: at(0), status: 'saved' });
    hook.unmount();
  });

  it('shows a draft kept from before a reload at once, as not saved yet', () => {
    saveDraft('layout', 'd1', { layout: at(8), baseModifiedAt: 1 });
    const hook = render();
    expect(hook.result.current.saver).toBeUndefined();
    expect(hook.result.current.state).toEqual({ layout: at(8), status: 'pending' });
    // Gone before the saver arrives: it is never made, and nothing is sent.
    hook.unmount();
  });

  it("is the page's error when its code cannot be fetched, and the draft stays for the retry", async () => {
    saveDraft('layout', 'd1', { layout: at(8), baseModifiedAt: 1 });
    vi.mocked(loadSaver).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const reported = catchReportedErrors();
    const hook = render();
    expect(hook.result.current.state.layout).toEqual(at(8));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch dynamically imported module');
    expect(reported()).toEqual(['TypeError: Failed to fetch dynamically imported module']);
    hook.unmount();
    // Mounted again (the error's Retry), the page starts from the same draft.
    const again = render();
    expect(again.result.current.state).toEqual({ layout: at(8), status: 'pending' });
    again.unmount();
  });
});
