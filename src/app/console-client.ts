import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from './query-client';

let client: QueryClient | undefined;

/**
 * The tab's one query client, made when the console first needs it (a console page, or signing in):
 * it and the query cache travel with the console's frame, not with the sign-in page's first visit.
 */
export function consoleClient(): QueryClient {
  return (client ??= createQueryClient());
}
