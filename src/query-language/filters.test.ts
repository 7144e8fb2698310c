import { describe, expect, it } from 'vitest';
import { addFilter, patternFilter } from './filters';
import { addGroupFilter, groupValue } from './group-filters';

describe('addFilter', () => {
  it('adds key = value with AND, quoting as the language needs', () => {
    expect(addFilter(undefined, 'status_code', 500)).toBe('status_code = 500');
    expect(addFilter('a = 1', 'method', "it's")).toBe("a = 1 AND method = 'it''s'");
    expect(addFilter('', 'user agent', 'curl')).toBe('"user agent" = \'curl\'');
    expect(addFilter(undefined, 'ok', true)).toBe('ok = TRUE');
  });

  it('excludes with !=, and keeps an OR whole', () => {
    expect(addFilter('level = error', 'status_code', 404, true)).toBe('level = error AND status_code != 404');
    expect(addFilter('a = 1 OR b = 2', 'c', 'x', true)).toBe("(a = 1 OR b = 2) AND c != 'x'");
    expect(addFilter("msg LIKE '%ORDER%'", 'c', 1)).toBe("msg LIKE '%ORDER%' AND c = 1");
  });
});

describe('addGroupFilter', () => {
  it('adds every key of a group, numbers compared as numbers', () => {
    const group = [
      { key: 'method', value: 'GET' },
      { key: 'status_code', value: '500' },
    ];
    expect(addGroupFilter('level = error', group)).toBe(
      "level = error AND method = 'GET' AND status_code = 500",
    );
    expect(addGroupFilter(undefined, [{ key: 'zip', value: '007' }])).toBe("zip = '007'");
    expect(addGroupFilter(' a = 1 ', [])).toBe('a = 1');
  });

  it('leaves a group out: != for one key, NOT (…) for several', () => {
    expect(addGroupFilter('a = 1 OR b = 2', [{ key: 'status_code', value: '404' }], true)).toBe(
      '(a = 1 OR b = 2) AND status_code != 404',
    );
    expect(
      addGroupFilter(
        undefined,
        [
          { key: 'method', value: 'GET' },
          { key: 'status_code', value: '200' },
        ],
        true,
      ),
    ).toBe("NOT (method = 'GET' AND status_code = 200)");
  });

  it('reads plain numbers as numbers and anything else as text', () => {
    expect(groupValue('12.5')).toBe(12.5);
    expect(groupValue('-3')).toBe(-3);
    expect(groupValue('1e3')).toBe('1e3');
    expect(groupValue('')).toBe('');
  });
});

describe('patternFilter', () => {
  it('turns <*> into LIKE wildcards and escapes quotes', () => {
    expect(patternFilter("payment <*> for '<*>' after <*> <*> ms")).toBe(
      "@raw LIKE 'payment % for ''%'' after % ms'",
    );
    expect(patternFilter('a <*>', true)).toBe("NOT @raw LIKE 'a %'");
  });
});
