import { describe, expect, it } from 'vitest';
import { newSource, requestOf, validateSources } from './model';

describe('agent sources', () => {
  it('need a dataset, and files an absolute path of path characters only', () => {
    expect(validateSources([newSource()])).toEqual({
      '0-dataset': 'Choose the dataset these logs go to.',
      '0-path': 'Give the path of the files, e.g. /var/log/nginx/*.log.',
    });
    expect(validateSources([{ type: 'FILE', path: 'var/log/*.log', dataset: 'd' }])['0-path']).toContain(
      'absolute',
    );
    expect(
      validateSources([{ type: 'FILE', path: '/var/log/$(reboot)', dataset: 'd' }])['0-path'],
    ).toBeDefined();
    expect(validateSources([{ type: 'JOURNALD', path: '', dataset: 'd' }])).toEqual({});
  });

  it('become a request naming each dataset once, paths only for files', () => {
    expect(
      requestOf('FLUENT_BIT', [
        { type: 'FILE', path: ' /var/log/a.log ', dataset: 'd1' },
        { type: 'JOURNALD', path: 'ignored', dataset: 'd1' },
      ]),
    ).toEqual({
      agent: 'FLUENT_BIT',
      datasets: ['d1'],
      sources: [
        { type: 'FILE', dataset: 'd1', path: '/var/log/a.log' },
        { type: 'JOURNALD', dataset: 'd1' },
      ],
    });
  });
});
