/**
 * The demo backend, loaded on first use only: a real deployment downloads none of the mocks. It
 * answers as the seed describes the service (`lookout`) or as the vendor's live service does
 * (`vendor`), the person's choice on the sign-in page, kept for the tab.
 */
type DemoBackend = Awaited<ReturnType<(typeof import('../../mocks/browser'))['startDemoBackend']>>;
export type DemoProfile = 'lookout' | 'vendor';

const PROFILE_KEY = 'lookout.demo-profile';
const started = new Map<DemoProfile, Promise<DemoBackend>>();

export function currentDemoProfile(): DemoProfile {
  return sessionStorage.getItem(PROFILE_KEY) === 'vendor' ? 'vendor' : 'lookout';
}

export function setDemoProfile(profile: DemoProfile): void {
  if (profile === 'lookout') sessionStorage.removeItem(PROFILE_KEY);
  else sessionStorage.setItem(PROFILE_KEY, profile);
}

/** Ends any simulated trouble of a running demo (at sign-out: it was that person's setting). */
export function clearDemoTrouble(): void {
  for (const backend of started.values()) void backend.then((b) => b.clearTrouble()).catch(() => undefined);
}

export function startDemo(profile: DemoProfile = currentDemoProfile()): Promise<DemoBackend> {
  let backend = started.get(profile);
  if (!backend) {
    backend = import('../../mocks/browser').then((m) => m.startDemoBackend(profile));
    started.set(profile, backend);
    backend.catch(() => started.delete(profile));
  }
  return backend;
}
