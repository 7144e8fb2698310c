import type { components } from '../../src/api/schema.gen';
import type { DatasetSpec } from './catalogue';
import type { FieldValue, LogEvent } from './event';
import { MINUTE, type MinuteCache } from './generator';
import type { Incident } from './incidents';

type TopKey = components['schemas']['TopKey'];

const MAX_KEYS = 30;
const MAX_VALUES = 10;
/** Top keys are computed from a sample of minutes spread over the range, as a real index would. */
const SAMPLE_MINUTES = 120;

/** The keys of a dataset's events in a window, most frequent first, each with its top values. */
export function topKeys(
  cache: MinuteCache,
  incidents: Incident[],
  spec: DatasetSpec,
  from: number,
  to: number,
): Record<string, TopKey> {
  const first = Math.floor(from / MINUTE);
  const last = Math.floor((to - 1) / MINUTE);
  const stride = Math.max(1, Math.floor((last - first + 1) / SAMPLE_MINUTES));
  const keys = new Map<
    string,
    { count: number; type: TopKey['type']; attribute: boolean; values: Map<string, number> }
  >();
  const see = (key: string, value: FieldValue, attribute: boolean) => {
    let entry = keys.get(key);
    if (!entry) {
      entry = {
        count: 0,
        type: typeof value === 'number' ? 'NUMBER' : typeof value === 'boolean' ? 'BOOLEAN' : 'STRING',
        attribute,
        values: new Map(),
      };
      keys.set(key, entry);
    }
    entry.count++;
    const text = String(value);
    entry.values.set(text, (entry.values.get(text) ?? 0) + 1);
  };
  for (let minute = last; minute >= first; minute -= stride) {
    for (const event of cache.get(spec, minute, incidents) as LogEvent[]) {
      if (event.timestamp < from || event.timestamp >= to) continue;
      for (const [key, value] of Object.entries(event.kvs)) see(key, value, false);
      for (const [key, value] of Object.entries(event.attrs)) see(key, value, true);
    }
  }
  const ranked = [...keys.entries()].sort(([, a], [, b]) => b.count - a.count).slice(0, MAX_KEYS);
  return Object.fromEntries(
    ranked.map(([key, entry], i) => [
      key,
      {
        type: entry.type,
        field_type: entry.attribute ? 'ATTRIBUTE' : 'MESSAGE_KVP',
        rank: i + 1,
        values: Object.fromEntries(
          [...entry.values.entries()]
            .sort(([, a], [, b]) => b - a)
            .slice(0, MAX_VALUES)
            .map(([value, count], j) => [value, { value, rank: j + 1, count: count * stride }]),
        ),
      },
    ]),
  );
}
