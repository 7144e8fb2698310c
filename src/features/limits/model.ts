import { numberOf } from '../../api/tolerant';
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

/**
 * Why a limit cannot be changed in the form, which writes monthly ingestion limits in bytes for the
 * organisation or a team: a limit of another category, unit, window or target (one the service has
 * begun to send included) would be rewritten as such. Undefined when the form shows all of it.
 */
export function notEditableHere(limit: Limit): string | undefined {
  if (limit.category !== 'INGESTION_LIMITS') return `It limits ${limit.category}, not ingestion.`;
  if (limit.unit !== 'BYTES') return `It counts in ${limit.unit}, not bytes.`;
  if (limit.time_window !== 'PER_MONTH') return `Its window is ${limit.time_window}, not a month.`;
  if (limit.target !== 'TEAM' && limit.target !== 'ORGANISATION') return `It applies to ${limit.target}.`;
  return undefined;
}

export function draftOf(limit: Limit): LimitDraft {
  const { amount, unit } = inHumanUnit(limit.value);
  return {
    // A limit of another target is not opened in the form (notEditableHere).
    target: limit.target === 'ORGANISATION' ? 'ORGANISATION' : 'TEAM',
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
const MAX_LIMIT_BYTES = Number.MAX_SAFE_INTEGER;
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

/** Where a limit applies, in words; a target the console does not know, as the service wrote it. */
export const scopeLabel = (limit: Pick<Limit, 'target' | 'scope'>) =>
  limit.target === 'TEAM'
    ? `Team ${limit.scope.tag?.team ?? '?'}`
    : limit.target === 'ORGANISATION'
      ? 'Whole organisation'
      : `${limit.target}${limit.scope.tag?.team ? ` ${limit.scope.tag.team}` : ''}`;

/** A limit's amount as a number (the service may send it as text), if it sent one. */
const amountOf = (limit: Pick<Limit, 'value'>): number | undefined => {
  const value = limit.value === undefined || limit.value === null ? NaN : Number(limit.value);
  return Number.isFinite(value) ? value : undefined;
};

/** The share of its limit a usage is, where the limit has an amount to share. */
export function shareOf(used: number | undefined, limit: Pick<Limit, 'value'>): number | undefined {
  const amount = amountOf(limit);
  return used === undefined || amount === undefined || amount <= 0 ? undefined : used / amount;
}

/** A limit's amount in its unit: bytes in MB/GB/TB, counts as numbers, anything else with its unit. */
export function amountText(limit: Pick<Limit, 'value' | 'unit' | 'time_window'>): string {
  const value = amountOf(limit);
  const amount =
    value === undefined
      ? `no amount given${limit.unit ? ` (${limit.unit})` : ''}`
      : limit.unit === 'BYTES'
        ? formatBytes(value)
        : limit.unit === 'COUNT'
          ? value.toLocaleString('en')
          : `${value.toLocaleString('en')} ${limit.unit}`;
  const window =
    limit.time_window === 'PER_MONTH'
      ? ' per month'
      : limit.time_window === 'NO_WINDOW' || !limit.time_window
        ? ''
        : ` (${limit.time_window})`;
  return amount + window;
}

/** Who set a limit: the contract, the organisation, or (a kind the console does not know) its name. */
export const kindText = (type: Limit['type']) =>
  type === 'SYSTEM' ? 'Contract' : type === 'USER_DEFINED' ? 'Set here' : type;

/**
 * What a limit has used this month: for the organisation every dataset, for a team the datasets
 * tagged with it. Only ingestion limits have a usage the service reports per dataset.
 */
export function usageOf(limit: Limit, perDataset: GroupSeries[], datasets: Dataset[]): number | undefined {
  if (limit.category !== 'INGESTION_LIMITS' || limit.unit !== 'BYTES') return undefined;
  const team = limit.scope.tag?.team;
  const inScope =
    limit.target === 'TEAM'
      ? new Set(datasets.filter((d) => d.tags?.team === team).map((d) => d.id))
      : undefined;
  return (
    perDataset
      .filter((g) => !inScope || inScope.has(g.key ?? ''))
      // A usage figure may come as text from the live service: read as a number, never joined as text.
      .reduce((sum, g) => sum + numberOf(g.value), 0)
  );
}

export type UsageLevel = 'ok' | 'warning' | 'over';

/** Warned from 80% of the limit, over it from 100%. */
export const levelOf = (ratio: number): UsageLevel => (ratio >= 1 ? 'over' : ratio >= 0.8 ? 'warning' : 'ok');

/** The teams named in dataset tags, to suggest. */
export const teamsOf = (datasets: Dataset[]) =>
  [...new Set(datasets.map((d) => d.tags?.team).filter((t): t is string => !!t))].sort();

/** The edits (insertions, deletions, substitutions) from one word to another. */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        (row[j] ?? 0) + 1,
        (next[j - 1] ?? 0) + 1,
        (row[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length] ?? 0;
}

/**
 * A team no dataset carries, asked about before a limit is set on it (it would count nothing until
 * one does), with the team it was likely meant to be: undefined when a dataset carries it.
 */
export function unknownTeam(team: string, teams: string[]): { suggestion?: string } | undefined {
  const name = team.trim();
  if (!name || teams.includes(name)) return undefined;
  const [closest] = teams
    .map((t) => ({ t, d: distance(name.toLowerCase(), t.toLowerCase()) }))
    .filter(({ d }) => d <= Math.max(1, Math.floor(name.length / 3)))
    .sort((a, b) => a.d - b.d);
  return closest ? { suggestion: closest.t } : {};
}
