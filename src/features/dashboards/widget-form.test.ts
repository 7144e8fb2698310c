import { describe, expect, it } from 'vitest';
import { draftOf, fieldOfPath, validateDraft, writeOf } from './widget-form';

describe('the widget form', () => {
  it('keeps how a widget draws its numbers in aux.display, and reads it back', () => {
    const draft = draftOf(undefined, {
      name: 'Bytes out',
      from: ['d1'],
      select: 'sum(bytes)',
      unit: 'bytes',
      decimals: '1',
      legend: 'off',
      stacked: 'on',
    });
    const written = writeOf(draft);
    expect(written.aux?.display).toEqual({ unit: 'bytes', decimals: 1, legend: false, stacked: true });
    const read = draftOf({ ...written, id: 'w1' } as never);
    expect([read.unit, read.decimals, read.legend, read.stacked]).toEqual(['bytes', '1', 'off', 'on']);
    // Everything automatic stores nothing, and drops what an earlier version stored.
    const cleared = writeOf({ ...read, unit: 'auto', decimals: '', legend: 'auto', stacked: 'auto' }, {
      ...written,
      id: 'w1',
    } as never);
    expect(cleared.aux?.display).toBeUndefined();
    expect(validateDraft({ ...draft, decimals: '9' }).decimals).toMatch(/0 to 6/);
  });

  it('checks every field before sending, naming the field', () => {
    const problems = validateDraft(
      draftOf(undefined, { name: ' ', from: [], where: 'status_code >', select: 'host', groups: '' }),
    );
    expect(Object.keys(problems).sort()).toEqual(['from', 'name', 'select', 'where']);
    expect(problems.select).toMatch(/is a key/);
    const ok = draftOf(undefined, { name: 'Errors', from: ['d1'], where: "level = 'error'" });
    expect(validateDraft(ok)).toEqual({});
  });

  it('asks for template arguments the query uses, and writes them in the contract shape', () => {
    const draft = draftOf(undefined, {
      name: 'By service',
      from: ['d1'],
      where: '$service = {{svc}} AND level = {{lvl}}',
      args: {
        svc: { kind: 'input', text: 'service' },
        lvl: { kind: 'value', text: '' },
        unused: { kind: 'value', text: 'x' },
      },
    });
    expect(validateDraft(draft)).toEqual({ 'arg:lvl': 'Give {{lvl}} a value.' });
    const write = writeOf({ ...draft, args: { ...draft.args, lvl: { kind: 'value', text: 'error' } } });
    expect(write.template).toEqual({
      arguments: { svc: { input: 'service' }, lvl: { value: { value: 'error' } } },
    });
  });

  it('round-trips a widget, keeping aux keys and tags it does not edit', () => {
    const widget = {
      id: 'w',
      name: 'Requests',
      type: 'bar' as const,
      tags: { team: 'web' },
      aux: { colour: 'blue', query: { from: ['d1'], select: ['count(*)'], groups: ['status_code'] } },
    };
    const write = writeOf(draftOf(widget), widget);
    expect(write).toMatchObject({
      name: 'Requests',
      type: 'bar',
      tags: { team: 'web' },
      aux: { colour: 'blue', query: { from: ['d1'], select: ['count(*)'], groups: ['status_code'] } },
    });
    expect(write.template).toBeUndefined();
  });

  it('finds the field a 400 names', () => {
    expect(fieldOfPath('name')).toBe('name');
    expect(fieldOfPath('aux.query')).toBe('where');
    expect(fieldOfPath('layout')).toBeUndefined();
  });
});
