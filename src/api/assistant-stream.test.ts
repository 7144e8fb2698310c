import { describe, expect, it } from 'vitest';
import { runAssistantStream, type StreamNotice, type StreamOpener } from './assistant-stream';
import { ApiError } from './errors';
import { readEventStream } from './event-stream';

const encoder = new TextEncoder();

/** A body that sends these chunks, then ends, or breaks (`break`). */
function body(chunks: (string | 'break')[]): ReadableStream<Uint8Array> {
  let i = 0;
  return new ReadableStream({
    pull(controller) {
      const chunk = chunks[i++];
      if (chunk === undefined) return controller.close();
      if (chunk === 'break') return controller.error(new TypeError('network error'));
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

async function messages(chunks: string[]) {
  const read: { id?: string; event?: string; data: string }[] = [];
  const retries: number[] = [];
  await readEventStream(body(chunks), { onMessage: (m) => read.push(m), onRetry: (ms) => retries.push(ms) });
  return { read, retries };
}

const event = (json: object, id?: number) => `${id ? `id: ${id}\n` : ''}data: ${JSON.stringify(json)}\n\n`;

describe('the event stream reader', () => {
  it('joins an event cut across chunks, even inside a character', async () => {
    const whole = event({ type: 'AI_RESPONSE_DELTA', message: 'Délai dépassé ✓' }, 1);
    const bytes = encoder.encode(whole);
    // Every cut, byte by byte: the é and ✓ are cut inside their bytes too.
    for (let cut = 1; cut < bytes.length; cut++) {
      const decoded: string[] = [];
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(bytes.slice(0, cut));
          controller.enqueue(bytes.slice(cut));
          controller.close();
        },
      });
      await readEventStream(stream, { onMessage: (m) => decoded.push(m.data) });
      expect(decoded).toEqual([JSON.stringify({ type: 'AI_RESPONSE_DELTA', message: 'Délai dépassé ✓' })]);
    }
  });

  it('joins several data lines with newlines, skips comments and reads retry and id', async () => {
    const { read, retries } = await messages([
      'retry: 750\n: a comment, ignored\n\n',
      'id: 7\nevent: note\ndata: {"type":\ndata: "QUERY_RESPONSE",\ndata: "query": "x"}\n\n',
    ]);
    expect(retries).toEqual([750]);
    expect(read).toEqual([{ id: '7', event: 'note', data: '{"type":\n"QUERY_RESPONSE",\n"query": "x"}' }]);
    expect(JSON.parse(read[0]?.data ?? '')).toEqual({ type: 'QUERY_RESPONSE', query: 'x' });
  });
});

/** An opener that answers each attempt with the next body, recording the Last-Event-ID it was asked with. */
function opener(attempts: (() => ReadableStream<Uint8Array>)[]) {
  const asked: (string | undefined)[] = [];
  const open: StreamOpener = async ({ lastEventId }) => {
    asked.push(lastEventId);
    const next = attempts.shift();
    if (!next) throw new Error('no more attempts');
    return next();
  };
  return { open, asked };
}

async function run(open: StreamOpener, signal = new AbortController().signal) {
  const notices: StreamNotice[] = [];
  const end = await runAssistantStream(open, (n) => notices.push(n), signal);
  return { end, notices };
}

describe('an assistant stream', () => {
  it('hands on every event and ends on completion; an unknown type and non-JSON data are shown as text', async () => {
    const { open } = opener([
      () =>
        body([
          event({ type: 'LOADING_MESSAGE', message: 'Reading…' }),
          event({ type: 'THINKING', message: 'a new kind' }),
          'data: plain words\n\n',
          event({ type: 'RESPONSE_COMPLETED' }),
        ]),
    ]);
    const { end, notices } = await run(open);
    expect(end).toEqual({ kind: 'completed' });
    expect(notices).toEqual([
      { kind: 'event', event: { type: 'LOADING_MESSAGE', message: 'Reading…' } },
      { kind: 'event', event: { type: 'THINKING', message: 'a new kind' } },
      { kind: 'text', text: 'plain words' },
      { kind: 'event', event: { type: 'RESPONSE_COMPLETED' } },
    ]);
  });

  it('reconnects after a broken connection with the last id, and the rest arrives', async () => {
    const { open, asked } = opener([
      () => body(['retry: 1\n\n', event({ type: 'AI_RESPONSE_DELTA', message: 'One ' }, 1), 'break']),
      () =>
        body([
          event({ type: 'AI_RESPONSE_DELTA', message: 'two.' }, 2),
          event({ type: 'RESPONSE_COMPLETED' }, 3),
        ]),
    ]);
    const { end, notices } = await run(open);
    expect(asked).toEqual([undefined, '1']);
    expect(end).toEqual({ kind: 'completed' });
    expect(notices.filter((n) => n.kind === 'reconnecting')).toEqual([
      { kind: 'reconnecting', resumed: true },
    ]);
  });

  it('says a reconnect could not resume when the service numbered nothing, and gives up after two', async () => {
    const broken = () =>
      body(['retry: 1\n\n', event({ type: 'AI_RESPONSE_DELTA', message: 'part' }), 'break']);
    const { end, notices } = await run(opener([broken, broken, broken]).open);
    expect(end).toEqual({ kind: 'dropped' });
    expect(notices.filter((n) => n.kind === 'reconnecting')).toEqual([
      { kind: 'reconnecting', resumed: false },
      { kind: 'reconnecting', resumed: false },
    ]);
  });

  it('ends with the service’s ERROR event, keeping its message', async () => {
    const { end } = await run(
      opener([() => body([event({ type: 'ERROR', message: 'model timed out' })])]).open,
    );
    expect(end).toEqual({ kind: 'failed', message: 'model timed out' });
  });

  it('waits out a 429 until the reset, saying so, then asks again', async () => {
    let attempt = 0;
    const until = Date.now() + 30;
    const open: StreamOpener = async () => {
      if (attempt++ === 0)
        throw new ApiError('rate-limited', 429, 'Too Many Requests', 'Slow down', undefined, until);
      return body([event({ type: 'RESPONSE_COMPLETED' })]);
    };
    const { end, notices } = await run(open);
    expect(notices[0]).toEqual({ kind: 'waiting', until });
    expect(end).toEqual({ kind: 'completed' });
    expect(Date.now()).toBeGreaterThanOrEqual(until);
  });

  it('returns a refusal as it came, and stops at once when asked, keeping what arrived', async () => {
    const refused = new ApiError('http', 403, 'Forbidden', 'Your role does not allow the assistants.');
    expect((await run(async () => Promise.reject(refused))).end).toEqual({ kind: 'refused', error: refused });
    const controller = new AbortController();
    const open: StreamOpener = async ({ signal }) =>
      new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(encoder.encode(event({ type: 'AI_RESPONSE_DELTA', message: 'kept' })));
          signal.addEventListener('abort', () => c.error(new DOMException('Aborted', 'AbortError')));
        },
      });
    const notices: StreamNotice[] = [];
    const ended = runAssistantStream(
      open,
      (n) => {
        notices.push(n);
        controller.abort();
      },
      controller.signal,
    );
    expect(await ended).toEqual({ kind: 'stopped' });
    expect(notices).toEqual([{ kind: 'event', event: { type: 'AI_RESPONSE_DELTA', message: 'kept' } }]);
  });
});
