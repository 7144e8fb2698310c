import type { components } from '../../src/api/schema.gen';
import { hashSecret } from '../db/prng';
import type { LogEvent } from './event';

type Pattern = components['schemas']['Pattern'];

/** Variable parts of a line, most specific first; each becomes <*>. */
const VARIABLES: RegExp[] = [
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, // uuids
  /\[\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} [+-]\d{4}\]/g, // access-log times
  /\b\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(?:\.\d+)?Z?\b/g, // ISO times
  /\b(?:\d{1,3}\.){3}\d{1,3}\b/g, // IPv4
  /\b[\w.+-]+@[\w-]+\.[\w.]+\b/g, // e-mail
  /\b(?:ord|pay|u|req)_[A-Za-z0-9]+\b/g, // prefixed ids
  /\b0x[0-9a-f]+\b/gi, // hex
  /\b[0-9a-f]{12,}\b/gi, // long hex ids
  /-?\b\d+(?:\.\d+)?\b/g, // numbers
];

/** A line with its variable parts replaced by <*>. */
function templateOf(raw: string): string {
  let template = raw.length > 2000 ? `${raw.slice(0, 2000)}…` : raw;
  for (const pattern of VARIABLES) template = template.replace(pattern, '<*>');
  // JSON logs: every string value is variable except the message and level.
  template = template.replace(/"(?!msg|level)([a-z_]+)":"[^"]*"/g, '"$1":"<*>"');
  // A run of variables is one: what follows its last one stays as it was, so the template still
  // matches its lines as a LIKE pattern (patternFilter) does.
  return template.replace(/(?:<\*>[\s,.:/-]*){2,}/g, (run) => run.replace(/^[\s\S]*<\*>/, '<*>'));
}

/** The patterns of a set of events, most frequent first. */
export function patternsOf(events: LogEvent[], limit = 50): Pattern[] {
  const counts = new Map<string, { logId: string; template: string; count: number }>();
  for (const event of events) {
    const template = templateOf(event.raw);
    const key = `${event.logId}\n${template}`;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { logId: event.logId, template, count: 1 });
  }
  return [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, limit)
    .map((p) => ({
      id: hashSecret(`${p.logId}/${p.template}`),
      template: p.template,
      log_id: p.logId,
      count: p.count,
    }));
}
