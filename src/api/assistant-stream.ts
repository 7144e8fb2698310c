import { toApiError, type ApiError } from './errors';
import { readEventStream } from './event-stream';
import type { components } from './schema.gen';

export type AssistantEvent = components['schemas']['AiAssistantSse'];

/** What happens on a stream, as it happens. */
export type StreamNotice =
  /** An event of the contract's shape (its type may be one the console does not know). */
  | { kind: 'event'; event: AssistantEvent }
  /** A message that is not such JSON: shown as its text, never dropped. */
  | { kind: 'text'; text: string; type?: string }
  /** The connection broke; asking again, after the last event read when the service numbered them. */
  | { kind: 'reconnecting'; resumed: boolean }
  /** The service refused for its rate limit: asking again at `until`. */
  | { kind: 'waiting'; until: number };

/** How a stream ended. */
export type StreamEnd =
  | { kind: 'completed' }
  /** The service's ERROR event, with its message. */
  | { kind: 'failed'; message: string }
  | { kind: 'stopped' }
  /** The connection broke, and asking again did not bring the rest. */
  | { kind: 'dropped' }
  /** The service refused the request (403, 400, a 429 past the waits…). */
  | { kind: 'refused'; error: ApiError };

/** Opens the stream once: the body, asked with `Last-Event-ID` to resume after that event. */
export type StreamOpener = (init: {
  signal: AbortSignal;
  lastEventId?: string;
}) => Promise<ReadableStream<Uint8Array>>;

/** Reconnections after a broken connection, before the stream counts as dropped. */
const MAX_RECONNECTS = 2;
/** 429s waited out before the refusal is the answer. */
const MAX_WAITS = 3;
/** Until the service says otherwise (`retry:`), the wait before reconnecting. */
const DEFAULT_RETRY_MS = 1000;
/** No byte for this long (not even a comment line) counts as a broken connection. */
const IDLE_MS = 45_000;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.max(0, ms));
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

function parsed(data: string): AssistantEvent | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string'
      ? (value as AssistantEvent)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an assistant's stream to its end: every event handed on as it arrives; a broken connection
 * asked again (resuming after the last event's id, when it had one) up to twice; a 429 waited out
 * until the service's reset, saying so. Stopping (the signal) ends it at once, keeping what arrived.
 */
export async function runAssistantStream(
  open: StreamOpener,
  onNotice: (notice: StreamNotice) => void,
  signal: AbortSignal,
): Promise<StreamEnd> {
  let lastEventId: string | undefined;
  let retryMs = DEFAULT_RETRY_MS;
  let reconnects = 0;
  let waits = 0;
  for (;;) {
    if (signal.aborted) return { kind: 'stopped' };
    const idle = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const alive = () => {
      clearTimeout(timer);
      timer = setTimeout(() => idle.abort(), IDLE_MS);
    };
    let end: StreamEnd | undefined;
    try {
      alive();
      const body = await open({
        signal: AbortSignal.any([signal, idle.signal]),
        ...(lastEventId ? { lastEventId } : {}),
      });
      await readEventStream(body, {
        onChunk: alive,
        onRetry: (ms) => (retryMs = ms),
        onMessage: (message) => {
          if (message.id) lastEventId = message.id;
          const event = parsed(message.data);
          if (!event) {
            onNotice({ kind: 'text', text: message.data, ...(message.event ? { type: message.event } : {}) });
            return;
          }
          onNotice({ kind: 'event', event });
          if (event.type === 'RESPONSE_COMPLETED') end = { kind: 'completed' };
          if (event.type === 'ERROR')
            end = { kind: 'failed', message: event.message ?? 'The assistant failed.' };
        },
      });
    } catch (thrown) {
      if (signal.aborted) return { kind: 'stopped' };
      const error = toApiError(thrown, true);
      if (error.status === 429 && waits < MAX_WAITS) {
        waits++;
        const until = error.retryAt ?? Date.now() + retryMs;
        onNotice({ kind: 'waiting', until });
        await sleep(until - Date.now(), signal);
        continue;
      }
      // A refusal is the answer; only a connection that broke (or went silent) is asked again.
      if (error.status !== 0 && !idle.signal.aborted) return { kind: 'refused', error };
    } finally {
      clearTimeout(timer);
    }
    if (end) return end;
    if (signal.aborted) return { kind: 'stopped' };
    if (reconnects >= MAX_RECONNECTS) return { kind: 'dropped' };
    reconnects++;
    onNotice({ kind: 'reconnecting', resumed: lastEventId !== undefined });
    await sleep(retryMs, signal);
  }
}
