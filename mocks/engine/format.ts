import type { components } from '../../src/api/schema.gen';
import { formatEventTime, type LogEvent } from './event';

type Schemas = components['schemas'];

/** Where an event's context lives, as the links of search results give it. */
export function contextHref(
  event: LogEvent,
  direction: 'before' | 'after' | 'both' = 'both',
  limit = 100,
): string {
  return `/context?from=${event.logId}&timestamp=${event.timestamp}&sequence=${event.sequence}&from_sequence=${event.sequence}&direction=${direction}&limit=${limit}`;
}

/** An engine event as the contract's Event (the `events` of a search). */
export function toEvent(event: LogEvent): Schemas['Event'] {
  const context = contextHref(event);
  return {
    '@raw': event.raw,
    '@time': formatEventTime(event.timestamp),
    '@status': event.level,
    message_kvs: event.kvs,
    attributes: event.attrs,
    metadata: { service_id: event.logId, timestamp: event.timestamp, sequence: event.sequence, context },
    links: [{ rel: 'context', href: context }],
  };
}

/** An engine event as the contract's QueryResult (the `result` of a context), its level as search gives it. */
export function toQueryResult(event: LogEvent): Schemas['QueryResult'] {
  const context = contextHref(event);
  return {
    '@time': formatEventTime(event.timestamp),
    '@sequence': String(event.sequence),
    '@raw': event.raw,
    '@status': event.level,
    '@context': context,
    metadata: {
      logId: event.logId,
      timestamp: event.timestamp,
      sequence: event.sequence,
      origin: event.origin,
      context,
      selectedKeys: event.kvs,
      unselectedKeys: event.attrs,
    },
    links: [{ rel: 'context', href: context }],
  };
}
