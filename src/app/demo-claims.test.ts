import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setupMockService } from '../../mocks/testing';
import { call } from '../../mocks/test-client';
import { failingDestinations, notifiedMonitors } from '../api/deliveries';
import type { components } from '../api/schema.gen';
import { byNoise, noiseOf } from '../features/monitors/noise';

type Monitor = components['schemas']['Monitor'];
type Notifications = components['schemas']['MonitorNotifications'];
type Events = components['schemas']['MonitorEvents'];

const MINUTE = 60_000;
const DAY = 86_400_000;
const KEY = 'demo-admin-key';
const RETIRED_WEBHOOK = 'https://status-hooks.acme.example/v1/alerts';

let now = 0;
const { backend } = setupMockService({ now: () => now });

/** The mock service as it is at `instant`: seeded then, its clock there. */
function serviceAt(instant: number) {
  now = instant;
  backend.db.reset();
  backend.rateLimiter.reset();
}

const get = async <T>(path: string, query: Record<string, string> = {}) =>
  (await call('GET', path, { key: KEY, query })).body as T;

/**
 * The hours the suite once failed at (after a Sunday, the quietest hour, before the upgrade's), a
 * Sunday in the maintenance downtime, a month's first minute, a daylight-saving day; and any other
 * minute of a few years.
 */
const NAMED = [
  '2026-12-07T00:05:00Z',
  '2026-12-08T03:20:00Z',
  '2026-12-07T11:50:00Z',
  '2026-12-12T23:58:00Z',
  '2026-12-13T03:00:00Z',
  '2027-01-01T00:00:30Z',
  '2027-03-28T01:30:00Z',
].map((iso) => [Date.parse(iso)] as [number]);
const anyMinute = fc
  .integer({ min: Date.UTC(2025, 0, 1) / MINUTE, max: Date.UTC(2028, 0, 1) / MINUTE })
  .map((minute) => minute * MINUTE + 17_000);

/**
 * What docs/demo.md and the specs say the demo shows, recomputed as the console computes it, at any
 * instant: its seed must make each true whatever the hour, the weekday and the date.
 */
describe("the demo's claims, at any instant", () => {
  it('Home names the failing webhook, and Alert noise the flapping monitor first', async () => {
    await fc.assert(
      fc.asyncProperty(anyMinute, async (instant) => {
        serviceAt(instant);
        const { monitors } = await get<{ monitors: Monitor[] }>('/monitors');
        // The day Home reads, ending on five minutes; Alert noise over it reads the same replays.
        const to = Math.floor(instant / (5 * MINUTE)) * 5 * MINUTE;
        const range = { from_ts: String(to - DAY), to_ts: String(to) };
        const at = new Date(instant).toISOString();

        // The deliveries card: the monitors with an integration, and where their deliveries failed.
        const watched = notifiedMonitors(
          monitors.filter((m) => m.actions?.some((a) => a.type === 'INTEGRATION')),
        );
        const sent = await Promise.all(
          watched.map(async (m) => ({
            monitorId: m.id,
            notifications: (await get<Notifications>(`/monitors/${m.id}/notifications`, range))
              .monitor_notifications,
          })),
        );
        const failing = failingDestinations(sent).find((d) => d.destination === RETIRED_WEBHOOK);
        expect(failing?.reason, at).toContain('410');

        // Alert noise: the monitor that flaps, first.
        const noise = await Promise.all(
          monitors.map(async (m) => {
            const events = await get<Events>(`/monitors/${m.id}/events`, range);
            return { name: m.name, noise: noiseOf(m, events, { from: to - DAY, to }) };
          }),
        );
        const [first] = noise.sort((a, b) => byNoise(a.noise, b.noise));
        expect(first?.name, at).toBe('Slow search responses');
        expect(first?.noise.flaps, at).toBeGreaterThanOrEqual(5);
        expect(first?.noise.fired, at).toBeGreaterThanOrEqual(first?.noise.flaps ?? Infinity);
      }),
      { numRuns: NAMED.length + 2, examples: NAMED },
    );
    // A bound, not a budget: ten instants' days of every monitor, replayed (seconds each).
  }, 300_000);
});
