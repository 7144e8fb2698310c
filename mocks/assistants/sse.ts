import { delay } from 'msw';
import type { components } from '../../src/api/schema.gen';

export type AssistantEvent = components['schemas']['AiAssistantSse'];

/** What the demo's streams do, set per backend: their pacing, and a fault "Simulate trouble" asks for. */
export interface StreamSettings {
  /** Milliseconds between two events: 0 in tests, a reader's pace in the demo. */
  paceMs: number;
  /**
   * The next streams break halfway: an ERROR event (`error`), the connection cut (`drop`), or nothing
   * more while the connection stays open (`stall`, a model that hangs), until the reader stops it.
   */
  fault?: { kind: 'error' | 'drop' | 'stall'; remaining: number };
  /** The widget assistant's conversations: each session's last suggestion, which the next request changes. */
  sessions: Map<string, unknown>;
}

/** How long a reader waits before reconnecting, said at the start of every stream. */
const RETRY_MS = 500;

const encoder = new TextEncoder();

/**
 * One event as the stream carries it: its id (its place, from 1), and its JSON on `data:` lines. A
 * query's answer goes pretty-printed over several `data:` lines, which a reader joins with newlines.
 */
function frame(event: AssistantEvent, id: number): string {
  const json = event.type === 'QUERY_RESPONSE' ? JSON.stringify(event, null, 1) : JSON.stringify(event);
  return `id: ${id}\n${json
    .split('\n')
    .map((line) => `data: ${line}`)
    .join('\n')}\n\n`;
}

/**
 * A text/event-stream of the events, from the one after `Last-Event-ID` (a reconnect resumes). Each
 * frame is written in two chunks split inside it, so a reader must join them; a comment line keeps the
 * connection alive every ten events. A fault set in the settings breaks the stream halfway, once.
 */
export function eventStream(
  events: AssistantEvent[],
  request: Request,
  settings: StreamSettings,
  shape: (event: AssistantEvent) => AssistantEvent = (event) => event,
): Response {
  const after = Number(request.headers.get('last-event-id') ?? 0) || 0;
  const fault =
    settings.fault && settings.fault.remaining > 0 && after === 0 ? settings.fault.kind : undefined;
  if (fault && settings.fault) settings.fault.remaining--;
  const half = Math.ceil(events.length / 2);
  let next = after;
  let opened = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!opened) {
        opened = true;
        controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n: ${events.length} events\n\n`));
        return;
      }
      if (settings.paceMs) await delay(settings.paceMs);
      if (request.signal.aborted) return controller.close();
      if (fault && next === half) {
        if (fault === 'drop') return controller.error(new TypeError('The connection was reset.'));
        if (fault === 'stall') return stalled(request.signal, () => controller.close());
        controller.enqueue(
          encoder.encode(
            frame(
              { type: 'ERROR', message: 'The assistant stopped halfway: its model took too long.' },
              next + 1,
            ),
          ),
        );
        return controller.close();
      }
      const event = events[next];
      if (!event) return controller.close();
      next++;
      const text = frame(shape(event), next);
      const cut = Math.ceil(text.length / 2);
      controller.enqueue(encoder.encode(text.slice(0, cut)));
      controller.enqueue(encoder.encode(text.slice(cut) + (next % 10 === 0 ? ': keep-alive\n\n' : '')));
    },
  });
  return new Response(body, {
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
  });
}

/** Resolves when the reader goes away (its request is aborted), and only then. */
function stalled(signal: AbortSignal, close: () => void): Promise<void> {
  return new Promise((resolve) => {
    const end = () => {
      close();
      resolve();
    };
    if (signal.aborted) end();
    else signal.addEventListener('abort', end, { once: true });
  });
}

/** A reply as response deltas of a few words each, as a model streams it. */
export function deltas(text: string, words = 4): AssistantEvent[] {
  const parts = text.split(/(?<=\s)/);
  const out: AssistantEvent[] = [];
  for (let i = 0; i < parts.length; i += words)
    out.push({ type: 'AI_RESPONSE_DELTA', message: parts.slice(i, i + words).join('') });
  return out;
}
