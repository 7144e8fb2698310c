import { describe, expect, it } from 'vitest';
import { windowOf } from '../../components/pickers/time-window';
import {
  eventKey,
  rowKeys,
  foldLines,
  jsonKeyParts,
  appendBounded,
  columnValue,
  highlightParts,
} from './event-rows';
import { toggleColumn, type SearchEvent } from './model';
import { levelOf } from './levels';
import { validateSearchUrl } from './url';

describe('search URL state', () => {
  it('keeps what is well-formed and drops the rest', () => {
    expect(
      validateSearchUrl({
        ds: ['a', 'b'],
        q: 'x = 1',
        range: 'Last 15 minutes',
        select: ['count(*)'],
        groups: ['method'],
        order: 'oldest',
        event: 'l:1:2',
      }),
    ).toEqual({
      ds: ['a', 'b'],
      q: 'x = 1',
      range: 'Last 15 minutes',
      select: ['count(*)'],
      groups: ['method'],
      order: 'oldest',
      event: 'l:1:2',
    });
    expect(
      validateSearchUrl({ ds: [{}], q: [5], range: 'Last 2 fortnights', order: 'sideways', from: 10, to: 5 }),
    ).toEqual({});
    expect(validateSearchUrl({ from: 10, to: 20, range: 'Last 1 hour' })).toEqual({ from: 10, to: 20 });
    // Typed by a person, `?q=5` is read as the number 5: they meant the text.
    expect(validateSearchUrl({ q: 5, ds: 'one' })).toEqual({ q: '5', ds: ['one'] });
  });

  it('fixes the window when a search runs', () => {
    expect(windowOf({}, 10_000_000)).toEqual({ from_ts: 6_400_000, to_ts: 10_000_000 });
    expect(windowOf({ from: 5, to: 9 }, 10)).toEqual({ from_ts: 5, to_ts: 9 });
  });
});

describe('highlightParts', () => {
  it('splits text around case-insensitive matches', () => {
    expect(highlightParts('Connection refused by Refuse', ['refuse'])).toEqual([
      { text: 'Connection ', match: false },
      { text: 'refuse', match: true },
      { text: 'd by ', match: false },
      { text: 'Refuse', match: true },
    ]);
    expect(highlightParts('<script>', [])).toEqual([{ text: '<script>', match: false }]);
  });
});

describe('appendBounded', () => {
  it('puts arrivals first, newest on top, and keeps at most the limit', () => {
    const e = (n: number) => ({ '@raw': String(n), '@time': '' }) as SearchEvent;
    const buffer = appendBounded([e(2), e(1)], [e(3), e(4), e(5)], 4);
    expect(buffer.map((x) => x['@raw'])).toEqual(['5', '4', '3', '2']);
  });
});

describe('columns and levels', () => {
  it('reads a column from the message keys first, then the attributes; objects as JSON', () => {
    const event = {
      message_kvs: { status_code: 502, user: { id: 7 } },
      attributes: { host: 'web-1', status_code: 1 },
    };
    expect(columnValue(event, 'status_code')).toBe('502');
    expect(columnValue(event, 'host')).toBe('web-1');
    expect(columnValue(event, 'user')).toBe('{"id":7}');
    expect(columnValue(event, 'missing')).toBeUndefined();
  });

  it('adds a column at the end, takes it away when shown, and keeps at most eight', () => {
    expect(toggleColumn(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleColumn(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleColumn(['1', '2', '3', '4', '5', '6', '7', '8'], '9')).toEqual([
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
  });

  it("reads a level from the service's @status or an event's own level key, nothing when none says", () => {
    expect(levelOf({ '@status': 'warn' })).toBe('warn');
    expect(levelOf({}, { level: 'ERROR' })).toBe('error');
    expect(levelOf(undefined, { severity: 'warning' })).toBe('warn');
    expect(levelOf({ level: 'chatty' })).toBeUndefined();
    // The service's own word for a level the console does not know is shown as it is.
    expect(levelOf({ '@status': 'notice-2' })).toBe('notice-2');
    // Without a level of its own: an HTTP status as the service grades it, or a level opening its line.
    expect(levelOf({ '@raw': '10.0.0.1 GET /' }, { status_code: 503 })).toBe('error');
    expect(levelOf({}, { status_code: '404' })).toBe('warn');
    expect(levelOf({ '@raw': 'WARN kube-system/pod BackOff: restarting' })).toBe('warn');
    expect(levelOf({ '@raw': 'node-3 kernel: all fine' })).toBeUndefined();
  });
});

describe('jsonKeyParts', () => {
  it('marks every key of a JSON line, nested ones too, and leaves values as text', () => {
    const parts = jsonKeyParts('{"level":"info","job":{"id":"a:b","queue" : "emails"}}');
    expect(parts.filter((p) => p.key).map((p) => p.text)).toEqual(['"level"', '"job"', '"id"', '"queue"']);
    expect(parts.map((p) => p.text).join('')).toBe('{"level":"info","job":{"id":"a:b","queue" : "emails"}}');
  });

  it('reads escaped quotes inside strings, and a line cut short, without losing text', () => {
    const cut = '{"msg":"say \\"hi\\": now","list":[1,2],"tail":"unfinish';
    const parts = jsonKeyParts(cut);
    expect(parts.filter((p) => p.key).map((p) => p.text)).toEqual(['"msg"', '"list"', '"tail"']);
    expect(parts.map((p) => p.text).join('')).toBe(cut);
  });

  it('marks nothing in a line that is not JSON', () => {
    expect(jsonKeyParts('GET /index.html "200"')).toEqual([{ text: 'GET /index.html "200"', key: false }]);
  });
});

describe('foldLines', () => {
  it('folds a stack trace to its first line and counts the rest', () => {
    expect(foldLines('Error: boom\n\tat a()\r\n\tat b()')).toEqual({ first: 'Error: boom', more: 2 });
  });

  it('leaves a line of one line alone, a trailing newline included', () => {
    expect(foldLines('one line')).toEqual({ first: 'one line', more: 0 });
    expect(foldLines('one line\n')).toEqual({ first: 'one line', more: 0 });
  });
});

describe('rowKeys', () => {
  const event = (sequence?: string, timestamp?: number) => ({
    '@raw': 'line',
    ...(sequence || timestamp ? { metadata: { service_id: 's', sequence, timestamp } } : {}),
  });

  it('is each event’s own key, made unique where events share one, and kept as the list grows', () => {
    const page = [event('1', 10), event(), event('1', 10), event(), event('2', 11)] as SearchEvent[];
    const keys = rowKeys(page);
    expect(new Set(keys).size).toBe(page.length);
    expect(keys.slice(0, 2)).toEqual([eventKey(page[0] as SearchEvent), eventKey(page[1] as SearchEvent)]);
    const grown = [...page, event(), event('3', 12)] as SearchEvent[];
    expect(rowKeys(grown).slice(0, page.length)).toEqual(keys.slice(0, page.length));
    expect(new Set(rowKeys(grown)).size).toBe(grown.length);
    expect(rowKeys([])).toEqual([]);
  });
});
