import { describe, expect, it } from 'vitest';
import { draftOf, validateDraft } from './widget-form';
import { nameOf, seedOf } from './widget-from-view';

describe('a widget from the view on screen', () => {
  it('is named from its query as a person would title it', () => {
    expect(nameOf({ ds: ['a'], select: ['count(*)'], q: "level = 'error'" })).toBe(
      "count(*) where level = 'error'",
    );
    expect(nameOf({ ds: ['a'], select: ['count(*)', 'p95(latency_ms)'], groups: ['$service'] })).toBe(
      'count(*), p95(latency_ms) by $service',
    );
    expect(nameOf({ ds: ['a'] })).toBe('count(*)');
  });

  it('keeps a long query to a readable name the form accepts', () => {
    const name = nameOf({ ds: ['a'], q: `path = '${'x'.repeat(300)}'\n  and status_code >= 500` });
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith('…')).toBe(true);
    expect(validateDraft(draftOf(undefined, { ...seedOf({ ds: ['a'] }), name })).name).toBeUndefined();
  });

  it("starts the widget form from exactly what the view says, the form's defaults for the rest", () => {
    const draft = draftOf(
      undefined,
      seedOf({ ds: ['a', 'b'], q: 'x = 1', select: ['count(*)'], groups: ['host'], type: 'bar' }),
    );
    expect(draft).toMatchObject({
      from: ['a', 'b'],
      where: 'x = 1',
      select: 'count(*)',
      groups: 'host',
      type: 'bar',
    });
    expect(draftOf(undefined, seedOf({ ds: ['a'] }))).toMatchObject({
      where: '',
      select: 'count(*)',
      type: 'line',
    });
  });
});
