/**
 * A person's yes to a costly search, for the rest of the tab's session: it holds for that search's
 * datasets (or fewer) over any range as long or shorter, so zooming into what was approved, or the
 * same range later, never asks again.
 */
export interface Approval {
  /** The datasets' ids, or EVERY_DATASET for a search of them all (`from_expr: '*'`). */
  ds: string[];
  span: number;
}

/** A search over every dataset, however many there are: its yes holds for any of them. */
export const EVERY_DATASET = ['*'];

const KEY = 'lookout.cost-approvals';

export function covers(approvals: Approval[], ds: string[], span: number): boolean {
  return approvals.some(
    (a) => span <= a.span && (a.ds.includes('*') || (ds.length > 0 && ds.every((id) => a.ds.includes(id)))),
  );
}

export function readApprovals(): Approval[] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(saved)
      ? saved.filter(
          (a): a is Approval =>
            typeof a?.span === 'number' &&
            Array.isArray(a?.ds) &&
            a.ds.every((d: unknown) => typeof d === 'string'),
        )
      : [];
  } catch {
    return [];
  }
}

export function approve(approvals: Approval[], ds: string[], span: number): Approval[] {
  const next = [...approvals.filter((a) => !covers([{ ds, span }], a.ds, a.span)), { ds, span }];
  sessionStorage.setItem(KEY, JSON.stringify(next));
  return next;
}
