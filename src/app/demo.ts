/**
 * The demo backend, loaded on first use only: a real deployment downloads none of the mocks.
 */
type DemoBackend = Awaited<ReturnType<(typeof import('../../mocks/browser'))['startDemoBackend']>>;

let started: Promise<DemoBackend> | null = null;

export function startDemo(): Promise<DemoBackend> {
  started ??= import('../../mocks/browser').then((m) => m.startDemoBackend());
  started.catch(() => {
    started = null;
  });
  return started;
}
