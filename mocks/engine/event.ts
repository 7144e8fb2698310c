export type Level = 'debug' | 'info' | 'warn' | 'error';
export type FieldValue = string | number | boolean;

/** One log event as the engine keeps it; the handlers turn it into the contract's Event. */
export interface LogEvent {
  logId: string;
  timestamp: number;
  sequence: number;
  level: Level;
  raw: string;
  /** Keys parsed from the message. */
  kvs: Record<string, FieldValue>;
  /** Resource attributes, $-prefixed. */
  attrs: Record<string, FieldValue>;
  /** The sender's address. */
  origin: string;
}

/** The value of a key of an event: reserved keys, then message keys, then attributes. */
export function fieldOf(event: LogEvent, key: string): FieldValue | undefined {
  switch (key) {
    case '@raw':
      return event.raw;
    case '@time':
      return event.timestamp;
    case '@origin':
      return event.origin;
    case '@status':
    case '$status': // the vendor's SDK filters on it
    case 'level':
      return event.kvs.level ?? event.level;
    case '@sequence':
      return event.sequence;
    default:
      return event.kvs[key] ?? event.attrs[key] ?? (key.startsWith('$') ? undefined : event.attrs[`$${key}`]);
  }
}

/** "2026-11-21 04:35:12.042 UTC", as the service writes @time. */
export function formatEventTime(timestamp: number): string {
  return new Date(timestamp).toISOString().replace('T', ' ').replace('Z', ' UTC');
}
