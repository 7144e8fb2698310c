import { describe, expect, it } from 'vitest';
import { suggestionOf } from './widget-suggestion';

const datasets = [
  { log_id: 'id-checkout', collection: 'apps', dataset: 'checkout-api' },
  { log_id: 'id-nginx', collection: 'web', dataset: 'nginx-access' },
];

describe('a suggested widget', () => {
  it('fills the form from the statement, its dataset found by name, its kind as the assistant said', () => {
    const s = suggestionOf(
      {
        query: "SELECT count(*) FROM apps/checkout-api WHERE level = 'error' GROUP BY $service",
        widget_type: 'pie',
      },
      datasets,
    );
    expect(s.seed).toEqual({
      from: ['id-checkout'],
      where: "level = 'error'",
      select: 'count(*)',
      groups: '$service',
      type: 'pie',
      name: "count(*) by $service where level = 'error'",
    });
    expect(s).toMatchObject({ unknown: [], typeFrom: 'assistant' });
  });

  it('picks the kind from the shape when the assistant names none, or one the console does not draw', () => {
    expect(suggestionOf({ query: 'SELECT p95(latency_ms) FROM web/nginx-access' }, datasets)).toMatchObject({
      type: 'line',
      typeFrom: 'shape',
    });
    expect(
      suggestionOf(
        { query: 'SELECT count(*) FROM id-nginx GROUP BY status', widget_type: 'sankey' },
        datasets,
      ),
    ).toMatchObject({
      type: 'bar',
      typeFrom: 'shape',
      seed: { from: ['id-nginx'] },
    });
  });

  it('keeps the form’s datasets when the query names one the list does not hold, and says which', () => {
    const s = suggestionOf({ query: 'SELECT count(*) FROM infra/unknown' }, datasets);
    expect(s.seed.from).toBeUndefined();
    expect(s.unknown).toEqual(['infra/unknown']);
  });
});
