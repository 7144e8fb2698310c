/**
 * An event's level, read one way wherever the event comes from (a search's events, a context's rows,
 * an export's lines): apart from the search model, as only the lists that draw levels need it.
 */

/** The levels the console marks, and the tone of each one's badge. */
export const LEVEL_TONE = { error: 'danger', warn: 'warning', info: 'info', debug: 'neutral' } as const;
export type Level = keyof typeof LEVEL_TONE;

const LEVEL_WORDS: Record<string, Level> = {
  error: 'error',
  err: 'error',
  fatal: 'error',
  critical: 'error',
  warn: 'warn',
  warning: 'warn',
  info: 'info',
  notice: 'info',
  debug: 'debug',
  trace: 'debug',
};

const LEVEL_KEYS = ['@status', 'level', 'severity', 'log_level'];
const STATUS_KEYS = ['status_code', 'http_status', 'status'];
/** A level word opening a line: "WARN kube-system/…", "[error] …", "ERROR: …". */
const LEADING_LEVEL = /^\s*\[?([A-Za-z]+)\]?[\s:]/;

const levelOfStatus = (code: number): Level => (code >= 500 ? 'error' : code >= 400 ? 'warn' : 'info');

/**
 * An event's level, read the same way wherever the event comes from (a search's `events`, a context's
 * `result` rows, which the vendor's service sends without `@status`): the service's `@status`, else a
 * level key of its own (level, severity), else an HTTP status code as the service grades them (5xx
 * error, 4xx warn), else a level word that opens its raw line; info when nothing names one (as the
 * service's own default).
 */
export function levelOf(...sources: (Record<string, unknown> | undefined)[]): Level {
  for (const key of LEVEL_KEYS)
    for (const source of sources) {
      const value = source?.[key];
      const level = typeof value === 'string' ? LEVEL_WORDS[value.toLowerCase()] : undefined;
      if (level) return level;
    }
  for (const key of STATUS_KEYS)
    for (const source of sources) {
      const code = Number(source?.[key]);
      if (Number.isInteger(code) && code >= 100 && code <= 599) return levelOfStatus(code);
    }
  for (const source of sources) {
    const raw = source?.['@raw'];
    const word = typeof raw === 'string' ? LEADING_LEVEL.exec(raw)?.[1]?.toLowerCase() : undefined;
    const level = word ? LEVEL_WORDS[word] : undefined;
    if (level) return level;
  }
  return 'info';
}
