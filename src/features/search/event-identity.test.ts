// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelOf } from './levels';
import { exactText, parseExactJson } from '../../api/exact-json';
import { DEMO_API_KEYS } from '../../../mocks/db/seed';
import { PROFILES, type ProfileName } from '../../../mocks/profiles';
import { call } from '../../../mocks/test-client';
import { setupMockService } from '../../../mocks/testing';

/**
 * An event is the same event through every call that returns it: the search that found it, the context
 * around it, and an export of its window. The console reads each with the same functions, so the level,
 * text and keys it shows cannot differ from page to page.
 */
const MINUTE = 60_000;
let clock = Date.UTC(2026, 10, 21, 15, 0, 0);
const key = DEMO_API_KEYS.Admin;

type Keys = Record<string, unknown>;
interface Row extends Keys {
  '@raw'?: string;
  '@time'?: string;
  metadata?: { timestamp?: number; sequence?: number | string; selectedKeys?: Keys; unselectedKeys?: Keys };
}

// On the live service's profile, whose sequences exceed 2^53, each is compared by its exact digits.
describe.each(['lookout', 'vendor'] as ProfileName[])('on the %s profile', (profile) => {
  const { backend } = setupMockService({
    profile: PROFILES[profile],
    now: () => clock,
    rateLimit: { requests: 1_000_000, windowSeconds: 60 },
  });
  describe(`an event through /search, /context and an export (${profile})`, () => {
    it('has the same time, text, keys and level in each', async () => {
      const acme = backend.db.state.organisations.find((o) => o.name === 'Acme Retail')?.id;
      const datasets = backend.db.state.datasets.filter((d) => d.org_id === acme);
      let checked = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.nat({ max: datasets.length - 1 }),
          fc.integer({ min: 1, max: 3 * 24 * 60 }),
          fc.nat({ max: 49 }),
          async (datasetIndex, minutesAgo, pick) => {
            const dataset = datasets[datasetIndex];
            if (!dataset) return;
            const to = clock - minutesAgo * MINUTE;
            const found = await call('POST', '/search', {
              key,
              body: {
                from: [dataset.id],
                select: ['*', '@raw'],
                from_ts: to - 30 * MINUTE,
                to_ts: to,
                limit: 50,
              },
            });
            expect(found.status).toBe(200);
            const events = found.body.events as {
              '@raw': string;
              '@time': string;
              '@status': string;
              message_kvs: Keys;
              attributes: Keys;
              metadata: { timestamp: number; sequence: number | string };
            }[];
            const event = events[pick % Math.max(1, events.length)];
            if (!event) return;
            const { timestamp } = event.metadata;
            const sequence = exactText(event.metadata.sequence) ?? '';

            const context = await call('GET', '/context', {
              key,
              query: {
                from: dataset.id,
                timestamp: String(timestamp),
                sequence,
                from_sequence: sequence,
                direction: 'both',
                limit: '3',
              },
            });
            expect(context.status).toBe(200);
            const row = (context.body.result as Row[]).find(
              (r) => r.metadata?.timestamp === timestamp && exactText(r.metadata.sequence) === sequence,
            );
            expect(row).toBeDefined();
            expect(row?.['@raw']).toBe(event['@raw']);
            expect(row?.['@time']).toBe(event['@time']);
            expect(row?.metadata?.timestamp).toBe(timestamp);
            expect(row?.metadata?.selectedKeys).toEqual(event.message_kvs);
            expect(row?.metadata?.unselectedKeys).toEqual(event.attributes);
            const listed = levelOf(event, event.message_kvs, event.attributes);
            // The live service's context rows carry no level: one read from their keys is the same, or none.
            const inContext = levelOf(row, row?.metadata?.selectedKeys, row?.metadata?.unselectedKeys);
            if (profile === 'vendor' && inContext === undefined) expect(row?.['@status']).toBeUndefined();
            else expect(inContext).toBe(listed);

            const created = await call('POST', '/exports', {
              key,
              body: { search_details: { from: [dataset.id], from_ts: timestamp, to_ts: timestamp + 1 } },
            });
            expect(created.status).toBe(201);
            clock += 20_000; // an export of a few events runs for a few seconds
            const file = await call('GET', `/exports/${created.body.export_id}/file`, { key });
            clock -= 20_000;
            expect(file.status).toBe(200);
            const lines = file.text
              .split('\n')
              .filter(Boolean)
              .map((text) => parseExactJson(text)) as Record<string, unknown>[];
            const line = lines.find((l) => exactText(l.sequence as number | string) === sequence);
            expect(line).toMatchObject({
              '@raw': event['@raw'],
              '@time': event['@time'],
              '@status': event['@status'],
              message_kvs: event.message_kvs,
              attributes: event.attributes,
            });
            expect(levelOf(line, line?.message_kvs as Keys)).toBe(listed);
            checked++;
          },
        ),
        { numRuns: 25 },
      );
      // Quiet datasets have empty half hours at night; most draws find an event.
      expect(checked).toBeGreaterThan(12);
    });
  });
});
