import { setupServer } from 'msw/node';
import { createBackend, type BackendOptions } from './backend';
import { apiHandler } from './framework';

/** The base URL the tests' console talks to; Node's Request needs an absolute URL. */
export const TEST_API_BASE = 'http://lookout.test/api';

/** The mock service for vitest: the same handlers as the browser, in MSW's Node interceptor. */
export function createTestServer(options: BackendOptions = {}) {
  const backend = createBackend(options);
  const server = setupServer(apiHandler(backend, TEST_API_BASE));
  return { server, backend };
}
