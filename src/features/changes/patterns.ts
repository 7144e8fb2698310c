import { binomialTest, SIGNIFICANCE, type Totals } from './scoring';

/** A pattern's events in each window. */
export interface PatternCounts {
  id: string;
  template: string;
  window: number;
  baseline: number;
  /** Not among the service's patterns (see countByTemplate). */
  unlisted?: true;
  /** Not among that window's listed patterns, which are its most frequent only: at most this many. */
  atMost?: 'window' | 'baseline';
}

export type PatternChange = 'new' | 'gone' | 'grown' | 'shrunk' | 'steady';

export interface ComparedPattern extends PatternCounts {
  change: PatternChange;
  /** Events beyond its baseline share of the window's events (see scoring.ts). */
  excess: number;
  p: number;
  /** Its split between the windows could not be chance (scoring.ts's test): a change worth reading. */
  significant: boolean;
}

const ORDER: Record<PatternChange, number> = { new: 0, grown: 1, gone: 2, shrunk: 3, steady: 4 };

/**
 * Patterns between a window and its baseline: new (none in the baseline), gone (none in the window),
 * grown or shrunk (its share moved beyond chance, by scoring.ts's test) or steady. The changes that
 * could not be chance first (a pattern of two events in one window only could be), new and grown first,
 * each kind by how many events it accounts for.
 */
export function comparePatterns(rows: readonly PatternCounts[], totals: Totals): ComparedPattern[] {
  const { window: W, baseline: B } = totals;
  const toWindow = W + B > 0 ? W / (W + B) : 0.5;
  const level = SIGNIFICANCE / Math.max(1, rows.length);
  return rows
    .map((row): ComparedPattern => {
      const excess = row.window - (B > 0 ? (W * row.baseline) / B : 0);
      const p = binomialTest(row.window, row.window + row.baseline, toWindow);
      const change: PatternChange =
        row.baseline === 0 && row.window > 0
          ? 'new'
          : row.window === 0 && row.baseline > 0
            ? 'gone'
            : p < level
              ? excess > 0
                ? 'grown'
                : 'shrunk'
              : 'steady';
      return { ...row, change, excess, p, significant: p < level };
    })
    .sort(
      (a, b) =>
        Number(b.significant) - Number(a.significant) ||
        ORDER[a.change] - ORDER[b.change] ||
        Math.abs(b.excess) - Math.abs(a.excess) ||
        b.window - a.window ||
        a.template.localeCompare(b.template),
    );
}

/**
 * How many of a window's patterns are asked of a service that counts them (its `limit`, x-assumed):
 * the most frequent. A pattern missing from a full list may still have events there.
 */
export const PATTERNS_ASKED = 1000;

/**
 * The two windows' counts of each pattern, merged by id. A pattern missing from one window's list has
 * none there when the list is whole; when the list is full (the most frequent only), it has at most as
 * many as the least frequent listed, and counts as that many, so neither "new" nor "grown" is claimed
 * on a missing count.
 */
export function mergePatternCounts(
  window: readonly { id: string; template: string; count?: number | undefined }[],
  baseline: readonly { id: string; template: string; count?: number | undefined }[],
): PatternCounts[] {
  const floor = (list: readonly { count?: number | undefined }[]) =>
    list.length >= PATTERNS_ASKED ? Math.min(...list.map((p) => p.count ?? 0)) : 0;
  const [windowFloor, baselineFloor] = [floor(window), floor(baseline)];
  const merged = new Map<string, PatternCounts>();
  for (const p of window)
    merged.set(p.id, {
      id: p.id,
      template: p.template,
      window: p.count ?? 0,
      baseline: baselineFloor,
      ...(baselineFloor ? { atMost: 'baseline' as const } : {}),
    });
  for (const p of baseline) {
    const found = merged.get(p.id);
    if (found) {
      found.baseline = p.count ?? 0;
      delete found.atMost;
    } else
      merged.set(p.id, {
        id: p.id,
        template: p.template,
        window: windowFloor,
        baseline: p.count ?? 0,
        ...(windowFloor ? { atMost: 'window' as const } : {}),
      });
  }
  return [...merged.values()];
}

/** A template as a matcher of whole lines: its variable parts (<*>) match anything, the rest as written. */
export function templateMatcher(template: string): RegExp {
  const parts = template.split('<*>').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*?')}$`);
}

/** A line with its numbers as <*>: lines no listed pattern matches, grouped by their shape. */
const lineShape = (line: string): string =>
  line
    .slice(0, 500)
    .replace(/\d+/g, '<*>')
    .replace(/<\*>(?:[.:,-]?<\*>)+/g, '<*>');

export interface LineCount {
  template: string;
  count: number;
  /** No listed pattern matches it: grouped by its shape here. */
  unlisted?: true;
}

/**
 * Counts lines by the first template each matches, for a service whose patterns come without counts:
 * the templates of the datasets, the lines of a window's newest events. The service tags patterns as
 * events arrive, so a line may match none yet: those are grouped by their shape, marked unlisted.
 */
export function countByTemplate(
  patterns: readonly { id: string; template: string }[],
  lines: readonly string[],
): Map<string, LineCount> {
  const matchers = patterns.map((p) => ({ ...p, re: templateMatcher(p.template) }));
  const counts = new Map<string, LineCount>();
  for (const line of lines) {
    const found = matchers.find((m) => m.re.test(line));
    const id = found ? found.id : `unlisted:${lineShape(line)}`;
    const entry = counts.get(id);
    if (entry) entry.count++;
    else
      counts.set(
        id,
        found
          ? { template: found.template, count: 1 }
          : { template: lineShape(line), count: 1, unlisted: true },
      );
  }
  return counts;
}

type Listed = { id: string; template: string; count?: number | undefined };

/** The patterns of both windows compared; `sampled`: counted on this many lines of each (see below). */
export interface PatternComparison {
  rows: ComparedPattern[];
  sampled?: { window: number; baseline: number };
}

/** Patterns compared where the service counts them in each window: the events are its counts. */
export function countedPatterns(window: readonly Listed[], baseline: readonly Listed[]): PatternComparison {
  const sum = (list: readonly Listed[]) => list.reduce((n, p) => n + (p.count ?? 0), 0);
  return {
    rows: comparePatterns(mergePatternCounts(window, baseline), {
      window: sum(window),
      baseline: sum(baseline),
    }),
  };
}

/**
 * Patterns compared where the service lists them without counts: each window's sampled lines counted
 * by the template they match (or, matching none, by their shape).
 */
export function sampledPatterns(
  templates: readonly { id: string; template: string }[],
  windowLines: readonly string[],
  baselineLines: readonly string[],
): PatternComparison {
  const inWindow = countByTemplate(templates, windowLines);
  const inBaseline = countByTemplate(templates, baselineLines);
  const rows = [...new Set([...inWindow.keys(), ...inBaseline.keys()])].map((id): PatternCounts => {
    const found = (inWindow.get(id) ?? inBaseline.get(id)) as LineCount;
    return {
      id,
      template: found.template,
      window: inWindow.get(id)?.count ?? 0,
      baseline: inBaseline.get(id)?.count ?? 0,
      ...(found.unlisted ? { unlisted: true as const } : {}),
    };
  });
  const sampled = { window: windowLines.length, baseline: baselineLines.length };
  return { rows: comparePatterns(rows, sampled), sampled };
}
