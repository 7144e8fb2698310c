import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { readStream } from './assistants/read-stream';
import { responseSchema, matchOperation, streamEventSchema, validateAnswer } from './contract';
import type { BackendOptions } from './backend';
import type { OperationId } from './framework';
import { createTestServer, TEST_API_BASE } from './node';
import { NOT_THE_SERVICE } from './scenarios';

/**
 * The mock service for a vitest file: MSW's Node interceptor with unhandled requests as errors,
 * and every mocked response validated against the contract, so the mocks cannot drift from it.
 */
export function setupMockService(options: BackendOptions = {}) {
  const { server, backend } = createTestServer(options);
  const violations: string[] = [];

  server.events.on('response:mocked', ({ request, response }) => {
    const path = new URL(request.url).pathname.slice(new URL(TEST_API_BASE).pathname.length);
    const match = matchOperation(request.method, path);
    if (!match || response.headers.has(Object.keys(NOT_THE_SERVICE)[0] ?? '')) return;
    // What a profile's service lacks (404 with or without a body) is outside the contract by design.
    const id = match.operation.operationId as OperationId;
    if (backend.profile.absent[id]) return;
    if (response.status >= 400 && backend.profile.bodilessErrors.has(id)) return;
    // Only JSON bodies are checked against schemas; files (an export's NDJSON) are checked by status.
    const json =
      (response.headers.get('content-type') ?? '').includes('json') &&
      !(response.headers.get('content-type') ?? '').includes('ndjson');
    const clone = response.clone();
    const events = streamEventSchema(match.operation, response.status);
    if (events && (response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // Each event's JSON against the schema; a stream broken on purpose is checked as far as it went.
      void readStream(clone.body as ReadableStream<Uint8Array>, ({ data }) => {
        const problems = validateAnswer(events, JSON.parse(data));
        if (problems.length) violations.push(`${request.method} ${path} event: ${problems.join('; ')}`);
      }).catch(() => undefined);
      return;
    }
    void clone.text().then((text) => {
      const schema = responseSchema(match.operation, response.status);
      if (schema === undefined) {
        violations.push(`${request.method} ${path}: status ${response.status} is not in the contract`);
        return;
      }
      if (!json && text) return;
      if (schema === null) {
        if (text) violations.push(`${request.method} ${path}: ${response.status} must have no body`);
        return;
      }
      const problems = validateAnswer(schema, text ? JSON.parse(text) : undefined);
      if (problems.length)
        violations.push(`${request.method} ${path} ${response.status}: ${problems.join('; ')}`);
    });
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    server.resetHandlers();
    const found = violations.splice(0);
    expect(found, 'mock responses that break the contract').toEqual([]);
  });
  afterAll(() => server.close());

  return { server, backend, baseUrl: TEST_API_BASE };
}
