import { describe, expect, it } from 'vitest';
import {
  comparePatterns,
  countByTemplate,
  mergePatternCounts,
  PATTERNS_ASKED,
  templateMatcher,
} from './patterns';

describe('patterns between a window and its baseline', () => {
  it('calls patterns new, gone, grown, shrunk or steady, the changes beyond chance first, new first', () => {
    const compared = comparePatterns(
      [
        { id: 'a', template: 'GET <*> 200', window: 1250, baseline: 1000 },
        { id: 'b', template: 'upstream closed <*>', window: 120, baseline: 0 },
        { id: 'c', template: 'cache warm <*>', window: 0, baseline: 40 },
        { id: 'd', template: 'GET <*> 503', window: 300, baseline: 20 },
        { id: 'e', template: 'GET <*> 404', window: 10, baseline: 80 },
        { id: 'f', template: 'rare <*>', window: 1, baseline: 0 },
      ],
      { window: 5000, baseline: 4000 },
    );
    expect(compared.map((p) => [p.id, p.change, p.significant])).toEqual([
      ['b', 'new', true],
      ['d', 'grown', true],
      ['c', 'gone', true],
      ['e', 'shrunk', true],
      // One event in the window only could be chance: after every change that could not.
      ['f', 'new', false],
      ['a', 'steady', false],
    ]);
  });

  it('merges the two windows by id, a pattern absent from one having no events there', () => {
    const merged = mergePatternCounts(
      [
        { id: 'a', template: 'x <*>', count: 5 },
        { id: 'b', template: 'y <*>', count: 2 },
      ],
      [
        { id: 'a', template: 'x <*>', count: 7 },
        { id: 'c', template: 'z <*>', count: 1 },
      ],
    );
    expect(merged).toEqual([
      { id: 'a', template: 'x <*>', window: 5, baseline: 7 },
      { id: 'b', template: 'y <*>', window: 2, baseline: 0 },
      { id: 'c', template: 'z <*>', window: 0, baseline: 1 },
    ]);
  });

  it('counts a pattern missing from a full list as at most its least frequent, never new on that alone', () => {
    const full = Array.from({ length: PATTERNS_ASKED }, (_, i) => ({
      id: `b${i}`,
      template: `t${i} <*>`,
      count: 2000 - i,
    }));
    const merged = mergePatternCounts([{ id: 'x', template: 'x <*>', count: 1100 }], full);
    const x = merged.find((p) => p.id === 'x');
    expect(x).toMatchObject({ window: 1100, baseline: 1001, atMost: 'baseline' });
    const [compared] = comparePatterns([x as never], { window: 1e6, baseline: 1e6 });
    expect(compared?.change).toBe('steady');
  });

  it('matches lines to templates, their variable parts anything and the rest literal', () => {
    const re = templateMatcher('<*> "GET /a?b=(1) HTTP/<*>" <*>');
    expect(re.test('1.2.3.4 "GET /a?b=(1) HTTP/1.1" 200')).toBe(true);
    expect(re.test('1.2.3.4 "GET /a?b=1 HTTP/1.1" 200')).toBe(false);
    const counts = countByTemplate(
      [
        { id: 'err', template: '<*> [error] <*> upstream closed <*>' },
        { id: 'get', template: 'GET <*>' },
      ],
      [
        't [error] 1 upstream closed x',
        'GET /a',
        'GET /b',
        'worker 12 died at 10:41:02',
        'worker 7 died at 11:02:59',
      ],
    );
    expect(counts.get('err')?.count).toBe(1);
    expect(counts.get('get')?.count).toBe(2);
    // Lines no template matches, grouped by their shape.
    expect([...counts.values()].filter((c) => c.unlisted)).toEqual([
      { template: 'worker <*> died at <*>', count: 2, unlisted: true },
    ]);
  });
});
