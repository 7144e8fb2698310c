import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { answerOf } from '../../mocks/answer-fuzz';
import { OPERATIONS, responseSchema } from '../../mocks/contract';
import { createPrng } from '../../mocks/db/prng';
import { TEST_API_BASE } from '../../mocks/node';
import { completeAnswer, fillByShape } from './answer-shape';
import * as shapes from './answer-shapes.gen';
import { fetchClient } from './client';
import { setConnection } from './connection';

/** Every value of `part` is in `whole` as it was: filling only adds. */
function keeps(part: unknown, whole: unknown): boolean {
  if (Array.isArray(part))
    return Array.isArray(whole) && part.length === whole.length && part.every((v, i) => keeps(v, whole[i]));
  if (part && typeof part === 'object')
    return (
      !!whole &&
      typeof whole === 'object' &&
      Object.entries(part).every(([k, v]) => keeps(v, (whole as Record<string, unknown>)[k]))
    );
  return Object.is(part, whole);
}

/** A value filling may add: a text '', a list [], or an object that holds only such values. */
const isEmptyFill = (value: unknown): boolean =>
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (!!value && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(isEmptyFill));

/** Everything `after` holds that `before` lacked is an empty fill: no number, flag or item made up. */
function addedOnlyEmpty(before: unknown, after: unknown): boolean {
  if (before === undefined) return isEmptyFill(after);
  if (Array.isArray(before))
    return Array.isArray(after) && before.every((v, i) => addedOnlyEmpty(v, after[i]));
  if (before && typeof before === 'object')
    return Object.entries(after as Record<string, unknown>).every(([k, v]) =>
      addedOnlyEmpty((before as Record<string, unknown>)[k], v),
    );
  return true;
}

describe('answers completed to the contract', () => {
  it('fills a missing list, object and text, at any depth, and makes up no number', () => {
    const roles = { roles: [{ role_id: 'Admin', permissions: [{ type: 'read' }] }, {}] };
    expect(completeAnswer('GET', '/roles', roles)).toBe(true);
    expect(roles.roles[1]).toEqual({ role_id: '', role_type: '', display_name: '', permissions: [] });
    expect(roles.roles[0]?.permissions?.[0]).toEqual({ type: 'read', name: '' });

    const limits = { limits: [{ id: 'l1', value: undefined }] };
    completeAnswer('get', '/limits', limits);
    expect(limits.limits[0]).toMatchObject({ id: 'l1', scope: {}, time_window: '' });
    expect(limits.limits[0]?.value).toBeUndefined();
  });

  it('leaves a complete answer as it came, and says so', () => {
    const answer = { datasets: [{ id: 'd', collection: 'c', dataset: 'x' }] };
    expect(completeAnswer('GET', '/datasets', answer)).toBe(false);
    expect(answer).toEqual({ datasets: [{ id: 'd', collection: 'c', dataset: 'x' }] });
  });

  it('only adds, only empty texts, lists and objects, and once: for any answer of any operation', () => {
    const operations = OPERATIONS.flatMap((operation) => {
      const shape = shapes.ANSWERS[`${operation.method} ${operation.path}`];
      const status = Number(Object.keys(operation.responses).find((c) => c.startsWith('2')) ?? 200);
      const schema = responseSchema(operation, status);
      return shape && schema ? [{ shape, schema }] : [];
    });
    expect(operations.length).toBeGreaterThan(40);
    for (const { shape, schema } of operations)
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), (seed) => {
          const answer = answerOf(schema as never, createPrng(seed), { loose: true });
          const filled = structuredClone(answer);
          fillByShape(filled, shape);
          expect(keeps(answer, filled)).toBe(true);
          expect(addedOnlyEmpty(answer, filled)).toBe(true);
          expect(fillByShape(filled, shape)).toBe(false);
        }),
        { numRuns: 15 },
      );
  });
});

describe('the client', () => {
  // A service answering outside this contract on purpose, so not the validated mock service.
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    setConnection(null);
  });
  afterAll(() => server.close());

  it("completes an answer that leaves out what this contract requires (the vendor's contract allows it)", async () => {
    setConnection({
      mode: 'live',
      label: 'test',
      baseUrl: TEST_API_BASE,
      credentials: { kind: 'api-key', apiKey: 'k' },
    });
    server.use(
      http.get(`${TEST_API_BASE}/roles`, () => HttpResponse.json({ roles: [{ role_id: 'Auditor' }] })),
    );
    const { data } = await fetchClient.GET('/roles');
    expect(data?.roles).toEqual([{ role_id: 'Auditor', role_type: '', display_name: '', permissions: [] }]);
    server.use(http.get(`${TEST_API_BASE}/roles`, () => HttpResponse.json({})));
    expect((await fetchClient.GET('/roles')).data).toEqual({ roles: [] });
  });
});
