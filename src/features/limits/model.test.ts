import { describe, expect, it } from 'vitest';
import {
  amountText,
  shareOf,
  draftOf,
  EMPTY_DRAFT,
  kindText,
  levelOf,
  notEditableHere,
  scopeLabel,
  toWrite,
  unknownTeam,
  usageOf,
  validateDraft,
  type LimitDraft,
} from './model';

const limit = {
  id: 'l1',
  org_id: 'org',
  category: 'INGESTION_LIMITS' as const,
  value: 300_123_456,
  unit: 'BYTES' as const,
  target: 'TEAM' as const,
  scope: { tag: { team: 'platform' } },
  time_window: 'PER_MONTH' as const,
};

describe('limits', () => {
  it('are edited in a human unit, and saved unchanged keep their exact bytes', () => {
    const draft = draftOf(limit);
    expect(draft).toMatchObject({ amount: '300.123', unit: 'MB', team: 'platform' });
    expect(toWrite(draft, 'org', limit).value).toBe(300_123_456);
    expect(toWrite({ ...draft, amount: '500', unit: 'GB' }, 'org', limit).value).toBe(500e9);
    expect(toWrite({ ...EMPTY_DRAFT, target: 'ORGANISATION', amount: '2', unit: 'TB' }, 'org').scope).toEqual(
      {
        organisation: { id: 'org' },
      },
    );
  });

  it('say what is missing before anything is sent', () => {
    expect(validateDraft(EMPTY_DRAFT)).toEqual({
      team: 'Name the team the limit is for.',
      amount: 'Give the limit in plain decimal digits, e.g. 500 or 1.5.',
    });
    expect(validateDraft({ ...EMPTY_DRAFT, team: 'x', amount: '0' }).amount).toBe(
      'A limit must be more than zero.',
    );
  });

  it('mean what people think: whole bytes from 1 to 2^53 - 1, written in decimal', () => {
    const amount = (text: string, unit: LimitDraft['unit'] = 'GB') =>
      validateDraft({ ...EMPTY_DRAFT, team: 'x', amount: text, unit }).amount;
    expect(amount('0x10')).toMatch(/plain decimal digits/);
    expect(amount('9.3e6', 'TB')).toMatch(/plain decimal digits/);
    expect(amount('-5')).toMatch(/plain decimal digits/);
    expect(amount('0.0000001', 'MB')).toMatch(/at least 1 byte/);
    expect(amount('9300000', 'TB')).toMatch(/at most/);
    expect(amount('9000', 'TB')).toBeUndefined();
    expect(amount('1.5')).toBeUndefined();
  });

  it('weigh a team against its tagged datasets only, and warn from 80%', () => {
    const perDataset = [
      { key: 'a', value: 100 },
      { key: 'b', value: 50 },
      { key: 'c', value: 7 },
    ];
    const datasets = [
      { id: 'a', collection: 'web', dataset: 'a', tags: { team: 'platform' } },
      { id: 'b', collection: 'web', dataset: 'b', tags: { team: 'platform' } },
      { id: 'c', collection: 'apps', dataset: 'c', tags: { team: 'checkout' } },
    ];
    expect(usageOf(limit, perDataset, datasets)).toBe(150);
    expect(
      usageOf(
        { ...limit, target: 'ORGANISATION', scope: { organisation: { id: 'org' } } },
        perDataset,
        datasets,
      ),
    ).toBe(157);
    expect(usageOf({ ...limit, category: 'SEARCH_LIMITS' }, perDataset, datasets)).toBeUndefined();
    expect([0.79, 0.8, 0.99, 1, 1.4].map(levelOf)).toEqual(['ok', 'warning', 'warning', 'over', 'over']);
  });
});

describe('a team no dataset carries', () => {
  it('is asked about, with the team it was likely meant to be', () => {
    const teams = ['checkout', 'payments', 'platform'];
    expect(unknownTeam('payments', teams)).toBeUndefined();
    expect(unknownTeam(' payments ', teams)).toBeUndefined();
    expect(unknownTeam('paymnets', teams)).toEqual({ suggestion: 'payments' });
    expect(unknownTeam('Platfrom', teams)).toEqual({ suggestion: 'platform' });
    expect(unknownTeam('marketing', teams)).toEqual({});
  });
});

describe('a limit the form cannot show whole', () => {
  const teamLimit = {
    id: 'l',
    org_id: 'o',
    category: 'INGESTION_LIMITS',
    value: 5e9,
    unit: 'BYTES',
    target: 'TEAM',
    scope: { tag: { team: 'sre' } },
    type: 'USER_DEFINED',
    time_window: 'PER_MONTH',
  };
  it('shares its usage only where it has an amount', () => {
    expect(shareOf(4e9, teamLimit)).toBeCloseTo(0.8);
    expect(shareOf(4e9, { value: '5000000000' as never })).toBeCloseTo(0.8);
    expect(shareOf(4e9, { value: 0 })).toBeUndefined();
    expect(shareOf(4e9, { value: undefined as never })).toBeUndefined();
    expect(shareOf(undefined, teamLimit)).toBeUndefined();
  });
  it('is left to the vendor, saying why; its amount and kind read as the service wrote them', () => {
    expect(notEditableHere(teamLimit)).toBeUndefined();
    expect(notEditableHere({ ...teamLimit, category: 'LOGS_PER_DAY' })).toBe(
      'It limits LOGS_PER_DAY, not ingestion.',
    );
    expect(notEditableHere({ ...teamLimit, time_window: 'PER_WEEK' })).toBe(
      'Its window is PER_WEEK, not a month.',
    );
    expect(amountText({ ...teamLimit, unit: 'RATIO', value: 0.5, time_window: 'PER_WEEK' })).toBe(
      '0.5 RATIO (PER_WEEK)',
    );
    expect(amountText(teamLimit)).toBe('5 GB per month');
    expect(amountText({ ...teamLimit, value: '2000000' as never, time_window: '' })).toBe('2 MB');
    expect(amountText({ ...teamLimit, value: undefined as never })).toBe('no amount given (BYTES) per month');
    expect(kindText('CONTRACT_ADDON')).toBe('CONTRACT_ADDON');
    expect(scopeLabel({ target: 'PROJECT', scope: {} })).toBe('PROJECT');
  });
});
