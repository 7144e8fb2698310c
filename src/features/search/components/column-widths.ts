import { useState, type CSSProperties } from 'react';
import { useIdentity } from '../../../api/use-identity';
import { personKey, readRecent, writeRecent } from '../../../lib/recent';

export const DEFAULT_WIDTH = 144;
export const MIN_WIDTH = 48;
export const MAX_WIDTH = 640;

/** The CSS variable a column's cells read their width from: set once on the list, not per row. */
export const widthVariable = (column: string) =>
  `--column-${Array.from(column, (c) => c.codePointAt(0)?.toString(36)).join('-')}`;

const clamp = (width: number) => Math.round(Math.max(MIN_WIDTH, Math.min(MAX_WIDTH, width)));

export interface ColumnWidths {
  of: (column: string) => number;
  set: (column: string, width: number) => void;
  /** The variables of every sized column, for the list's style. */
  style: CSSProperties;
}

/** The widths a person gave the Logs columns, kept for them (per person and organisation, for the tab). */
export function useColumnWidths(): ColumnWidths {
  const person = personKey(useIdentity());
  const [widths, setWidths] = useState(
    () =>
      new Map(readRecent<[string, number]>('column-widths', person).filter(([, w]) => typeof w === 'number')),
  );
  return {
    of: (column) => widths.get(column) ?? DEFAULT_WIDTH,
    set: (column, width) => {
      const next = new Map(widths).set(column, clamp(width));
      setWidths(next);
      writeRecent('column-widths', person, [...next]);
    },
    style: Object.fromEntries([...widths].map(([column, width]) => [widthVariable(column), `${width}px`])),
  };
}
