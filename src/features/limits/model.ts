import type { components } from '../../api/schema.gen';
import { formatBytes, inHumanUnit, toBytes, type ByteUnit } from '../../lib/units';

type Limit = components['schemas']['Limit'];
type LimitWrite = components['schemas']['LimitWrite'];
type GroupSeries = components['schemas']['GroupSeries'];
type Dataset = components['schemas']['Dataset'];

/** What the form holds: the amount as typed, in a human unit. */
export interface LimitDraft {
  target: 'ORGANISATION' | 'TEAM';
  team: string;
  amount: string;
  unit: ByteUnit;
  description: string;
}

export const EMPTY_DRAFT: LimitDraft = { target: 'TEAM', team: '', amount: '', unit: 'GB', description: '' };

export function draftOf(limit: Limit): LimitDraft {
  const { amount, unit } = inHumanUnit(limit.value);
  return {
    target: limit.target,
    team: limit.scope.tag?.team ?? '',
    amount: String(amount),
    unit,
    description: limit.description ?? '',
  };
}

export type DraftProblems = Partial<Record<'team' | 'amount', string>>;

/**
 * The most bytes a limit can hold: the service keeps an int64, and the console counts exactly only up
 * to 2^53 - 1 (about 9,007 TB), so that is the ceiling on both sides.
 */
export const MAX_LIMIT_BYTES = Number.MAX_SAFE_INTEGER;
/** Plain decimal digits: no exponent (9.3e6), no hexadecimal (0x10), no sign. */
const DECIMAL = /^\d+(\.\d+)?$/;

export function validateDraft(draft: LimitDraft): DraftProblems {
  const problems: DraftProblems = {};
  if (draft.target === 'TEAM' && !draft.team.trim()) problems.team = 'Name the team the limit is for.';
  const text = draft.amount.trim();
  const amount = Number(text);
  const bytes = amount * toBytes(1, draft.unit);
  if (!text || !DECIMAL.test(text))
    problems.amount = 'Give the limit in plain decimal digits, e.g. 500 or 1.5.';
  else if (amount <= 0) problems.amount = 'A limit must be more than zero.';
  else if (bytes < 1) problems.amount = `A limit is at least 1 byte; ${text} ${draft.unit} is less.`;
  else if (bytes > MAX_LIMIT_BYTES)
    problems.amount = `A limit can be at most ${formatBytes(MAX_LIMIT_BYTES)}.`;
  return problems;
}

/**
 * The body the service takes (the whole limit, on create and on change). An amount left as it was
 * shown keeps the exact bytes stored, so opening and saving a limit never rounds it.
 */
export function toWrite(draft: LimitDraft, orgId: string, original?: Limit): LimitWrite {
  const shown = original ? draftOf(original) : undefined;
  const unchanged = shown?.amount === draft.amount.trim() && shown.unit === draft.unit;
  return {
    category: 'INGESTION_LIMITS',
    value: unchanged && original ? original.value : toBytes(Number(draft.amount), draft.unit),
    unit: 'BYTES',
    target: draft.target,
    scope: draft.target === 'TEAM' ? { tag: { team: draft.team.trim() } } : { organisation: { id: orgId } },
    time_window: 'PER_MONTH',
    ...(draft.description.trim() ? { description: draft.description.trim() } : {}),
  };
}

/** Where a limit applies, in words. */
export const scopeLabel = (limit: Pick<Limit, 'target' | 'scope'>) =>
  limit.target === 'TEAM' ? `Team ${limit.scope.tag?.team ?? '?'}` : 'Whole organisation';

/**
 * What a limit has used this month: for the organisation every dataset, for a team the datasets
 * tagged with it. Only ingestion limits have a usage the service reports per dataset.
 */
export function usageOf(limit: Limit, perDataset: GroupSeries[], datasets: Dataset[]): number | undefined {
  if (limit.category !== 'INGESTION_LIMITS') return undefined;
  const team = limit.scope.tag?.team;
  const inScope =
    limit.target === 'TEAM'
      ? new Set(datasets.filter((d) => d.tags?.team === team).map((d) => d.id))
      : undefined;
  return perDataset
    .filter((g) => !inScope || inScope.has(g.key ?? ''))
    .reduce((sum, g) => sum + (g.value ?? 0), 0);
}

export type UsageLevel = 'ok' | 'warning' | 'over';

/** Warned from 80% of the limit, over it from 100%. */
export const levelOf = (ratio: number): UsageLevel => (ratio >= 1 ? 'over' : ratio >= 0.8 ? 'warning' : 'ok');

/** The teams named in dataset tags, to suggest. */
export const teamsOf = (datasets: Dataset[]) =>
  [...new Set(datasets.map((d) => d.tags?.team).filter((t): t is string => !!t))].sort();
