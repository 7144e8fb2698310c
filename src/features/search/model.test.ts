import { describe, expect, it } from 'vitest';
import { addFilter, highlightParts, validateSearchUrl, windowOf } from './model';

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
      validateSearchUrl({ ds: [1], q: 5, range: 'Last 2 fortnights', order: 'sideways', from: 10, to: 5 }),
    ).toEqual({});
    expect(validateSearchUrl({ from: 10, to: 20, range: 'Last 1 hour' })).toEqual({ from: 10, to: 20 });
  });

  it('fixes the window when a search runs', () => {
    expect(windowOf({}, 10_000_000)).toEqual({ from_ts: 6_400_000, to_ts: 10_000_000 });
    expect(windowOf({ from: 5, to: 9 }, 10)).toEqual({ from_ts: 5, to_ts: 9 });
  });
});

describe('addFilter', () => {
  it('adds key = value with AND, quoting as the language needs', () => {
    expect(addFilter(undefined, 'status_code', 500)).toBe('status_code = 500');
    expect(addFilter('a = 1', 'method', "it's")).toBe("a = 1 AND method = 'it''s'");
    expect(addFilter('', 'user agent', 'curl')).toBe('"user agent" = \'curl\'');
    expect(addFilter(undefined, 'ok', true)).toBe('ok = TRUE');
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
