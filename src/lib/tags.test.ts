import { describe, expect, it } from 'vitest';
import { formatTags, parseTags } from './tags';

describe('tags', () => {
  it('reads key:value and bare keys, trimmed', () => {
    expect(parseTags('team:finance, environment : production, critical')).toEqual({
      tags: { team: 'finance', environment: 'production', critical: '' },
    });
    expect(parseTags('url:https://x.example/a')).toEqual({ tags: { url: 'https://x.example/a' } });
    expect(parseTags('')).toEqual({ tags: {} });
  });

  it('refuses what it would otherwise drop or change silently', () => {
    for (const text of ['team finance', ':prod', 'team=finance', '"quoted":x'])
      expect(parseTags(text)).toMatchObject({ problem: expect.stringContaining('is not a tag') });
    expect(parseTags('a:1, a:2')).toEqual({ problem: 'The tag a is given twice.' });
    expect(parseTags(`k:${'v'.repeat(257)}`)).toMatchObject({ problem: expect.stringContaining('longer') });
  });

  it('writes what it reads', () => {
    const tags = { team: 'finance', critical: '' };
    expect(formatTags(tags)).toBe('team:finance, critical');
    expect(parseTags(formatTags(tags))).toEqual({ tags });
  });
});
