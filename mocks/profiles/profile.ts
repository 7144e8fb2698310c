import type { AssistantEvent } from '../assistants/sse';
import type { DbState } from '../db/types';
import type { Context, OperationId } from '../framework';
import { DEFAULT_RATE_LIMIT, type RateLimitConfig } from '../rate-limit';

/**
 * How the mock service answers. `lookout` is the service as the seed describes it (the default);
 * `vendor` answers as the vendor's live service is seen to (its public documentation and clients): the same
 * data, with the live service's shapes and gaps, so every page can be tried against both.
 */
export type ProfileName = 'lookout' | 'vendor';

export interface Profile {
  name: ProfileName;
  /** Operations this service does not have: 404, with the standard body or (`empty`) none. */
  absent: Partial<Record<OperationId, 'standard' | 'empty'>>;
  /** Operations whose error answers carry no body. */
  bodilessErrors: Set<OperationId>;
  /** Statuses an operation answers with `{code, correlation_id, message}` (the users' alternative body). */
  messageErrors?: Partial<Record<OperationId, number[]>>;
  /** Refusals the service makes before the handler: a 400's details, or nothing. */
  refuse: Partial<{ [Id in OperationId]: (ctx: Context<Id>) => string | undefined }>;
  /** Query parameters this service does not read (another service's spelling): dropped unread. */
  ignoredQuery?: Partial<Record<OperationId, string[]>>;
  /** Query parameters as this service reads them (in place): its own spelling of a value. */
  readQuery?: Partial<Record<OperationId, (query: URLSearchParams) => void>>;
  /** An engine event's sequence as this service sends it (the live service's exceed 2^53). */
  sequenceOf?: (sequence: number) => number | bigint;
  /** Request headers the service does not read (lower case): an assumed precondition it lacks. */
  ignoredHeaders?: Partial<Record<OperationId, string[]>>;
  /** Records carry versions (`ETag`, `If-Match`, 412: mocks/versions.ts), as ours do; the live service's do not. */
  versions: boolean;
  /** Reshapes a success body as this service sends it. */
  reshape: Partial<Record<OperationId, (body: never, ctx: Context<OperationId>) => unknown>>;
  /** An assistant's stream event as this service sends it. */
  streamEvent?: (event: AssistantEvent) => AssistantEvent;
  /** Data this service has on top of the shared seed. */
  seed?: (state: DbState, now: number) => void;
  rateLimit: RateLimitConfig;
}

export const lookoutProfile: Profile = {
  name: 'lookout',
  absent: {},
  bodilessErrors: new Set(),
  refuse: {},
  reshape: {},
  versions: true,
  rateLimit: DEFAULT_RATE_LIMIT,
};
