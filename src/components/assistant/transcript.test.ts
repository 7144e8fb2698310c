import { describe, expect, it } from 'vitest';
import type { StreamNotice } from '../../api/assistant-stream';
import { EMPTY, reduceEnd, reduceNotice, type Transcript } from './transcript';

const play = (notices: StreamNotice[], from: Transcript = { ...EMPTY, status: 'streaming' }) =>
  notices.reduce(reduceNotice, from);
const delta = (message: string): StreamNotice => ({
  kind: 'event',
  event: { type: 'AI_RESPONSE_DELTA', message },
});

describe('a transcript', () => {
  it('joins the reply’s deltas, keeps the queries and the session, and shows an unknown type as its text', () => {
    const t = play([
      { kind: 'event', event: { type: 'LOADING_MESSAGE', message: 'Reading…', session_id: 's1' } },
      delta('Errors '),
      delta('rose.'),
      { kind: 'event', event: { type: 'SOURCES', message: 'three documents' } },
      { kind: 'event', event: { type: 'QUERY_RESPONSE', query: "SELECT count(*) WHERE level = 'error'" } },
      delta(' Then fell.'),
    ]);
    expect(t.loading).toBe('Reading…');
    expect(t.sessionId).toBe('s1');
    expect(t.parts).toEqual([
      { kind: 'text', text: 'Errors rose.' },
      { kind: 'other', label: 'SOURCES', text: 'three documents' },
      { kind: 'text', text: ' Then fell.' },
    ]);
    expect(t.queries.map((q) => q.query)).toEqual(["SELECT count(*) WHERE level = 'error'"]);
  });

  it('keeps what arrived through a reconnect that resumes, and replaces it once a restarted reply begins', () => {
    const before = play([delta('Half of it')]);
    const resumed = play([{ kind: 'reconnecting', resumed: true }, delta(', and the rest.')], before);
    expect(resumed.parts).toEqual([{ kind: 'text', text: 'Half of it, and the rest.' }]);
    const restarting = play([{ kind: 'reconnecting', resumed: false }], before);
    expect(restarting.parts).toEqual(before.parts);
    expect(play([delta('The whole')], restarting).parts).toEqual([{ kind: 'text', text: 'The whole' }]);
  });

  it('keeps what arrived whatever the end, and says why it ended', () => {
    const t = play([delta('Partial')]);
    expect(reduceEnd(t, { kind: 'stopped' })).toMatchObject({ status: 'stopped', parts: t.parts });
    expect(reduceEnd(t, { kind: 'failed', message: 'timed out' })).toMatchObject({
      status: 'failed',
      failure: 'timed out',
      parts: t.parts,
    });
    expect(reduceEnd(play([{ kind: 'waiting', until: 5 }], t), { kind: 'dropped' })).not.toHaveProperty(
      'waitUntil',
    );
  });
});
