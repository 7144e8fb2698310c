import type { components } from '../../src/api/schema.gen';
import { badRequest, notFound } from '../http-errors';
import type { DatasetSpec } from './catalogue';
import type { LogEvent } from './event';
import { contextHref, toQueryResult } from './format';
import { MINUTE, SEQUENCE_STRIDE, type MinuteCache } from './generator';
import type { Incident } from './incidents';

type ContextResponse = components['schemas']['ContextResponse'];

export interface ContextQuery {
  spec: DatasetSpec;
  timestamp: number;
  sequence?: number;
  limit: number;
  direction: 'before' | 'after' | 'both';
}

/** How far back or forward a context looks before it gives up (the service stops after a quiet spell). */
const MAX_MINUTES = 24 * 60;

/**
 * The events around one event, exact by sequence: `before` ends just before it, `after` starts just
 * after it, `both` centres on it and includes it. Links continue in either direction.
 */
export function eventContext(
  cache: MinuteCache,
  incidents: Incident[],
  now: number,
  query: ContextQuery,
): ContextResponse {
  const { spec, timestamp, limit, direction } = query;
  const minute = Math.floor(timestamp / MINUTE);
  const events = cache.get(spec, minute, incidents);
  const sequence = query.sequence ?? events.find((e) => e.timestamp >= timestamp)?.sequence;
  if (sequence === undefined) throw notFound('Event at', String(timestamp));
  if (Math.floor(sequence / SEQUENCE_STRIDE) !== minute)
    throw badRequest('Invalid request: sequence: it does not belong to the event at that timestamp.');
  const index = events.findIndex((e) => e.sequence === sequence);
  if (index < 0) throw notFound('Event with sequence', String(sequence));
  const anchor = events[index] as LogEvent;

  const older = (count: number): LogEvent[] => {
    const out: LogEvent[] = [];
    let m = minute;
    let list = events.slice(0, index);
    while (out.length < count && minute - m <= MAX_MINUTES) {
      for (let i = list.length - 1; i >= 0 && out.length < count; i--) out.push(list[i] as LogEvent);
      m--;
      list = cache.get(spec, m, incidents);
    }
    return out.reverse();
  };
  const newer = (count: number): LogEvent[] => {
    const out: LogEvent[] = [];
    let m = minute;
    let list = events.slice(index + 1);
    while (out.length < count && m - minute <= MAX_MINUTES && m * MINUTE <= now) {
      for (const e of list) {
        if (out.length >= count || e.timestamp > now) break;
        out.push(e);
      }
      m++;
      list = cache.get(spec, m, incidents);
    }
    return out;
  };

  const rows =
    direction === 'before'
      ? older(limit)
      : direction === 'after'
        ? newer(limit)
        : [...older(Math.floor((limit - 1) / 2)), anchor, ...newer(limit - 1 - Math.floor((limit - 1) / 2))];
  const links = [];
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (first) links.push({ rel: 'prev', href: contextHref(first, 'before', limit) });
  if (last && last.timestamp < now) links.push({ rel: 'next', href: contextHref(last, 'after', limit) });
  return { result: rows.map(toQueryResult), links };
}
