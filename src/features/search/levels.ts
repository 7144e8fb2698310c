/**
 * An event's level, read one way wherever the event comes from (a search's events, a context's rows,
 * an export's lines): apart from the search model, as only the lists that draw levels need it.
 */

/** The levels the console marks, and the tone of each one's badge. */
const LEVEL_TONE = { error: 'danger', warn: 'warning', info: 'info', debug: 'neutral' } as const;
type Level = keyof typeof LEVEL_TONE;

/** A level's badge tone; a level the console does not know (the service's own word) is neutral. */
export const levelTone = (level: string) => LEVEL_TONE[level as Level] ?? 'neutral';

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
 * `result` rows, which the vendor's service sends without `@status`): the service's `@status` (its own
 * word, when it is not one the console knows), else a level key of the event's own (level, severity),
 * else an HTTP status code as the service grades them (5xx error, 4xx warn), else a level word that
 * opens its raw line; undefined when nothing says, never a guess.
 */
export function levelOf(...sources: (Record<string, unknown> | undefined)[]): string | undefined {
  for (const key of LEVEL_KEYS)
    for (const source of sources) {
      const value = source?.[key];
      if (typeof value !== 'string' || !value.trim()) continue;
      const level = LEVEL_WORDS[value.toLowerCase()];
      if (level) return level;
      if (key === '@status') return value;
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
  return undefined;
}
