import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface EventStreamHandlers {
  /** A whole event: its `data:` lines joined by newlines, its `id` and `event` type when sent. */
  onMessage: (message: EventSourceMessage) => void;
  /** The service's `retry:` field: how long to wait before reconnecting. */
  onRetry?: (ms: number) => void;
  /** Any bytes arrived (a comment line too): the connection is alive. */
  onChunk?: () => void;
}

/**
 * Reads a text/event-stream body to its end. The parsing is eventsource-parser's (the WHATWG rules:
 * events split across chunks, several `data:` lines, comments, `id` and `retry`); the bytes come
 * through the one client, whose `fetch` carries the credential that `EventSource` cannot. Rejects when
 * the connection breaks (a reset, an abort): what was read is already handed on.
 */
export async function readEventStream(
  body: ReadableStream<Uint8Array>,
  handlers: EventStreamHandlers,
): Promise<void> {
  const parser = createParser({
    onEvent: handlers.onMessage,
    ...(handlers.onRetry ? { onRetry: handlers.onRetry } : {}),
  });
  const reader = body.getReader();
  // Streaming decode: a character whose bytes straddle two chunks is read whole.
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        parser.feed(decoder.decode());
        return;
      }
      handlers.onChunk?.();
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
